import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from '../../platform/cache-control.ts';
import { LOCALES, type Locale } from '../../platform/locales.ts';
import { sendCached, type CachedResponse } from '../../platform/micro-cache.ts';
import { replyNotFound } from '../../platform/route.ts';
import { preloadFiles, servedFiles, themeFamilies, type FontFile } from '../theme/fonts.ts';
import type { Theme } from '../theme/types.ts';

/** Where the themes' font files are served from: the shop itself, no other host. */
export const FONTS_PATH = '/fonts';

const resolve = createRequire(import.meta.url).resolve;

/**
 * The themes' font files, read once at start from their npm packages (dependencies of the shop,
 * installed with the server's other packages) and kept in memory: only the files of the
 * themes' families in the scripts their languages declare (vogue's 4 files weigh 85 KB, the
 * four themes' 14 files 310 KB; reading them takes 4 ms). Each is named by its content's hash
 * (`/fonts/manrope-latin.3f2a9c1b0d.woff2`): the browser and a CDN keep it for good
 * (immutable), and a new version of a package is a new name. Served from memory, a file
 * answers twice as many requests a second as the same file from the built assets' folder.
 */
export function shopFonts(themes: readonly Theme[]) {
  const byName = new Map<string, Omit<CachedResponse, 'at'>>();
  const urls = new Map<string, string>();
  for (const theme of themes) {
    for (const file of servedFiles(themeFamilies(theme.design.type), LOCALES)) {
      if (urls.has(file.module)) continue;
      const body = readFileSync(resolve(file.module));
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
      const name = `${file.name}.${hash}.woff2`;
      byName.set(name, {
        contentType: 'font/woff2',
        cacheControl: IMMUTABLE,
        etag: `"${hash}"`,
        body,
      });
      urls.set(file.module, `${FONTS_PATH}/${name}`);
    }
  }
  const url = (file: FontFile) => {
    const found = urls.get(file.module);
    if (!found) throw new Error(`${file.module}: not a font file of the shop's themes`);
    return found;
  };
  return {
    /** The URL of one of the themes' files (for their @font-face rules). */
    url,
    /** The files a theme's first paint needs in a language, to preload. */
    preloads: (theme: Theme, locale: Locale) =>
      preloadFiles(themeFamilies(theme.design.type), locale).map(url),
    /** Serves the files at FONTS_PATH. */
    register(app: FastifyInstance) {
      app.get<{ Params: { file: string } }>(
        `${FONTS_PATH}/:file`,
        { schema: { hide: true } },
        async (req, reply) => {
          const found = byName.get(req.params.file);
          if (!found) return replyNotFound(req, reply);
          return sendCached(req, reply, found, true);
        },
      );
    },
  };
}
