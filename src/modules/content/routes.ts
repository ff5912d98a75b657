import { z } from 'zod';
import { PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import {
  blogCollectionSchema,
  blogPageSchema,
  blogPagingQuery,
  blogPostSchema,
  blogRefParams,
  blogSlugParams,
  policyParams,
  policySchema,
} from './contract.ts';

const TAGS = ['content'];
const list = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema) });
const one = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** `GET /policies`: the shop's policies (spec section 7, Catalogue and content). */
export const listPolicies = defineOperation({
  method: 'GET',
  url: '/policies',
  summary: "The shop's policies: refund, privacy, terms, shipping",
  tags: TAGS,
  schemas: { response: list(policySchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }) => ({ data: await app.content.listPolicies(req.locale) }),
});

/** `GET /policies/{handle}`: one policy. */
export const getPolicy = defineOperation({
  method: 'GET',
  url: '/policies/:handle',
  summary: 'One policy, by its handle',
  tags: TAGS,
  schemas: { params: policyParams, response: one(policySchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { params }) => ({
    data: await app.content.getPolicy(params.handle, req.locale),
  }),
});

/** `GET /blog_homepage/blog_collections`: the blog home's collections. */
export const blogHomeCollections = defineOperation({
  method: 'GET',
  url: '/blog_homepage/blog_collections',
  summary: "The blog home's collections, in order, with their post counts",
  tags: TAGS,
  schemas: { response: list(blogCollectionSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }) => ({ data: await app.content.homeCollections(req.locale) }),
});

/** `GET /blog_homepage/preferred_blogs`: the posts the blog home puts first. */
export const preferredBlogs = defineOperation({
  method: 'GET',
  url: '/blog_homepage/preferred_blogs',
  summary: 'The posts marked preferred, in their order',
  tags: TAGS,
  schemas: { response: list(blogPostSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }) => ({ data: await app.content.preferredPosts(req.locale) }),
});

/** `GET /blog_collections/{id}`: one blog collection (by id or slug). */
export const getBlogCollection = defineOperation({
  method: 'GET',
  url: '/blog_collections/:id',
  summary: 'One blog collection, by id or slug',
  tags: TAGS,
  schemas: { params: blogRefParams, response: one(blogCollectionSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { params }) => ({
    data: await app.content.getCollection(params.id, req.locale),
  }),
});

/** `GET /blog_collections/{id}/blogs`: a collection's posts, newest first, paged. */
export const collectionBlogs = defineOperation({
  method: 'GET',
  url: '/blog_collections/:id/blogs',
  summary: "A blog collection's posts, newest first (page, page_size)",
  tags: TAGS,
  schemas: { params: blogRefParams, querystring: blogPagingQuery, response: blogPageSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { params, query }) =>
    app.content.collectionPosts(params.id, query.page, query.page_size, req.locale),
});

/** `GET /blogs/{slug}`: one post with its body. */
export const getBlog = defineOperation({
  method: 'GET',
  url: '/blogs/:slug',
  summary: 'One blog post with its body, by slug or id',
  tags: TAGS,
  schemas: { params: blogSlugParams, response: one(blogPostSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { params }) => ({
    data: await app.content.getPost(params.slug, req.locale),
  }),
});

/** `GET /blog/{id}/recent_blogs`: the newest posts but this one. */
export const recentBlogs = defineOperation({
  method: 'GET',
  url: '/blog/:id/recent_blogs',
  summary: 'The newest posts but this one (page, page_size; type=collection: its collection)',
  tags: TAGS,
  schemas: { params: blogRefParams, querystring: blogPagingQuery, response: blogPageSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { params, query }) =>
    app.content.recentPosts(params.id, query.page, query.page_size, query.type, req.locale),
});

/** `GET /blog/{id}/recommend_blogs`: posts like this one. */
export const recommendBlogs = defineOperation({
  method: 'GET',
  url: '/blog/:id/recommend_blogs',
  summary: 'Posts like this one: tags in common, its collection, the newest',
  tags: TAGS,
  schemas: { params: blogRefParams, response: list(blogPostSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { params }) => ({
    data: await app.content.recommendedPosts(params.id, 4, req.locale),
  }),
});

/** The content module's operations. */
export const contentOperations = [
  listPolicies,
  getPolicy,
  blogHomeCollections,
  preferredBlogs,
  getBlogCollection,
  collectionBlogs,
  getBlog,
  recentBlogs,
  recommendBlogs,
];
