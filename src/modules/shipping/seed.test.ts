import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../platform/locales.ts';
import { DEMO_SHIPPING } from './seed.ts';

describe("the demo shop's shipping methods", () => {
  it('are named in every language of the shop, in words of their own (the checkout shows them)', () => {
    const languages = LOCALES.filter((l) => l !== 'en-US' && l !== 'sp-ES');
    for (const zone of DEMO_SHIPPING.zones) {
      for (const method of zone.methods ?? []) {
        expect(Object.keys(method.names ?? {}).sort(), method.id).toEqual([...languages].sort());
        if (method.title !== undefined) {
          expect(Object.keys(method.titles ?? {}).sort(), method.id).toEqual([...languages].sort());
        }
        // Every name but a word the language borrows as it is ("Express", "Standard").
        const english = Object.values(method.names!).filter((n) => n === method.name);
        expect(english.length, `${method.id}: ${english.join(', ')}`).toBeLessThanOrEqual(4);
      }
    }
  });
});
