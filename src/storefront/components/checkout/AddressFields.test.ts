import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addressFormatOf } from '../../../modules/geo/address-format.ts';
import type { AddressFormatDto } from '../../../modules/geo/contract.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { readShop } from '../../../test/shop.ts';
import { addressFromForm, addressRows } from './AddressFields.tsx';

const rowsOf = (country: string) =>
  addressRows(addressFormatOf(country) as unknown as AddressFormatDto);

describe("checkout's address rows", () => {
  it("follow the country's order: a US city, state and ZIP on one line, a German postcode before the city", () => {
    expect(rowsOf('US')).toEqual([
      ['first_name', 'last_name'],
      ['company'],
      ['address1'],
      ['address2'],
      ['city', 'province', 'zip'],
      ['phone'],
    ]);
    expect(rowsOf('DE')).toContainEqual(['zip', 'city']);
  });

  it('add a city where the country leaves it out, since every order needs one, and keep the CPF in Brazil', () => {
    const jp = rowsOf('JP');
    expect(jp.findIndex((r) => r.includes('city'))).toBe(
      jp.findIndex((r) => r.includes('address2')) + 1,
    );
    expect(rowsOf('BR').flat()).toContain('tax_id');
    expect(rowsOf('BR').flat()).not.toContain('district');
  });
});

describe('an address posted by the form', () => {
  it('keeps every field the form shows, a Brazilian CPF too, and leaves out empty ones', () => {
    const form = new FormData();
    form.set('shipping_address.country', 'BR');
    form.set('shipping_address.tax_id', '123.456.789-09');
    form.set('shipping_address.city', '  ');
    form.set('billing_address.city', 'Elsewhere');
    expect(addressFromForm(form, 'shipping_address')).toEqual({
      country: 'BR',
      tax_id: '123.456.789-09',
    });
  });
});

describe('the checkout_auto_complete setting', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  /** The checkout's first step, rendered by a shop with the setting as given. */
  async function contactStep(setting: boolean) {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-settings-'));
    const file = path.join(dir, 'settings.json');
    writeFileSync(file, JSON.stringify({ checkout_auto_complete: setting }));
    const t = await createTestApp({ THEME_SETTINGS_FILE: file });
    apps.push(t);
    const shop = await readShop(t.app);
    const { cookie } = await shop.cartWith(shop.variantIn());
    const res = await t.app.inject({
      url: `/checkouts/${cookie}`,
      headers: { cookie: `cart_hash=${cookie}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  // Two shops of their own (a settings file each): a start of a shop takes seconds on a busy machine.
  it(
    'makes the address line a combobox of suggestions when on, a plain field when off',
    { timeout: 120_000 },
    async () => {
      expect(await contactStep(true)).toMatch(
        /name="shipping_address.address1"[^>]*role="combobox"|role="combobox"[^>]*name="shipping_address.address1"/,
      );
      const off = await contactStep(false);
      expect(off).toContain('name="shipping_address.address1"');
      expect(off).not.toContain('role="combobox"');
    },
  );
});
