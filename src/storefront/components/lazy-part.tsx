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
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= loadChunk(load).then((component) => {
      Loaded = component;
    }));
  function Part(props: P) {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component {...props} />;
  }
  return { Part, preload };
}
