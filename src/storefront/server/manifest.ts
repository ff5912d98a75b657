/** One entry of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest: source path to chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The entry module of the browser bundle. */
export const CLIENT_ENTRY = 'src/storefront/entry-client.tsx';

/**
 * The scripts, stylesheets and module preloads a page needs: the entry plus the chunks of the
 * page modules it matched, with their static imports, so no chunk waits for another once the
 * entry runs. The entry's own imports (the framework: four fifths of the page's code) are not
 * preloaded: the browser asks for them as the entry arrives, one round trip later, and the line
 * carries the page's styles and its main picture first (on a phone's 1.6 Mbit/s, Lighthouse's
 * largest paint of a product page went from 2.4 to 1.7 s, docs/benchmarks.md). The page's own
 * chunks, which the browser would find only once the entry has run, are preloaded. Of
 * `styleOnly` modules (sections whose code comes after hydration) only the stylesheets: such a
 * section is drawn by the server and may sit in the first screen, so its styles come with the
 * page's (styled late, it would move the page as its styles arrive).
 */
export function pageAssets(
  manifest: Manifest,
  modules: string[],
  base = '/',
  styleOnly: string[] = [],
) {
  const scripts: string[] = [];
  const preloads = new Set<string>();
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, preload = true) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (preload) preloads.add(base + chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(base + css);
    for (const imported of chunk.imports ?? []) visit(imported, preload);
  };
  const entry = manifest[CLIENT_ENTRY];
  if (entry) scripts.push(base + entry.file);
  visit(CLIENT_ENTRY, false);
  for (const module of modules) visit(module);
  for (const module of styleOnly) visit(module, false);
  for (const script of scripts) preloads.delete(script);
  return {
    scripts,
    preloads: [...preloads],
    stylesheets: [...stylesheets],
  };
}
