import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { queryRows } from '../../platform/db.ts';
import {
  DEFAULT_LOCALE,
  intlTag,
  localeOfPrefix,
  localePrefix,
  localizedPath,
  PAGE_LOCALES,
  type Locale,
} from '../../platform/locales.ts';
import { collectionPath, productPath } from './dto.ts';
import { products } from './schema.ts';

/**
 * The most products one sitemap file lists. sitemaps.org allows 50,000 URLs and 50 MB a file;
 * each URL carries its page in every language (17 alternates, ~1.7 KB), so 20,000 keep a file
 * near 35 MB.
 */
export const SITEMAP_LIMIT = 20_000;

/**
 * The pages search engines may not crawl, in every language's URLs (`/de/cart` as `/cart`):
 * carts, checkout and search results; and the API.
 */
export const ROBOTS_DISALLOW = [
  ...PAGE_LOCALES.flatMap((l) =>
    ['/cart', '/checkouts', '/search'].map((path) => `${localePrefix(l)}${path}`),
  ),
  '/api/',
];

const XML = 'application/xml; charset=utf-8';

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The shop's origin as the shopper reached it (behind a trusted proxy, its host and scheme). */
const originOf = (req: FastifyRequest) => new URL(`${req.protocol}://${req.host}`).origin;

/** The page in each language the shop speaks, and the default as x-default (hreflang). */
function alternates(origin: string, path: string) {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  return (
    PAGE_LOCALES.map((l) => link(intlTag(l), new URL(localizedPath(l, path), origin).href)).join(
      '',
    ) + link('x-default', new URL(path, origin).href)
  );
}

/**
 * One `<url>` of a sitemap: the page in one language (`/de/…`), its pictures (Google's image
 * extension) and the same page in every language, as hreflang alternates.
 */
function urlEntry(origin: string, locale: Locale, path: string, images: string[] = []) {
  const pictures = images
    .map(
      (src) =>
        `<image:image><image:loc>${escapeXml(new URL(src, origin).href)}</image:loc></image:image>`,
    )
    .join('');
  const loc = new URL(localizedPath(locale, path), origin).href;
  return `<url><loc>${escapeXml(loc)}</loc>${alternates(origin, path)}${pictures}</url>`;
}

const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;

/**
 * The other modules' pages in the sitemap: each module that has pages of its own (the blog and
 * the policies, the questions and the videos, the contact form) adds a reader of their paths.
 */
export interface SitemapPages {
  add(read: () => Promise<string[]>): void;
}

/** The files of the sitemap index: the pages, and the products in files of `limit`. */
export function sitemapFiles(productCount: number, limit = SITEMAP_LIMIT): string[] {
  const files = Math.max(1, Math.ceil(productCount / limit));
  return ['pages', ...Array.from({ length: files }, (_, i) => `products-${i + 1}`)];
}

/**
 * `robots.txt`, and the sitemap: `sitemap.xml` is an index of each language's
 * `sitemaps[/<lang>]/pages.xml` (home, collections) and `sitemaps[/<lang>]/products-N.xml`, each
 * at most `limit` products with their pictures, so a catalogue past 50,000 products is split
 * across files; every URL names its page in the other languages.
 */
export async function registerSitemap(app: FastifyInstance, limit = SITEMAP_LIMIT) {
  const db = app.database.db;
  const route = { config: { microCache: true }, schema: { hide: true } };
  const readers: (() => Promise<string[]>)[] = [];
  app.decorate('sitemapPages', { add: (read) => void readers.push(read) } satisfies SitemapPages);

  app.get('/robots.txt', route, async (req, reply) => {
    const lines = [
      'User-agent: *',
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${originOf(req)}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', PUBLIC_CATALOG)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', route, async (req, reply) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${products} where published`,
    );
    const origin = originOf(req);
    const names = sitemapFiles(Number(row?.n ?? 0), limit);
    // Each language's pages in files of their own: /sitemaps/pages.xml, /sitemaps/de/pages.xml.
    const files = PAGE_LOCALES.flatMap((l) =>
      names.map((name) => `${origin}/sitemaps${localePrefix(l)}/${name}.xml`),
    );
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((file) => `<sitemap><loc>${escapeXml(file)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;
    return reply.type(XML).header('cache-control', PUBLIC_CATALOG).send(body);
  });

  /** One sitemap file in one language: the pages (home, collections) or a file of products. */
  const sitemapFile = async (
    req: FastifyRequest,
    reply: FastifyReply,
    locale: Locale | undefined,
    name: string,
  ) => {
    if (!locale) {
      return reply.status(404).send({ code: 'not_found', message: req.t('error.not_found') });
    }
    const origin = originOf(req);
    if (name === 'pages.xml') {
      const [collections, others] = await Promise.all([
        app.catalog.listCategories(),
        Promise.all(readers.map((read) => read())),
      ]);
      const entries = [
        urlEntry(origin, locale, '/'),
        urlEntry(origin, locale, '/collections'),
        urlEntry(origin, locale, '/products'),
        ...collections.map((c) =>
          urlEntry(origin, locale, collectionPath(c.slug), c.image ? [c.image] : []),
        ),
        ...others.flat().map((path) => urlEntry(origin, locale, path)),
      ];
      return reply.type(XML).header('cache-control', PUBLIC_CATALOG).send(urlset(entries));
    }
    const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
    if (!match) {
      return reply.status(404).send({ code: 'not_found', message: req.t('error.not_found') });
    }
    const rows = await queryRows<{ slug: string; images: string[] }>(
      db,
      sql`select p.slug, array_remove(array[p.feature_image] || array(select i.url
          from product_images i where i.product_id = p.id order by i.position, i.id), null) as images
        from ${products} p where p.published order by p.id
        limit ${limit} offset ${(Number(match[1]) - 1) * limit}`,
    );
    if (rows.length === 0 && match[1] !== '1') {
      return reply.status(404).send({ code: 'not_found', message: req.t('error.not_found') });
    }
    const entries = rows.map((r) =>
      urlEntry(origin, locale, productPath(r.slug), [...new Set(r.images)]),
    );
    return reply.type(XML).header('cache-control', PUBLIC_CATALOG).send(urlset(entries));
  };
  app.get<{ Params: { name: string } }>('/sitemaps/:name', route, (req, reply) =>
    sitemapFile(req, reply, DEFAULT_LOCALE, req.params.name),
  );
  app.get<{ Params: { lang: string; name: string } }>(
    '/sitemaps/:lang/:name',
    route,
    (req, reply) => sitemapFile(req, reply, localeOfPrefix(req.params.lang), req.params.name),
  );
}
