import { diversionChoice } from '../../modules/merchandising/diversion.ts';
import { storeApi } from '../state/api.ts';
import { browserStorage, DAY_MS, readEntry, writeEntry } from '../state/expiring-entry.ts';

const STORAGE_KEY = 'vitrine.diversion';
/** A visitor's side of a diversion test is kept 90 days. */
const KEPT_MS = 90 * DAY_MS;

function readChoices(): Record<string, boolean> {
  const storage = browserStorage('local');
  const kept = storage && readEntry(storage, STORAGE_KEY);
  return typeof kept === 'object' && kept !== null ? (kept as Record<string, boolean>) : {};
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
    const storage = browserStorage('local');
    // Storage full or off: this visit decides alone.
    if (choices[key] !== goes && storage) {
      writeEntry(storage, STORAGE_KEY, { ...choices, [key]: goes }, KEPT_MS);
    }
    return goes ? `/products/${encodeURIComponent(test.main_product)}` : null;
  } catch {
    return null;
  }
}
