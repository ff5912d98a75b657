import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const dataDir = `.tmp/media-test-${process.pid}`;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/media', () => {
  it('draws a demo illustration and serves its responsive widths', async () => {
    const original = await t.app.inject('/media/g_dress_ff7f50.webp');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(original.headers['cache-control']).toContain('immutable');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);

    const small = await t.app.inject('/media/g_dress_ff7f50-300.webp');
    expect(small.statusCode).toBe(200);
    const meta = await sharp(small.rawPayload).metadata();
    expect(meta.width).toBe(300);
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length);
  });

  it("draws a product's look and a banner composition in its frame's shape", async () => {
    const look = await t.app.inject('/media/g_running_shoe_dc143c_v7-400.webp');
    expect(look.statusCode).toBe(200);
    expect(look.headers['cache-control']).toContain('immutable');
    expect((await sharp(look.rawPayload).metadata()).width).toBe(400);

    const banner = await t.app.inject('/media/g_compose_summer_ffc107_21x9-1200.webp');
    expect(banner.statusCode).toBe(200);
    const meta = await sharp(banner.rawPayload).metadata();
    expect(meta.width).toBe(1200);
    expect(Math.abs(meta.height! - (1200 * 9) / 21)).toBeLessThanOrEqual(1);
  });

  it('404s widths outside the 16 steps, unknown images and path tricks', async () => {
    expect((await t.app.inject('/media/g_dress_ff7f50-350.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/g_not_an_icon_ff7f50.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/g_dress_ff7f50_v0.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/g_compose_nothing_ffc107_21x9.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await t.app.inject('/media/blue-shirt-100.png')).statusCode).toBe(404);
  });
});
