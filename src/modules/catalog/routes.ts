import { z } from 'zod';
import { PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { tagResponse } from '../../platform/micro-cache.ts';
import { defineOperation } from '../../platform/route.ts';
import {
  categorySchema,
  dataOf,
  facetsSchema,
  suggestionsSchema,
  productListQuery,
  productPageSchema,
  paletteQuery,
  paletteSchema,
  productParams,
  productSchema,
  productCacheTag,
} from './contract.ts';
import { currencyDigits } from '../currency/money.ts';
import { readListing, searchWords } from './listing.ts';
import type { ProductQuery } from './product-lists.ts';

const TAGS = ['catalogue'];

/** The product list's query as the service reads it: the one mapping, for API and pages alike. */
export function toProductQuery(q: z.output<typeof productListQuery>, digits = 2): ProductQuery {
  const wanted = new Set(q.with?.split(',') ?? []);
  const { filters, sort } = readListing(q, digits);
  return {
    filters,
    sort,
    ...(q.q ? { search: q.q } : {}),
    page: q.page,
    pageSize: q.page_size,
    includeIds: q.include_ids,
    category: q.category,
    tag: q.tag,
    withVariants: wanted.has('variants'),
    withGallery: wanted.has('gallery'),
    withPalette: wanted.has('palette'),
  };
}

/** `GET /products`: a page of published products (spec section 7, Products). */
export const listProducts = defineOperation({
  method: 'GET',
  url: '/products',
  summary: 'A page of products, optionally of one collection, tag or list of ids',
  tags: TAGS,
  schemas: { querystring: productListQuery, response: productPageSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: ({ app, req }, { query }) =>
    app.catalog.listProducts({ ...toProductQuery(query, digitsOf(app)), locale: req.locale }),
});

const digitsOf = (app: { config: { SHOP_CURRENCY: string } }) =>
  currencyDigits(app.config.SHOP_CURRENCY);

/** `GET /products/search`: the products a search finds, best matches first, filtered and sorted. */
export const searchProducts = defineOperation({
  method: 'GET',
  url: '/products/search',
  summary: 'Products matching a search (typo-tolerant, prefix), with filters and sort',
  tags: TAGS,
  schemas: { querystring: productListQuery, response: productPageSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => {
    const asked = { ...toProductQuery(query, digitsOf(app)), locale: req.locale };
    // No words, nothing found: an empty search lists nothing.
    if (searchWords(query.q ?? '').length === 0) {
      return { data: [], page: 1, page_size: asked.pageSize, total: 0, total_pages: 0 };
    }
    return app.catalog.listProducts(asked);
  },
});

/** `GET /products/filters`: what a list's filters offer, with counts. */
export const listFacets = defineOperation({
  method: 'GET',
  url: '/products/filters',
  summary: "What a collection's or a search's filters offer, each value with its count",
  tags: TAGS,
  schemas: { querystring: productListQuery, response: facetsSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => {
    const facets = await app.catalog.listFacets({
      ...toProductQuery(query, digitsOf(app)),
      locale: req.locale,
    });
    const money = app.currency.toDecimal;
    return {
      ...facets,
      price: facets.price && { min: money(facets.price.min), max: money(facets.price.max) },
    };
  },
});

/** `GET /products/meta/search`: suggestions as the shopper types (products and collections). */
export const suggest = defineOperation({
  method: 'GET',
  url: '/products/meta/search',
  summary:
    'Smart-search suggestions: a few products, collections and blog posts for the words typed',
  tags: TAGS,
  schemas: { querystring: productListQuery, response: suggestionsSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => {
    const words = searchWords(query.q ?? '');
    if (words.length === 0) return { products: [], collections: [], articles: [] };
    const { locale } = req;
    const [found, collections, posts] = await Promise.all([
      app.catalog.listProducts({
        page: 1,
        pageSize: 6,
        search: query.q ?? '',
        count: false,
        locale,
      }),
      app.catalog.listCategories(locale),
      app.content.searchPosts(words, 3, locale),
    ]);
    return {
      products: found.data.map((p) => ({
        ID: p.ID,
        title: p.title,
        path: p.path,
        price: p.price,
        feature_image: p.feature_image,
      })),
      collections: collections
        .filter((c) => words.every((w) => c.name.toLowerCase().includes(w)))
        .slice(0, 4)
        .map((c) => ({ name: c.name, path: c.path })),
      articles: posts.map((p) => ({ title: p.title, path: p.path })),
    };
  },
});

/** `GET /products/{slug}`: one product with its variants and gallery. */
export const getProduct = defineOperation({
  method: 'GET',
  url: '/products/:slug',
  summary: 'One product, with its variants, attributes and gallery',
  tags: TAGS,
  schemas: { params: productParams, response: dataOf(productSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req, reply }, { params }) => {
    const product = await app.catalog.getProduct(params.slug, req.locale);
    // A page showing it (its own, or the JSON) is forgotten when it alone changes (a review).
    tagResponse(reply, productCacheTag(product.ID));
    return { data: product };
  },
});

/**
 * `GET /product_palettes?filter[product_id]=5,6`: the palettes of those products (spec section
 * 7), in the order asked; a product without a colour or image attribute has none.
 */
export const listPalettes = defineOperation({
  method: 'GET',
  url: '/product_palettes',
  summary: "Products' palettes: each colour or image value with its swatch and its variant",
  tags: TAGS,
  schemas: { querystring: paletteQuery, response: dataOf(z.array(paletteSchema)) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app }, { query }) => ({
    data: await app.catalog.listPalettes(query['filter[product_id]']),
  }),
});

/** `GET /categories`: the collections in display order. */
export const listCategories = defineOperation({
  method: 'GET',
  url: '/categories',
  summary: 'The collections, in display order, with their product counts',
  tags: TAGS,
  schemas: { response: dataOf(z.array(categorySchema)) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }) => ({ data: await app.catalog.listCategories(req.locale) }),
});

/** The catalogue's operations, in the order the API documents them. */
export const catalogOperations = [
  listProducts,
  searchProducts,
  suggest,
  listFacets,
  getProduct,
  listPalettes,
  listCategories,
];
