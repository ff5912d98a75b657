import { describe, expect, it } from 'vitest';
import {
  COUNTRY_TABLE,
  countriesForDialCode,
  countriesIn,
  countryForNumber,
  countryName,
  findCountry,
} from './countries.ts';

describe('the country table (spec section 3, Country table entry)', () => {
  it('gives Canada dial code 1 with its area codes (S3-77)', () => {
    const ca = findCountry('ca')!;
    expect(ca).toMatchObject({ iso2: 'ca', dialCode: '1', priority: 1 });
    expect(ca.areaCodes).toContain('416');
    expect(ca.areaCodes).toContain('604');
    expect(findCountry('CA')).toBe(ca);
  });

  it('puts the United States before Canada for +1 (S3-77)', () => {
    const us = findCountry('us')!;
    expect(us.priority).toBeLessThan(findCountry('ca')!.priority);
    expect(us.areaCodes).toBeNull();
    expect(
      countriesForDialCode('1')
        .slice(0, 2)
        .map((c) => c.iso2),
    ).toEqual(['us', 'ca']);
    expect(countryForNumber('1', '4165550123')?.iso2).toBe('ca');
    expect(countryForNumber('1', '2015550123')?.iso2).toBe('us');
    expect(countryForNumber('44', '1481234567')?.iso2).toBe('gg');
    expect(countryForNumber('44', '2079460000')?.iso2).toBe('gb');
  });

  it('carries a phone mask where the numbering plan has an example', () => {
    expect(findCountry('us')!.format).toBe('(...) ...-....');
    expect(findCountry('de')!.format).toMatch(/^[.\s]+$/);
    expect(COUNTRY_TABLE.length).toBeGreaterThan(240);
  });

  it("names and sorts the countries in the shopper's language", () => {
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('de', 'he-IL')).toBe('גרמניה');
    expect(countryName('DE', 'en-US')).toBe('Germany');
    const german = countriesIn('de-DE').map((c) => c.name);
    // German order: Ägypten sorts with A, before Äquatorialguinea and Albanien.
    expect(german.indexOf('Ägypten')).toBeLessThan(german.indexOf('Albanien'));
    expect(countriesIn('en-US')[0]!.name).toBe('Afghanistan');
  });
});
