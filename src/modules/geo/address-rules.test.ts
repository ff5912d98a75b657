import { describe, expect, it } from 'vitest';
import { addressFormatOf } from './address-format.ts';
import { checkAddress, findRegion, postcodeMatches } from './address-rules.ts';
import { COUNTRY_TABLE } from './countries.ts';
import { phoneNumberProblem } from './phone.ts';

/** The postcode countries spec section 5 names (about 55 in all; these are the ones it lists). */
const LISTED = [
  'AU',
  'AT',
  'BE',
  'BR',
  'CA',
  'CN',
  'DE',
  'FR',
  'GB',
  'US',
  'JP',
  'IN',
  'MX',
].concat(['NL', 'ES', 'SE', 'CH']);

const rules = (iso2: string) => addressFormatOf(iso2)!;

describe("an address checked against its country's format", () => {
  it('needs a postcode in every listed country, and none in Hong Kong (S5-13)', () => {
    for (const country of LISTED) {
      const check = checkAddress(rules(country), { country, last_name: 'Doe', address1: '1 A St' });
      expect(check.errors.zip, country).toBe('error.postcode_required');
      expect(rules(country).postcode?.required, country).toBe(true);
    }
    const hk = checkAddress(rules('HK'), {
      country: 'HK',
      last_name: 'Chan',
      address1: '1 Queen’s Road Central',
      province: 'Hong Kong Island',
    });
    expect(hk).toMatchObject({ valid: true, errors: {} });
    expect(rules('HK').postcode).toBeNull();
  });

  it('asks a postcode in about 55 countries or more, Google’s current list', () => {
    const required = COUNTRY_TABLE.map((c) => c.iso2.toUpperCase()).filter(
      (c) => addressFormatOf(c)?.postcode?.required,
    );
    expect(required.length).toBeGreaterThanOrEqual(55);
    expect(required).toEqual(expect.arrayContaining(LISTED));
    expect(required).not.toContain('HK');
    expect(required).not.toContain('AE');
  });

  it("checks the postcode's form, case-insensitively, and writes it in capitals", () => {
    const gb = checkAddress(rules('GB'), {
      country: 'GB',
      last_name: 'Doe',
      address1: '10 Downing Street',
      city: 'London',
      zip: ' sw1a 2aa ',
    });
    expect(gb.valid).toBe(true);
    expect(gb.address.zip).toBe('SW1A 2AA');
    const bad = checkAddress(rules('DE'), {
      country: 'DE',
      last_name: 'Muster',
      address1: 'Hauptstr. 1',
      city: 'Berlin',
      zip: '1234',
    });
    expect(bad.errors).toEqual({ zip: 'error.postcode_invalid' });
    expect(postcodeMatches(rules('US').postcode!.pattern!, '20500-0003')).toBe(true);
    expect(postcodeMatches(rules('CA').postcode!.pattern!, 'K1A 0B1')).toBe(true);
  });

  it('takes a region by code or name, and its postcode must start as the region’s do', () => {
    const base = { country: 'US', last_name: 'Doe', address1: '1 Main St', city: 'X' };
    const ok = checkAddress(rules('US'), { ...base, province: 'california', zip: '90210' });
    expect(ok.valid).toBe(true);
    expect(ok.address.province).toBe('CA');
    const mismatch = checkAddress(rules('US'), { ...base, province: 'NY', zip: '90210' });
    expect(mismatch.errors).toEqual({ zip: 'error.postcode_region_mismatch' });
    const unknown = checkAddress(rules('US'), { ...base, province: 'Narnia', zip: '90210' });
    expect(unknown.errors).toEqual({ province: 'error.region_invalid' });
    expect(findRegion(rules('JP').regions, 'hokkaido')?.code).toBe('01');
  });

  it('names every missing field, keeps only the fields the country uses', () => {
    const check = checkAddress(rules('DE'), {
      country: 'DE',
      province: 'Bayern',
      first_name: ' Max ',
    });
    expect(check.errors).toEqual({
      last_name: 'error.field_required',
      address1: 'error.field_required',
      city: 'error.field_required',
      zip: 'error.postcode_required',
    });
    // Germany's addresses have no region line: it is dropped, the names are trimmed.
    expect(check.address).toEqual({ country: 'DE', first_name: 'Max' });
  });

  it('limits the first line to 255 characters and the other fields too (S5-46)', () => {
    const base = { country: 'DE', last_name: 'M', city: 'Berlin', zip: '10115' };
    expect(checkAddress(rules('DE'), { ...base, address1: 'a'.repeat(255) }).valid).toBe(true);
    expect(checkAddress(rules('DE'), { ...base, address1: 'a'.repeat(256) }).errors).toEqual({
      address1: 'error.address1_too_long',
    });
    expect(
      checkAddress(rules('DE'), { ...base, address1: 'x', company: 'c'.repeat(256) }).errors,
    ).toEqual({ company: 'error.address_field_too_long' });
  });

  it('refuses a PO box when the shipping method does, not otherwise (S5-57)', () => {
    const poBox = {
      country: 'US',
      last_name: 'Doe',
      address1: 'PO Box 123',
      city: 'Springfield',
      province: 'IL',
      zip: '62701',
    };
    expect(checkAddress(rules('US'), poBox, { forbidPoBox: true }).errors).toEqual({
      address1: 'error.po_box',
    });
    expect(checkAddress(rules('US'), poBox).valid).toBe(true);
  });

  it('checks the phone’s characters, and by country when given the phone rules', () => {
    const base = {
      country: 'US',
      last_name: 'Doe',
      address1: '1 Main St',
      city: 'Springfield',
      province: 'IL',
      zip: '62701',
    };
    const us = rules('US');
    expect(checkAddress(us, { ...base, phone: '201a555' }).errors).toEqual({
      phone: 'error.phone_characters',
    });
    const withRules = { phoneProblem: phoneNumberProblem };
    expect(checkAddress(us, { ...base, phone: '+1 (201) 555-0123' }, withRules).valid).toBe(true);
    expect(checkAddress(us, { ...base, phone: '123 456 7890' }, withRules).errors).toEqual({
      phone: 'error.phone_number_invalid',
    });
    expect(checkAddress(us, base, { requirePhone: true }).errors).toEqual({
      phone: 'error.field_required',
    });
  });

  it('checks a Brazilian CPF or CNPJ (S5-47, S5-48)', () => {
    const base = {
      country: 'BR',
      last_name: 'Silva',
      address1: 'Av. Paulista, 1000',
      city: 'São Paulo',
      province: 'SP',
      zip: '01310-100',
    };
    const br = rules('BR');
    expect(checkAddress(br, { ...base, tax_id: '1234567890' }).errors).toEqual({
      tax_id: 'error.cpf_invalid',
    });
    expect(checkAddress(br, { ...base, tax_id: '123.456.789-01' }).valid).toBe(true);
    expect(checkAddress(br, { ...base, tax_id: '1'.repeat(13) }).errors).toEqual({
      tax_id: 'error.cnpj_invalid',
    });
    expect(checkAddress(br, { ...base, tax_id: '12.345.678/0001-95' }).valid).toBe(true);
    // Only Brazil asks for it.
    expect(rules('DE').fields.some((f) => f.name === 'tax_id')).toBe(false);
  });
});

describe('address formats from Google’s address data', () => {
  it('orders the fields as the country writes them', () => {
    expect(rules('US').rows).toEqual([
      ['first_name', 'last_name'],
      ['company'],
      ['address1'],
      ['address2'],
      ['city', 'province', 'zip'],
      ['phone'],
    ]);
    expect(rules('DE').rows).toContainEqual(['zip', 'city']);
    // Japan in its Latin-script order, with its prefectures in Latin letters.
    expect(rules('JP').rows.at(-2)).toEqual(['zip']);
    expect(rules('JP').regions[0]).toMatchObject({ code: '01', name: 'Hokkaido' });
  });

  it('labels fields by what the country calls them', () => {
    const label = (c: string, name: string) =>
      rules(c).fields.find((f) => f.name === name)?.label_key;
    expect(label('US', 'province')).toBe('geo.label.state');
    expect(label('US', 'zip')).toBe('geo.label.zip');
    expect(label('CA', 'province')).toBe('geo.label.province');
    expect(label('GB', 'city')).toBe('geo.label.post_town');
    expect(label('IE', 'zip')).toBe('geo.label.eircode');
    expect(label('JP', 'province')).toBe('geo.label.prefecture');
  });

  it('lists the regions with their ISO codes', () => {
    const ca = rules('CA').regions;
    expect(ca.map((r) => r.code)).toContain('ON');
    expect(ca.find((r) => r.code === 'QC')?.name).toBe('Quebec');
    expect(rules('US').regions.length).toBeGreaterThan(50);
    expect(rules('DE').regions).toEqual([]);
    expect(addressFormatOf('XX')).toBeNull();
    expect(addressFormatOf('../us')).toBeNull();
  });
});
