import { useState } from 'react';

/** A fresh idempotency key for one payment attempt (the checkout contract's 16-64 URL-safe characters). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/**
 * The idempotency key of the shopper's current payment attempt. It starts as the one the
 * checkout was served with; once an attempt is refused, that key is spent (the server would
 * replay the refusal), so the next pay, with another card, another method or a changed cart,
 * is a new attempt with a new key. A double click within one attempt keeps the key, so it
 * still gives one order and one charge.
 */
export function useAttemptKey(served: string, refusal: object | undefined): string {
  const [attempt, setAttempt] = useState({ served, refusal, key: served });
  if (attempt.served === served && attempt.refusal === refusal) return attempt.key;
  // Derived while rendering (no effect, no second paint with the spent key).
  const key = attempt.served !== served ? served : refusal ? newAttemptKey() : attempt.key;
  setAttempt({ served, refusal, key });
  return key;
}
