import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { IMMUTABLE, PUBLIC_DAY } from '../../platform/cache-control.ts';
import { replyNotFound } from '../../platform/route.ts';
import { IMAGE_WIDTHS } from './image-url.ts';
import { isGeneratedName, renderGenerated } from './generated.ts';

const FILE = /^([a-z0-9_]+)(?:-(\d{3,4}))?\.(webp|png|jpg|jpeg|gif)$/;
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/**
 * Product images under /media: originals from DATA_DIR/media/originals (or drawn, for the demo
 * shop's generated illustrations), and the responsive widths of spec section 9 made on first
 * request and cached on disk.
 */
export const mediaRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  const originals = path.join(dataDir, 'media', 'originals');
  const cache = path.join(dataDir, 'media', 'cache');
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  async function cached(file: string, make: () => Promise<Buffer | undefined>) {
    const target = path.join(cache, file);
    try {
      return await readFile(target);
    } catch {
      // not made yet
    }
    let pending = inFlight.get(file);
    if (!pending) {
      pending = (async () => {
        const data = await make();
        if (!data) return undefined;
        await mkdir(cache, { recursive: true });
        const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temp, data);
        await rename(temp, target);
        return data;
      })().finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    return pending;
  }

  async function original(base: string, ext: string): Promise<Buffer | undefined> {
    try {
      return await readFile(path.join(originals, `${base}.${ext}`));
    } catch {
      if (ext === 'webp' && isGeneratedName(base))
        return cached(`${base}.webp`, () => renderGenerated(base));
      return undefined;
    }
  }

  app.get<{ Params: { file: string } }>(
    '/media/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const match = FILE.exec(req.params.file);
      if (!match) return replyNotFound(req, reply);
      const [, base, widthText, ext] = match as unknown as [
        string,
        string,
        string | undefined,
        string,
      ];
      const width = widthText ? Number(widthText) : undefined;
      if (width !== undefined && !(IMAGE_WIDTHS as readonly number[]).includes(width)) {
        return replyNotFound(req, reply);
      }
      const data =
        width === undefined
          ? await original(base, ext)
          : await cached(req.params.file, async () => {
              const source = await original(base, ext);
              if (!source) return undefined;
              const image = sharp(source).resize({ width, withoutEnlargement: true });
              return (ext === 'webp' ? image.webp({ quality: 80 }) : image).toBuffer();
            });
      if (!data) return replyNotFound(req, reply);
      reply.header('content-type', TYPES[ext]!);
      // Generated illustrations are named by what they draw: the same name is the same picture.
      reply.header('cache-control', base.startsWith('g_') ? IMMUTABLE : PUBLIC_DAY);
      return reply.send(data);
    },
  );
};
