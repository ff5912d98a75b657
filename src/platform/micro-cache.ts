import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response kept for a few seconds: status, the headers that matter, and the body. */
export interface CachedResponse {
  at: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  body: string;
}

/**
 * The origin's micro-cache for public catalogue responses (product pages, collection pages,
 * product lists). Each instance keeps the last few seconds of them in memory, as a CDN in front
 * would with `s-maxage`: a popular page is rendered once per TTL, not once per shopper.
 * Nothing personal goes in (no cart, no account); the key includes the language.
 */
export class MicroCache {
  private readonly entries = new Map<string, CachedResponse>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  /** The key of a request: method, URL and language. */
  static key(req: FastifyRequest): string {
    return `${req.method} ${req.locale} ${req.url}`;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Omit<CachedResponse, 'at'>) {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { ...entry, at: Date.now() });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets everything: called whenever data changes, in this process or another. */
  clear() {
    this.entries.clear();
  }
}

/** The request headers a cached answer depends on: the language comes from either. */
export const CACHE_VARY = 'X-LANG, Cookie';

/** A weak ETag of a body. */
export const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Sends a cached response, answering 304 when the shopper already has it. */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: Omit<CachedResponse, 'at'>,
) {
  reply
    .header('content-type', entry.contentType)
    .header('cache-control', entry.cacheControl)
    .header('etag', entry.etag)
    .header('vary', CACHE_VARY);
  if (req.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.status(200).send(entry.body);
}
