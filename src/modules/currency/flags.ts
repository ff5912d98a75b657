import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_DAY } from '../../platform/cache-control.ts';
import { notFound } from '../../platform/errors.ts';
import { CURRENCY_FLAGS } from './format.ts';

/** Where the selector's flag pictures are served: `/flags/US.svg`. */
export const FLAGS_PATH = '/flags';

/**
 * Serves the flags of the selector's currencies as SVG files (country-flag-icons, 3:2): emoji
 * flags show as letters on Windows and as boxes where no emoji font is installed. Only the
 * regions the selector names are served; each file is read once.
 */
export async function flagRoutes(app: FastifyInstance) {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');
  const regions = new Set(Object.values(CURRENCY_FLAGS));
  const files = new Map<string, Promise<Buffer>>();
  const options = { schema: { hide: true } };
  app.get<{ Params: { region: string } }>(`${FLAGS_PATH}/:region`, options, async (req, reply) => {
    const region = /^([A-Z]{2})\.svg$/.exec(req.params.region)?.[1];
    if (!region || !regions.has(region)) throw notFound('not_found');
    let file = files.get(region);
    if (!file) {
      file = readFile(join(dir, `${region}.svg`));
      files.set(region, file);
    }
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', PUBLIC_DAY)
      .send(await file);
  });
}
