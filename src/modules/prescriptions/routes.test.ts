import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
});
afterAll(() => t.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const glasses = () => {
  const product = shop.products.find((p) => p.variant_attrs?.some((a) => a.name === 'Power( L )'))!;
  return { product, variant: product.variants!.find((v) => v.buy_able)! };
};
const prescription = {
  od: { sph: -1.25, cyl: -0.5, axis: 90 },
  os: { sph: -1.5 },
  pd: 63,
};

/** Posts a file as the body of an attachment. */
const attach = (cookie: string | undefined, id: number | string, body: Buffer, type: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/store/fclca/prescriptions/${id}/attachments`,
    headers: { 'content-type': type, ...(cookie ? { cookie: `cart_hash=${cookie}` } : {}) },
    payload: body,
  });

describe('prescriptions for a pair of glasses (fclca/prescriptions)', () => {
  it('keeps a prescription with the cart, and a picture and a PDF of it', async () => {
    const { cookie, body } = await shop.cartWith(glasses());
    const groupId = Object.values(body.cart)[0]!.group_id;
    const created = await shop.call('POST', 'fclca/prescriptions', cookie, {
      ...prescription,
      group_id: groupId,
    });
    expect(created.status).toBe(200);
    const id = (created.body as unknown as { id: number }).id;
    expect(created.body).toMatchObject({
      od: { sph: -1.25, cyl: -0.5, axis: 90, add: null },
      os: { sph: -1.5, cyl: null },
      pd: 63,
      attachments: [],
    });

    const png = await attach(cookie, id, PNG, 'image/png');
    expect(png.statusCode).toBe(200);
    // A client may not know the type: the bytes tell.
    const pdf = await attach(cookie, id, PDF, 'application/octet-stream');
    expect(pdf.json().attachments).toEqual([
      { id: expect.any(Number), content_type: 'image/png', size: PNG.length },
      { id: expect.any(Number), content_type: 'application/pdf', size: PDF.length },
    ]);
    const listed = await shop.call('GET', 'fclca/prescriptions', cookie);
    expect((listed.body as unknown as { data: unknown[] }).data).toHaveLength(1);
  });

  it('refuses a file that is not a picture or a PDF, whatever it claims, and one over 8 MB', async () => {
    const { cookie } = await shop.cartWith(glasses());
    const id = (
      (await shop.call('POST', 'fclca/prescriptions', cookie, prescription)).body as unknown as {
        id: number;
      }
    ).id;
    const svg = await attach(cookie, id, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('Send a picture (JPG, PNG, GIF, WebP) or a PDF.');
    const big = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]);
    const tooBig = await attach(cookie, id, big, 'image/png');
    expect(tooBig.statusCode).toBe(413);
    const text = await attach(cookie, id, Buffer.from('hello'), 'text/plain');
    expect(text.statusCode).toBe(415);
    const listed = await shop.call('GET', 'fclca/prescriptions', cookie);
    expect(
      (listed.body as unknown as { data: { attachments: unknown[] }[] }).data[0]!.attachments,
    ).toEqual([]);
  });

  it("keeps each cart's prescriptions to itself, and checks the values", async () => {
    const mine = await shop.cartWith(glasses());
    const theirs = await shop.cartWith(glasses());
    const id = (
      (await shop.call('POST', 'fclca/prescriptions', mine.cookie, prescription))
        .body as unknown as { id: number }
    ).id;
    expect((await attach(theirs.cookie, id, PNG, 'image/png')).statusCode).toBe(404);
    expect((await attach(undefined, id, PNG, 'image/png')).statusCode).toBe(404);
    expect((await attach(mine.cookie, 'abc', PNG, 'image/png')).statusCode).toBe(404);
    const theirList = await shop.call('GET', 'fclca/prescriptions', theirs.cookie);
    expect((theirList.body as unknown as { data: unknown[] }).data).toEqual([]);
    // Without a cart there is nothing to keep it with.
    expect((await shop.call('POST', 'fclca/prescriptions', undefined, prescription)).status).toBe(
      404,
    );
    const odd = await shop.call('POST', 'fclca/prescriptions', mine.cookie, {
      ...prescription,
      od: { sph: -1.3, axis: 200 },
    });
    expect(odd.status).toBe(422);
    expect(odd.body.errors).toMatchObject({
      'od.sph': 'Enter a value between the limits, in steps of 0.25.',
      'od.axis': 'The axis is a whole number from 0 to 180.',
    });
  });
});
