import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp | undefined;
afterAll(() => t?.close());

describe("the merchant's settings file of an earlier version", () => {
  it('starts the shop with it migrated, and the start says what it read and how to keep it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-settings-'));
    const file = path.join(dir, 'settings.json');
    // Version 1 (no version): switches as "1"/"0", the automatic buy button as "".
    writeFileSync(
      file,
      JSON.stringify({ track_pinterest: '0', buy_button_type: '', cart_type: 'page' }),
    );
    const lines: string[] = [];
    t = await createTestApp(
      { THEME_SETTINGS_FILE: file, LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    const said = lines.map((l) => (JSON.parse(l) as { msg: string }).msg).join('\n');
    expect(said).toContain(
      `THEME_SETTINGS_FILE=${file} is of an earlier version, read as version 2`,
    );
    expect(said).toContain('track_pinterest: "0" → false; buy_button_type: "" → "auto"');
    expect(said).toContain('"version": 2');
    // The page starts from the settings as they were meant.
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('"track_pinterest":false');
    expect(home.body).toContain('"cart_type":"page"');
  });
});
