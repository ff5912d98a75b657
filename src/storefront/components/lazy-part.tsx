import { use, type ComponentType } from 'react';
import { loadChunk } from '../chunk-load.ts';

/**
 * A part of a page whose code is not in the first load: the server renders it (the section's
 * loader calls `preload` first), and in the browser it hydrates once its chunk has arrived.
 * Rendered inside a `<Suspense>`, the server's HTML stays as it is until then (React keeps a
 * boundary that suspends while hydrating), so the shopper sees it at once either way. Its
 * stylesheet is imported where the part is declared, so that the page links it: the chunk's
 * own would come only with its code (an unstyled footer until then, or for good without
 * JavaScript).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  // Marked as React marks a promise it has read (`status`, `value`): once the chunk is here,
  // `use` returns at once, without suspending, even for a part first drawn after that.
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!pending) {
      const loading = loadChunk(load).then((component) => {
        Object.assign(loading, { status: 'fulfilled', value: component });
        return component;
      });
      pending = loading;
    }
    return pending;
  };
  function Part(props: P) {
    // Called on every render: a part that suspended while its chunk came reads it the same way
    // when React draws it again (a `use` skipped then is an error in React's eyes).
    const Component = use(preload());
    return <Component {...props} />;
  }
  return { Part, preload };
}
