import { startTransition, useEffect, useState } from 'react';

/**
 * Reads an external store (local storage, a request flag) for a provider whose value reaches
 * the whole page: the server's value while hydrating, then the store's, each change applied in
 * a transition.
 *
 * `useSyncExternalStore` would apply a change at once, and a provider's new value at once reaches
 * every part of the page that has not hydrated yet (a section whose code comes after hydration):
 * React then drops that part's server HTML and draws it empty until its code arrives, and the
 * page below it jumps. In a transition React waits for that code instead, keeping what is shown.
 */
export function useStoreInTransition<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  const [value, setValue] = useState(serverValue);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
