import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { SiteDto } from './contract.ts';
import { DEMO_SITES } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sites = async () => {
  const res = await t.app.inject('/api/app/multi_sites');
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: SiteDto[] }).data;
};

describe('the sibling shops (/api/app/multi_sites)', () => {
  it("lists the demo shop's siblings with their address and language, cacheable", async () => {
    const res = await t.app.inject('/api/app/multi_sites');
    expect(res.headers['cache-control']).toContain('s-maxage');
    expect((await sites()).map(({ name, url, locale }) => ({ name, url, locale }))).toEqual([
      { name: 'Vitrine Deutschland', url: 'https://de.vitrine.example/', locale: 'de-DE' },
      { name: 'ויטרינה ישראל', url: 'https://il.vitrine.example/', locale: 'he-IL' },
    ]);
    expect(DEMO_SITES.length).toBe(2);
  });

  it('takes the merchant’s file in its order; a file with a mistake changes nothing', async () => {
    await expect(
      t.app.sites.load({
        sites: [
          { name: 'Vitrine France', url: 'https://fr.vitrine.example/', locale: 'fr-FR' },
          { name: 'Bad', url: 'javascript:alert(1)', locale: 'xx' },
        ],
      }),
    ).rejects.toThrow(/http or https address/);
    expect((await sites()).length).toBe(2);
    await expect(
      t.app.sites.load({
        sites: [
          { name: 'A', url: 'https://a.example/', locale: 'fr-FR' },
          { name: 'B', url: 'https://a.example/', locale: 'es-ES' },
        ],
      }),
    ).rejects.toThrow(/a second shop at this address/);
    await t.app.sites.load({
      sites: [
        {
          name: 'Vitrine France',
          url: 'https://fr.vitrine.example/',
          locale: 'fr-FR',
          currency: 'EUR',
        },
        { name: 'Vitrine UK', url: 'https://uk.vitrine.example/', locale: 'en-GB', country: 'GB' },
      ],
    });
    // The change is announced: the kept answer is dropped and the new list served.
    await expect.poll(sites).toMatchObject([
      { name: 'Vitrine France', locale: 'fr-FR', currency: 'EUR', country: '' },
      { name: 'Vitrine UK', locale: 'en-GB', country: 'GB', currency: '' },
    ]);
    await t.app.sites.load({ sites: [] });
    await expect.poll(sites).toEqual([]);
  });
});
