import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../platform/locales.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type {
  AddressFormatDto,
  HotCountriesDto,
  PostalCodePlaceDto,
  SuggestionsDto,
} from './contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, lang = 'en-US') =>
  t.app.inject({ url: `/api/store/${url}`, headers: { 'x-lang': lang } });

const validate = (address: Record<string, string>, forbidPoBox = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/address/validate',
    payload: { address, forbid_po_box: forbidPoBox },
  });

/** A complete address of each listed country but its postcode. */
const ADDRESSES: Record<string, Record<string, string>> = {
  AU: { city: 'Sydney', province: 'NSW' },
  AT: { city: 'Wien' },
  BE: { city: 'Bruxelles' },
  BR: { city: 'São Paulo', province: 'SP' },
  CA: { city: 'Toronto', province: 'ON' },
  CN: { city: 'Beijing', province: 'Beijing Shi' },
  DE: { city: 'Berlin' },
  FR: { city: 'Paris' },
  GB: { city: 'London' },
  US: { city: 'Washington', province: 'DC' },
  JP: { city: 'Chiyoda', province: 'Tokyo' },
  IN: { city: 'Mumbai', province: 'Maharashtra' },
  MX: { city: 'Ciudad de México', province: 'CDMX' },
  NL: { city: 'Amsterdam' },
  ES: { city: 'Madrid', province: 'Madrid' },
  SE: { city: 'Stockholm' },
  CH: { city: 'Zürich' },
};

describe('the countries and the address form', () => {
  it('answers the hot countries first, then every country, cacheable (S7-76)', async () => {
    const res = await get('cart/get_hot_countries');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('s-maxage');
    const body = res.json() as HotCountriesDto;
    expect(body.data.map((c) => c.iso2)).toEqual(['us', 'gb', 'ca', 'au', 'de', 'fr']);
    expect(body.data[0]).toEqual({
      name: 'United States',
      iso2: 'us',
      dialCode: '1',
      priority: 0,
      areaCodes: null,
      format: '(...) ...-....',
    });
    expect(body.countries.length).toBeGreaterThan(240);
    const german = (await get('cart/get_hot_countries', 'de-DE')).json() as HotCountriesDto;
    expect(german.data[4]!.name).toBe('Deutschland');
    expect(german.countries[0]!.name).toBe('Afghanistan');
  });

  it("lists the merchant's own hot countries (SHOP_HOT_COUNTRIES)", async () => {
    const shop = await createTestApp({ SHOP_HOT_COUNTRIES: 'de, at,CH' });
    try {
      const res = await shop.app.inject('/api/store/cart/get_hot_countries');
      expect((res.json() as HotCountriesDto).data.map((c) => c.iso2)).toEqual(['de', 'at', 'ch']);
    } finally {
      await shop.close();
    }
  });

  it("answers a country's address form with translated labels and messages", async () => {
    const us = (await get('countries/us/address_format')).json() as AddressFormatDto;
    expect(us.name).toBe('United States');
    expect(us.rows).toContainEqual(['city', 'province', 'zip']);
    expect(us.fields.find((f) => f.name === 'zip')).toMatchObject({
      label: 'ZIP code',
      required: true,
      autocomplete: 'postal-code',
    });
    expect(us.regions.find((r) => r.code === 'CA')?.name).toBe('California');
    expect(us.messages['error.postcode_required']).toBe('Enter a postcode.');
    const de = (await get('countries/DE/address_format', 'de-DE')).json() as AddressFormatDto;
    expect(de.name).toBe('Deutschland');
    expect(de.fields.find((f) => f.name === 'zip')?.label).toBe('Postleitzahl');
    expect(de.messages['error.field_required']).toBe('Dieses Feld ist erforderlich.');
    const he = (await get('countries/gb/address_format', 'he-IL')).json() as AddressFormatDto;
    expect(he.fields.find((f) => f.name === 'city')?.label).toBe('עיר');
    const hk = (await get('countries/HK/address_format')).json() as AddressFormatDto;
    expect(hk.postcode).toBeNull();
  });

  it('answers 422, never 5xx, for a country it does not know', async () => {
    for (const url of ['countries/XX/address_format', 'countries/usa/address_format']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message).toBe('This country is not known.');
    }
  });
});

describe("the regions, in the shopper's language", () => {
  const regions = async (country: string, lang: string) =>
    ((await get(`countries/${country}/address_format`, lang)).json() as AddressFormatDto).regions;
  const named = (list: AddressFormatDto['regions'], code: string) =>
    list.find((r) => r.code === code)?.name;

  it('in the country’s own script for its language, in French where the data has it, else Latin', async () => {
    const [ja, en, zh, ko] = await Promise.all([
      regions('JP', 'ja-JP'),
      regions('JP', 'en-US'),
      regions('CN', 'zh-CN'),
      regions('KR', 'ko-KR'),
    ]);
    expect(named(ja, '01')).toBe('北海道');
    expect(named(en, '01')).toBe('Hokkaido');
    expect(named(zh, '11')).toBe('北京市');
    expect(named(ko, '11')).toBe('서울');
    expect(named(await regions('CA', 'fr-FR'), 'QC')).toBe('Québec');
    expect(named(await regions('CA', 'en-US'), 'QC')).toBe('Quebec');
    // Another language than the country's: Latin, as before.
    expect(named(await regions('JP', 'de-DE'), '01')).toBe('Hokkaido');
    expect(named(await regions('CN', 'ja-JP'), '11')).toBe('Beijing Shi');
  });

  it('with the same codes in every language, each name of any language an alias', async () => {
    for (const country of ['JP', 'CA', 'CN', 'KR', 'RU']) {
      const lists = await Promise.all(LOCALES.map((lang) => regions(country, lang)));
      const codes = (list: AddressFormatDto['regions']) => list.map((r) => r.code).sort();
      for (const list of lists) expect(codes(list), country).toEqual(codes(lists[0]!));
    }
    const ja = await regions('JP', 'ja-JP');
    expect(ja.find((r) => r.code === '01')?.aliases).toContain('Hokkaido');
    const fr = await regions('CA', 'fr-FR');
    expect(fr.find((r) => r.code === 'QC')?.aliases).toContain('Quebec');
  });

  it('kept per language: a cached answer is never another language’s', async () => {
    for (const lang of ['ja-JP', 'en-US', 'ja-JP', 'fr-FR', 'en-US']) {
      const res = await get('countries/jp/address_format', lang);
      expect(res.headers.vary).toMatch(/^X-LANG\b/);
      const name = named((res.json() as AddressFormatDto).regions, '01');
      expect(name, lang).toBe(lang === 'ja-JP' ? '北海道' : 'Hokkaido');
    }
    // A language of the cookie alone is the shopper's own answer, never a shared cache's.
    const byCookie = await t.app.inject({
      url: '/api/store/countries/jp/address_format',
      cookies: { locale: 'ja-JP' },
    });
    expect(named((byCookie.json() as AddressFormatDto).regions, '01')).toBe('北海道');
    expect(byCookie.headers['cache-control']).toMatch(/^private/);
    expect(byCookie.headers.vary).toMatch(/^X-LANG, Cookie\b/);
  });

  it('accepts an address with any name of its region, and keeps its code', async () => {
    const address = { first_name: 'Ada', last_name: 'Lovelace', address1: '1-1 Kita' };
    for (const province of ['北海道', 'Hokkaido', '01']) {
      const res = await validate({
        ...address,
        city: 'Sapporo',
        province,
        zip: '060-0001',
        country: 'JP',
      });
      expect(res.statusCode, province).toBe(200);
      expect(res.json().address.province, province).toBe('01');
    }
    for (const province of ['Québec', 'Quebec', 'QC']) {
      const res = await validate({
        ...address,
        city: 'Montréal',
        province,
        zip: 'H3Z 2Y7',
        country: 'CA',
      });
      expect(res.statusCode, province).toBe(200);
      expect(res.json().address.province, province).toBe('QC');
    }
  });
});

describe('the address helpers', () => {
  it('fills city and region from a UK postcode, with no network (S7-60)', async () => {
    const res = await get('place_postal_code?country=GB&postcode=SW1A%201AA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      country: 'GB',
      zip: 'SW1A 1AA',
      city: 'London',
      province: null,
      province_name: 'England',
      found: true,
    } satisfies PostalCodePlaceDto);
    const us = (await get('place_postal_code?country=us&postcode=90210')).json();
    expect(us).toMatchObject({ city: 'Beverly Hills', province: 'CA', found: true });
  });

  it('answers found false for a well-formed postcode no data knows, 422 for a bad one', async () => {
    const unknown = await get('place_postal_code?country=DE&postcode=10115');
    expect(unknown.json()).toMatchObject({ found: false, city: null, zip: '10115' });
    const bad = await get('place_postal_code?country=GB&postcode=12345', 'de-DE');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'postcode_invalid',
      message: 'Diese Postleitzahl ist für das Land nicht gültig.',
    });
    expect((await get('place_postal_code?country=GB')).statusCode).toBe(422);
    expect((await get('place_postal_code?country=HK&postcode=999077')).statusCode).toBe(422);
    expect((await get('place_postal_code?country=ZZ&postcode=1')).statusCode).toBe(422);
  });

  it('suggests places for 4 to 200 characters, and the choice fills the address (S7-61, S5-45)', async () => {
    const ask = (input: string) =>
      get(`place-auto-complete?country=US&input=${encodeURIComponent(input)}`);
    const short = await ask('Bev');
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Type 4 to 200 characters of your address.');
    expect((await ask('x'.repeat(201))).statusCode).toBe(422);
    expect((await ask('x'.repeat(200))).statusCode).toBe(200);
    const res = await ask('350 Fifth Avenue, Beverly Hills');
    expect(res.statusCode).toBe(200);
    const choice = (res.json() as SuggestionsDto).data.find((s) => s.province === 'CA')!;
    expect(choice).toMatchObject({ address1: '350 Fifth Avenue', city: 'Beverly Hills' });
    // The chosen suggestion's fields, with a name and a ZIP code, make a valid address.
    const filled = await validate({
      country: choice.country,
      last_name: 'Doe',
      address1: choice.address1!,
      city: choice.city!,
      province: choice.province!,
      zip: choice.zip ?? '90210',
    });
    expect(filled.statusCode).toBe(200);
  });
});

describe('an address checked as checkout will check it', () => {
  it('needs a postcode in each listed country, not in Hong Kong (S5-13)', async () => {
    for (const [country, fields] of Object.entries(ADDRESSES)) {
      const res = await validate({ country, last_name: 'Doe', address1: '1 Main St', ...fields });
      expect(res.statusCode, country).toBe(422);
      expect(res.json().errors, country).toEqual({ 'address.zip': 'Enter a postcode.' });
    }
    const hk = await validate({
      country: 'HK',
      last_name: 'Chan',
      address1: '1 Queen’s Road Central',
      province: 'Kowloon',
    });
    expect(hk.statusCode).toBe(200);
    expect(hk.json()).toEqual({
      valid: true,
      address: {
        country: 'HK',
        last_name: 'Chan',
        address1: '1 Queen’s Road Central',
        province: 'Kowloon',
      },
    });
  });

  it('answers every field in error at once, in the shopper’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/address/validate',
      headers: { 'x-lang': 'he-IL' },
      payload: {
        address: { country: 'US', address1: 'PO Box 123', zip: '1234', phone: '201a555' },
        forbid_po_box: true,
      },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors).sort()).toEqual([
      'address.address1',
      'address.city',
      'address.last_name',
      'address.phone',
      'address.province',
      'address.zip',
    ]);
    expect(body.errors['address.address1']).toBe(
      'שיטת משלוח זו אינה מגיעה לתאי דואר. יש להזין כתובת רחוב.',
    );
    expect(body.message).toBe(body.errors[Object.keys(body.errors)[0]!]);
  });

  it('limits the first line to 255 characters and the phone to 30 of its own (S5-46, S5-44)', async () => {
    const base = { country: 'DE', last_name: 'Muster', city: 'Berlin', zip: '10115' };
    expect((await validate({ ...base, address1: 'a'.repeat(255) })).statusCode).toBe(200);
    const long = await validate({ ...base, address1: 'a'.repeat(256) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      'address.address1': 'The address can be at most 255 characters long.',
    });
    const phone = await validate({ ...base, address1: 'x', phone: '0'.repeat(31) });
    expect(phone.json().errors).toEqual({
      'address.phone': 'The phone number may be at most 30 characters.',
    });
    const ok = await validate({ ...base, address1: 'Unter den Linden 1', phone: '030 1234567' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a PO box only for a method that forbids them (S5-57)', async () => {
    const box = {
      country: 'US',
      last_name: 'Doe',
      address1: 'PO Box 123',
      city: 'Springfield',
      province: 'IL',
      zip: '62701',
    };
    const refused = await validate(box, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'address.address1':
        'This shipping method does not deliver to PO boxes. Enter a street address.',
    });
    expect((await validate(box, false)).statusCode).toBe(200);
  });

  it("gives checkout each problem as a field and an error code, in the order address's names", () => {
    const problems = t.app.geo.addressProblems({
      country: 'US',
      first_name: 'Jane',
      last_name: 'Doe',
      address1: 'PO Box 9',
      city: 'Springfield',
      province: 'Illinois',
      zip: '1234',
    });
    expect(problems).toEqual([['zip', 'postcode_invalid']]);
    expect(
      t.app.geo.addressProblems(
        {
          country: 'US',
          last_name: 'Doe',
          address1: 'PO Box 9',
          city: 'X',
          province: 'IL',
          zip: '62701',
        },
        { forbidPoBox: true },
      ),
    ).toEqual([['address1', 'po_box']]);
    expect(t.app.geo.addressProblems({ country: 'XX', last_name: 'Doe' })).toEqual([
      ['country', 'country_invalid'],
    ]);
  });

  it('answers 422 for a body it cannot read, never 5xx', async () => {
    for (const payload of [{}, { address: {} }, { address: { country: 1 } }, { address: 'x' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/store/address/validate',
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('no input to the address helpers causes a 5xx', () => {
  const text = fc.oneof(
    fc.constantFrom(
      'GB',
      'us',
      'HK',
      'ZZ',
      '\u0000',
      '__proto__',
      'SW1A 1AA',
      '(a+)+$',
      'x'.repeat(300),
    ),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
  );
  // 404 where the path itself cannot be a route (an empty or over-long country segment).
  const answered = (status: number) => [200, 404, 422].includes(status);

  it('on the query of place_postal_code and place-auto-complete', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (country, typed) => {
        const q = (k: string, v: string) => `${k}=${encodeURIComponent(v.toWellFormed())}`;
        for (const url of [
          `place_postal_code?${q('country', country)}&${q('postcode', typed)}`,
          `place-auto-complete?${q('country', country)}&${q('input', typed)}`,
          `countries/${encodeURIComponent(country.toWellFormed())}/address_format`,
        ]) {
          const res = await get(url);
          expect(answered(res.statusCode), `${url} ${res.statusCode}`).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('on an address to check', async () => {
    const address = fc.record(
      { country: text, address1: text, zip: text, province: text, phone: text, tax_id: text },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(address, fc.boolean(), async (body, forbid) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/store/address/validate',
          payload: { address: body, forbid_po_box: forbid },
        });
        expect(answered(res.statusCode), res.body.slice(0, 200)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
