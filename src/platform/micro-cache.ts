import { crc32 } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_REVALIDATE } from './cache-control.ts';

/** A response kept for a few seconds: status, the headers that matter, and the body. */
export interface CachedResponse {
  at: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** The body as it goes on the wire (encoded once, for its ETag and for sending). */
  body: Buffer;
  /** What the response shows (`product:12`): a change of one of them forgets it. */
  tags?: readonly string[];
}

/** What the cache holds for a key: the entry, and whether it is still within its TTL. */
export interface CacheLookup {
  entry: CachedResponse;
  fresh: boolean;
}

/**
 * How long past its TTL an entry may still be served while its page is rendered again: a
 * shopper never waits for a render another shopper has started (the `stale-while-revalidate`
 * the pages promise a CDN, kept short in the process).
 */
export const STALE_WINDOW_MS = 60_000;

/**
 * The origin's micro-cache for public catalogue responses (product pages, collection pages,
 * product lists). Each instance keeps them in memory for their TTL (PAGE_CACHE_TTL_MS, the
 * `s-maxage` a CDN in front is given) or until a change they show is announced: a page is
 * rendered once per change, not once per shopper.
 * Nothing personal goes in (no cart, no account); the key includes the language.
 */
export class MicroCache {
  private readonly entries = new Map<string, CachedResponse>();
  /** The renders under way, by key: whoever asks meanwhile waits for this one. */
  private readonly renders = new Map<string, { done: Promise<void>; finish: () => void }>();
  /** How many changes were heard: a render that a change of what it shows overtook is not kept. */
  private changesHeard = 0;
  /** When everything last changed, and when each thing named since did (as changesHeard). */
  private clearedAt = 0;
  private readonly tagChangedAt = new Map<string, number>();
  /** What makes a request's answer its own, never kept nor served from here (a preview). */
  private readonly bypasses: ((req: FastifyRequest) => boolean)[] = [];

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    readonly staleMs = STALE_WINDOW_MS,
  ) {}

  /**
   * Marks requests whose answers are their own (the merchant previewing another theme): they
   * are neither answered from the cache nor kept in it.
   */
  bypass(when: (req: FastifyRequest) => boolean) {
    this.bypasses.push(when);
  }

  /** Whether a request goes around the cache. */
  bypassed(req: FastifyRequest): boolean {
    return this.bypasses.some((when) => when(req));
  }

  /** The key of a request: method, URL and language. */
  static key(req: FastifyRequest): string {
    // The URL as asked for: a language's prefix (/de/…) is part of it.
    return `${req.method} ${req.locale} ${req.originalUrl}`;
  }

  /** The entry of a key while it is fresh (within its TTL). */
  get(key: string): CachedResponse | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.entry : undefined;
  }

  /** The entry of a key, fresh or within its stale window; older ones are dropped. */
  lookup(key: string): CacheLookup | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = Date.now() - entry.at;
    if (age > this.ttlMs + this.staleMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { entry, fresh: age <= this.ttlMs };
  }

  /**
   * Where a render starts from: given back to `set`, it keeps an answer only when no change
   * was heard meanwhile (the render may have read what the change replaced).
   */
  get version(): number {
    return this.changesHeard;
  }

  set(key: string, entry: Omit<CachedResponse, 'at'>, renderedFrom = this.changesHeard) {
    if (this.ttlMs <= 0 || this.overtaken(entry.tags ?? [], renderedFrom)) return;
    this.entries.delete(key);
    this.entries.set(key, { ...entry, at: Date.now() });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * Starts the one render of a key: answers the function that ends it, or undefined when a
   * render of that key is already under way (then `rendering` is what to wait for).
   */
  beginRender(key: string): (() => void) | undefined {
    if (this.ttlMs <= 0 || this.renders.has(key)) return undefined;
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const render = {
      done,
      finish: () => {
        if (this.renders.get(key) === render) this.renders.delete(key);
        finish();
      },
    };
    this.renders.set(key, render);
    return render.finish;
  }

  /** The render of a key under way, if any: settles when its answer is stored (or refused). */
  rendering(key: string): Promise<void> | undefined {
    return this.renders.get(key)?.done;
  }

  /** Whether a change heard since `version` touched an answer that shows `tags`. */
  private overtaken(tags: readonly string[], version: number): boolean {
    if (this.clearedAt > version) return true;
    return tags.some((tag) => (this.tagChangedAt.get(tag) ?? 0) > version);
  }

  /** Forgets the entries that show any of `tags` (a change of those things). */
  forget(tags: readonly string[]) {
    const at = ++this.changesHeard;
    // Past a size, remembered as a change of everything: a render then in flight is not kept.
    if (this.tagChangedAt.size > 10_000) {
      this.clearedAt = at;
      this.tagChangedAt.clear();
    }
    for (const tag of tags) this.tagChangedAt.set(tag, at);
    const changed = new Set(tags);
    for (const [key, entry] of this.entries) {
      if (entry.tags?.some((tag) => changed.has(tag))) this.entries.delete(key);
    }
  }

  /** Forgets everything: a change that may show on any page. */
  clear() {
    this.clearedAt = ++this.changesHeard;
    this.tagChangedAt.clear();
    this.entries.clear();
  }
}

/**
 * The response header that names what a response shows, space-separated (as a CDN's surrogate
 * keys): the micro-cache keeps them with the entry, and a change of one forgets it.
 */
export const CACHE_TAGS_HEADER = 'surrogate-key';

/** Marks the response being built as showing `tag`; a change announced for it forgets it. */
export function tagResponse(reply: FastifyReply, tag: string) {
  const tags = String(reply.getHeader(CACHE_TAGS_HEADER) ?? '');
  if (` ${tags} `.includes(` ${tag} `)) return;
  reply.header(CACHE_TAGS_HEADER, tags ? `${tags} ${tag}` : tag);
}

/** The tags a response was marked with. */
export const tagsOf = (reply: FastifyReply): string[] =>
  String(reply.getHeader(CACHE_TAGS_HEADER) ?? '')
    .split(' ')
    .filter(Boolean);

/**
 * The request header a public answer depends on: the language. Nothing else a request carries
 * changes a public page or catalogue answer (the cart's count, the display currency, the
 * consent and the browsing record are filled in by the browser), so a shared cache keeps one
 * copy per language, whatever cookies shoppers have.
 */
export const CACHE_VARY = 'X-LANG';

/** What a request whose language came from its cookie varies on, for the browser's own cache. */
const COOKIE_LANGUAGE_VARY = 'X-LANG, Cookie';

/**
 * Whether a request's language came from its `locale` cookie (no X-LANG header named one): the
 * only cookie that changes a public answer. Until the language is in the URL, such an answer is
 * private, so no shared cache hands it to a shopper of another language.
 */
export const languageFromCookie = (req: FastifyRequest) =>
  !req.localeInUrl && req.headers['x-lang'] === undefined && Boolean(req.cookies?.locale);

/**
 * The Cache-Control and Vary of a public answer to this request. A page under a language's
 * prefix varies on nothing a request carries: its URL says its language.
 */
export function publicHeaders(
  req: FastifyRequest,
  cacheControl: string,
): { cacheControl: string; vary: string | undefined } {
  if (req.localeInUrl) return { cacheControl, vary: undefined };
  return languageFromCookie(req) && cacheControl.startsWith('public')
    ? { cacheControl: PRIVATE_REVALIDATE, vary: COOKIE_LANGUAGE_VARY }
    : { cacheControl, vary: CACHE_VARY };
}

/**
 * A weak ETag of a body: its length and CRC-32 (a weak validator of one URL's versions needs no
 * cryptographic hash; on the encoded body it costs 0.02 ms for a 100 KB page, SHA-1 0.06).
 */
export const etagOf = (body: Buffer) =>
  `W/"${body.length.toString(36)}-${crc32(body).toString(36)}"`;

/**
 * Sends a cached response, answering 304 when the shopper already has it. `shared`: the answer
 * is the same for everyone (a hashed file), else it depends on the language (publicHeaders).
 */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: Omit<CachedResponse, 'at'>,
  shared = false,
) {
  const { cacheControl, vary } = shared
    ? { cacheControl: entry.cacheControl, vary: undefined }
    : publicHeaders(req, entry.cacheControl);
  reply
    .header('content-type', entry.contentType)
    .header('cache-control', cacheControl)
    .header('etag', entry.etag);
  if (entry.tags?.length) reply.header(CACHE_TAGS_HEADER, entry.tags.join(' '));
  if (vary) reply.header('vary', vary);
  if (req.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.status(200).send(entry.body);
}
