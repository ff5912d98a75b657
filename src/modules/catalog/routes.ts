import { z } from 'zod';
import { PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import {
  categorySchema,
  dataOf,
  productListQuery,
  productPageSchema,
  productParams,
  productSchema,
} from './contract.ts';
import type { ProductQuery } from './service.ts';

const TAGS = ['catalogue'];

/** The product list's query as the service reads it: the one mapping, for API and pages alike. */
export function toProductQuery(q: z.output<typeof productListQuery>): ProductQuery {
  const wanted = new Set(q.with?.split(',') ?? []);
  return {
    page: q.page,
    pageSize: q.page_size,
    includeIds: q.include_ids,
    category: q.category,
    tag: q.tag,
    withVariants: wanted.has('variants'),
    withGallery: wanted.has('gallery'),
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
  run: ({ app }, { query }) => app.catalog.listProducts(toProductQuery(query)),
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
  run: async ({ app }, { params }) => ({ data: await app.catalog.getProduct(params.slug) }),
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
  run: async ({ app }) => ({ data: await app.catalog.listCategories() }),
});

/** The catalogue's operations, in the order the API documents them. */
export const catalogOperations = [listProducts, getProduct, listCategories];
