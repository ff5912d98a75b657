import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** Whether the page runs in the browser, hydrated: false in the server render and its hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
