/**
 * Loads the phone rules (`phone.ts`, libphonenumber-js with its metadata) on first use: a
 * browser form calls this when the shopper reaches a phone field, so the ~80 KB never weigh on
 * a page's first load. The server may import `phone.ts` directly.
 */
import type * as PhoneRules from './phone.ts';

/** What `phone.ts` exports. */
export type { PhoneRules };

let loading: Promise<typeof PhoneRules> | undefined;

/** The phone rules, loaded once (a failed load is tried again on the next call). */
export function loadPhoneRules(): Promise<typeof PhoneRules> {
  loading ??= import('./phone.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
