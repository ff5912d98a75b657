/**
 * The store id the rewards provider knows the shop by (its store hash, which the points requests
 * carry: spec section 7, Rewards). It comes with the provider's campaigns; a read that needs it
 * before they have come looks again a few times (spec section 9: store id retry polling, 5
 * attempts at 200 ms), then does without.
 */

/** How many times the store id is looked for, and how far apart (spec section 9). */
export const STORE_ID_ATTEMPTS = 5;
export const STORE_ID_RETRY_MS = 200;

/**
 * Looks for the store id now and, while it is missing, again every 200 ms: 5 looks in all (at
 * 0, 200, 400, 600 and 800 ms). Answers what the first successful look found, else null.
 */
export async function pollStoreId<T>(
  look: () => T | null | undefined,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<T | null> {
  for (let attempt = 1; ; attempt++) {
    const found = look();
    if (found !== null && found !== undefined) return found;
    if (attempt >= STORE_ID_ATTEMPTS) return null;
    await wait(STORE_ID_RETRY_MS);
  }
}
