import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './service.ts';

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'error.include_ids_invalid')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= MAX_PAGE_SIZE, 'error.include_ids_too_many');

const productListQuery = z.object({
  page: z.coerce
    .number({ error: 'error.page_invalid' })
    .int('error.page_invalid')
    .min(1, 'error.page_invalid')
    .max(100_000, 'error.page_invalid')
    .default(1),
  page_size: z.coerce
    .number({ error: 'error.page_size_invalid' })
    .int('error.page_size_invalid')
    .min(1, 'error.page_size_invalid')
    .max(MAX_PAGE_SIZE, 'error.page_size_invalid')
    .default(20),
  include_ids: idList.optional(),
  category: z.string().max(200).optional(),
  tag: z.string().max(100).optional(),
  with: z
    .string()
    .regex(/^(variants|gallery)(,(variants|gallery))*$/, 'error.with_invalid')
    .optional(),
  is_use_style_combination: z.string().optional(),
});

/** The catalogue API (spec section 7, Products): product pages, one product, categories. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { querystring: productListQuery }, config: { microCache: true } },
    async (req, reply) => {
      const q = req.query;
      const wanted = new Set(q.with?.split(',') ?? []);
      reply.header('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      return app.catalog.listProducts({
        page: q.page,
        pageSize: q.page_size,
        includeIds: q.include_ids,
        category: q.category,
        tag: q.tag,
        withVariants: wanted.has('variants'),
        withGallery: wanted.has('gallery'),
      });
    },
  );

  app.get(
    '/products/:slug',
    {
      schema: { params: z.object({ slug: z.string().min(1).max(200) }) },
      config: { microCache: true },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      return { data: await app.catalog.getProduct(req.params.slug) };
    },
  );

  app.get('/categories', { config: { microCache: true } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    return { data: await app.catalog.listCategories() };
  });
};
