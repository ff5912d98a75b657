import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const MIN_SIZE = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|ld\+json))/;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in: brotli when the client takes it, else gzip, else none. */
export function preferredEncoding(accept: string | undefined): Encoding | undefined {
  const taken = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) taken.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (taken.get(name) ?? taken.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** Compresses a body: brotli at quality 5 (near gzip's speed, a fifth smaller), or gzip 6. */
export const compress = (body: string | Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: 6 });

/**
 * Compresses the pages and JSON the server renders (built assets are compressed at build time),
 * in the zlib thread pool. A public answer carries an ETag: its compressed body is kept by ETag
 * and encoding, so a page served from the micro-cache is not compressed again.
 */
export const compressionPlugin = fp(
  async (app) => {
    const kept = new Map<string, Promise<Buffer>>();
    app.addHook('onSend', async (req, reply, payload) => {
      // Pages and JSON arrive as text, or encoded already when the micro-cache took them.
      if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
      if (payload.length < MIN_SIZE) return payload;
      if (reply.getHeader('content-encoding')) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const vary = String(reply.getHeader('vary') ?? '');
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (!encoding) return payload;
      const etag = reply.getHeader('etag');
      let body: Promise<Buffer>;
      if (typeof etag === 'string') {
        const key = `${encoding} ${etag}`;
        body = kept.get(key) ?? compress(payload, encoding);
        kept.delete(key);
        kept.set(key, body);
        if (kept.size > 2_000) kept.delete(kept.keys().next().value!);
      } else {
        body = compress(payload, encoding);
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return body;
    });
  },
  { name: 'vitrine-compression', dependencies: ['vitrine-micro-cache'] },
);
