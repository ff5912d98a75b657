import type { FaqDto, VideoDto, VideoPage } from '../modules/blocks/contract.ts';
import type { ContactReceipt, ContactRequest } from '../modules/contact/contract.ts';
import type {
  BlogCollectionDto,
  BlogPage,
  BlogPostDto,
  PolicyDto,
} from '../modules/content/contract.ts';
import type { StyleLookDto } from '../modules/merchandising/combination-contract.ts';
import type { ProductGroupDto } from '../modules/merchandising/group-contract.ts';
import { answer, callsOf, asBody, data, get, nothing, post, type ApiOf } from './store-call.ts';

/**
 * What the content pages and sections read and send: blogs, a policy, questions and answers,
 * videos, a grouped product, a lookbook's looks and the contact form, one row per call (see store-call.ts). Apart
 * from the store's calls, out of the first load of the pages that show none of it.
 */
export const CONTENT_CALLS = {
  policy: get('/policies/:handle', (handle: string) => ({ params: { handle } }), data<PolicyDto>),
  /** The blog home: its collections and the preferred posts. */
  blogCollections: get('/blog_homepage/blog_collections', nothing, data<BlogCollectionDto[]>),
  preferredBlogs: get('/blog_homepage/preferred_blogs', nothing, data<BlogPostDto[]>),
  /** A blog collection (by slug or id) and a page of its posts. */
  blogCollection: get(
    '/blog_collections/:id',
    (ref: string) => ({ params: { id: ref } }),
    data<BlogCollectionDto>,
  ),
  collectionBlogs: get(
    '/blog_collections/:id/blogs',
    (ref: string, page: number, pageSize: number) => ({
      params: { id: ref },
      query: { page, page_size: pageSize },
    }),
    answer<BlogPage>,
  ),
  /** A post with its body; the newest others, and those like it. */
  blog: get('/blogs/:slug', (slug: string) => ({ params: { slug } }), data<BlogPostDto>),
  recentBlogs: get(
    '/blog/:id/recent_blogs',
    (ref: string, pageSize: number) => ({ params: { id: ref }, query: { page_size: pageSize } }),
    answer<BlogPage>,
  ),
  recommendedBlogs: get(
    '/blog/:id/recommend_blogs',
    (ref: string) => ({ params: { id: ref } }),
    data<BlogPostDto[]>,
  ),
  /** The shop's questions and answers (faq), of one topic or all. */
  faq: get('/faq', (topic?: string) => ({ query: { topic } }), data<FaqDto[]>),
  /** A page of the shop's videos. */
  videos: get(
    '/videos',
    (page: number, pageSize: number) => ({ query: { page, page_size: pageSize } }),
    answer<VideoPage>,
  ),
  /** One video by its slug; an ApiError 404 when there is none. */
  video: get('/videos/:slug', (slug: string) => ({ params: { slug } }), data<VideoDto>),
  /** The grouped product on a product's page (grouped_products), or null. */
  productGroup: get(
    '/grouped_products',
    (productId: number) => ({ query: { product_id: productId } }),
    data<ProductGroupDto | null>,
  ),
  /** The first style combinations at a position as looks (a home page's lookbook). */
  styleLooks: get(
    '/style-combinations/looks',
    (position: string, count: number) => ({
      query: { combination_position: position, page_size: count },
    }),
    data<StyleLookDto[]>,
  ),
  /** Sends the contact form (contact_service); answers the message's number. */
  contact: post('/contact_service', asBody<ContactRequest>, data<ContactReceipt>),
};

/** The content's API: the server's in-process operations, or the browser's JSON calls. */
export type ContentApi = ApiOf<typeof CONTENT_CALLS>;

/** The ContentApi of a loader's or a section's context (see callsOf). */
export const contentApi = callsOf(CONTENT_CALLS);
