import { browserStorage, readEntry, writeEntry } from './expiring-entry.ts';

/** Where the visit keeps that it has just confirmed an address (a few minutes). */
const CONFIRMED_KEY = 'vitrine_confirmed';
const CONFIRMED_MS = 10 * 60 * 1000;

/**
 * The visit confirmed a new customer's address: the login page it goes to next tells analytics
 * of the sign-up. Nothing on the server, where no analytics runs.
 */
export function markConfirmed() {
  const visit = browserStorage('session');
  if (visit) writeEntry(visit, CONFIRMED_KEY, true, CONFIRMED_MS);
}

/**
 * Whether the visit has just confirmed an address, once: true to the first page that asks, so
 * one confirmation is one sign-up, and a link with `?verified=1` alone is none.
 */
export function takeConfirmed(): boolean {
  const visit = browserStorage('session');
  if (!visit || !readEntry(visit, CONFIRMED_KEY)) return false;
  writeEntry(visit, CONFIRMED_KEY, null);
  return true;
}
