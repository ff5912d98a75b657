import { describe, expect, it } from 'vitest';
import { postcodeArea } from './gb-postcode-areas.ts';
import { offlinePlaceProvider as offline } from './places.ts';

describe('the offline places (spec section 7, Address helpers)', () => {
  it('finds London for a London postcode, and the nation elsewhere in the UK (S7-60)', async () => {
    expect(await offline.placeOfPostcode('GB', 'SW1A 1AA')).toEqual({
      country: 'GB',
      zip: 'SW1A 1AA',
      city: 'London',
      province: null,
      province_name: 'England',
    });
    // An area outside London has many post towns: the town is left to the shopper.
    expect(await offline.placeOfPostcode('GB', 'EH1 1YZ')).toMatchObject({
      city: null,
      province_name: 'Scotland',
    });
    expect(postcodeArea('ec1a 1bb')).toMatchObject({ town: 'London', wholeArea: true });
    expect(postcodeArea('TN34 1AA')).toMatchObject({ town: 'Tonbridge', wholeArea: false });
    expect(await offline.placeOfPostcode('GB', 'QQ1 1AA')).toBeNull();
  });

  it('finds the city and state of a US ZIP code', async () => {
    expect(await offline.placeOfPostcode('US', '90210')).toEqual({
      country: 'US',
      zip: '90210',
      city: 'Beverly Hills',
      province: 'CA',
      province_name: 'California',
    });
    expect(await offline.placeOfPostcode('US', '20500-0003')).toMatchObject({
      city: 'Washington',
      province: 'DC',
    });
  });

  it("finds the region of a postcode from the regions' postcode prefixes", async () => {
    expect(await offline.placeOfPostcode('CA', 'M5V 3L9')).toMatchObject({
      city: null,
      province: 'ON',
      province_name: 'Ontario',
    });
    expect(await offline.placeOfPostcode('BR', '01310-100')).toMatchObject({ province: 'SP' });
    expect(await offline.placeOfPostcode('JP', '060-0001')).toMatchObject({
      province: '01',
      province_name: 'Hokkaido',
    });
    // Germany's addresses have no province: nothing to find.
    expect(await offline.placeOfPostcode('DE', '10115')).toBeNull();
  });

  it('suggests US cities by their first letters, a one-ZIP town with its ZIP (S7-61)', async () => {
    const found = await offline.suggest('US', 'Beverly Hil', 8);
    const beverly = found.find((s) => s.province === 'CA')!;
    expect(beverly).toMatchObject({ city: 'Beverly Hills', province_name: 'California' });
    expect(beverly.description).toContain('Beverly Hills, CA');
    // The street before a comma is kept for the first line.
    const [withStreet] = await offline.suggest('US', '1 Main St, Beverly Hills', 8);
    expect(withStreet).toMatchObject({ address1: '1 Main St', city: 'Beverly Hills' });
    expect(withStreet!.description.startsWith('1 Main St, Beverly Hills')).toBe(true);
  });

  it('suggests the place of a typed postcode, UK towns and regions by name', async () => {
    const [zip] = await offline.suggest('US', '90210', 8);
    expect(zip).toMatchObject({ zip: '90210', city: 'Beverly Hills', province: 'CA' });
    const [brighton] = await offline.suggest('GB', 'Brigh', 8);
    expect(brighton).toMatchObject({ city: 'Brighton', province_name: 'England', zip: null });
    const [hokkaido] = await offline.suggest('JP', 'Hokk', 8);
    expect(hokkaido).toMatchObject({ province: '01', province_name: 'Hokkaido' });
    expect(await offline.suggest('DE', 'Nirgendwo', 8)).toEqual([]);
  });
});
