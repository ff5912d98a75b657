import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/** Whether the page runs in the browser, hydrated: false in the server render and its hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Its children, once the page is hydrated (none in the server's HTML). Only this component
 * renders again when hydration ends: a page or layout that asked useHydrated itself rendered
 * all of its tree a second time, in one task, right after hydrating it.
 */
export function AfterHydration({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}
