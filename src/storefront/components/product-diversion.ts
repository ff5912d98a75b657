import { diversionChoice } from '../../modules/merchandising/diversion.ts';
import { storeApi } from '../state/api.ts';

const STORAGE_KEY = 'vitrine.diversion';

function readChoices(): Record<string, boolean> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
}

/**
 * Where a visitor of a product under a diversion test goes: the main product's path, or null
 * to stay. The choice is kept per visitor and test in local storage, so a visitor always sees
 * the same product. Any failure keeps the shopper where they are.
 */
export async function divert(productId: number): Promise<string | null> {
  try {
    const [test] = await storeApi().diversions([productId]);
    if (!test) return null;
    const choices = readChoices();
    const key = String(test.diversion_test_id);
    const goes = diversionChoice(choices[key], test.share, Math.random());
    if (choices[key] !== goes) {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...choices, [key]: goes }));
      } catch {
        // Storage full or off: this visit decides alone.
      }
    }
    return goes ? `/products/${encodeURIComponent(test.main_product)}` : null;
  } catch {
    return null;
  }
}
