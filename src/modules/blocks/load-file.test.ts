import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliShop } from '../../test/cli.ts';
import { DEMO_FAQ } from './seed.ts';
import { createBlocksService } from './service.ts';

let shop: Awaited<ReturnType<typeof cliShop>>;
beforeAll(async () => {
  shop = await cliShop();
});
afterAll(() => shop.drop());

const questions = () =>
  shop.read(async (db) => (await createBlocksService(db).listFaq()).map((q) => q.question));

describe('vitrine blocks load', () => {
  it('refuses a typo in a question, naming the file and the field, and changes nothing', async () => {
    const [first, ...rest] = DEMO_FAQ;
    const file = shop.file('typo.json', { faq: [{ ...first, answer: 'x' }, ...rest], videos: [] });
    const run = await shop.run(['blocks', 'load', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: not valid`);
    expect(run.stderr).toContain('faq.0.answer: not a field of this file');
    expect(await questions()).toHaveLength(DEMO_FAQ.length);
  }, 60_000);

  it('empties the FAQ and the videos only when asked with --allow-empty', async () => {
    const file = shop.file('none.json', { faq: [], videos: [] });
    const refused = await shop.run(['blocks', 'load', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}: no questions or videos`);
    expect(await questions()).toHaveLength(DEMO_FAQ.length);

    const emptied = await shop.run(['blocks', 'load', file, '--allow-empty']);
    expect(emptied.stdout).toBe('Loaded 0 questions and 0 videos.\n');
    expect(await questions()).toEqual([]);
  }, 60_000);
});
