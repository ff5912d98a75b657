import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE, PRIVATE_NO_STORE, PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { AppError } from '../../platform/errors.ts';
import { tagResponse } from '../../platform/micro-cache.ts';
import { productCacheTag } from '../catalog/contract.ts';
import { defineOperation, replyNotFound, STORE_API } from '../../platform/route.ts';
import {
  attachmentListSchema,
  attachmentsBody,
  createReviewBody,
  reviewListQuery,
  reviewPageSchema,
  reviewSchema,
  signedUploadSchema,
  signUploadBody,
  uploadedFileSchema,
} from './contract.ts';
import { MAX_REVIEW_IMAGE_BYTES } from './review-rules.ts';
import { clientKeyOf } from './service.ts';
import { randomName, type ReviewClient } from './uploads.ts';

const TAGS = ['reviews'];

/** The cookie that names the shopper's browser to its own uploads (a random value). */
export const UPLOADER_COOKIE = 'review_uploader';

/** Who sends a request: their address (hashed) and their browser's uploader cookie. */
function clientOf(req: FastifyRequest, reply?: FastifyReply): ReviewClient {
  let uploader = req.cookies[UPLOADER_COOKIE] ?? '';
  if (!/^[\w-]{16,64}$/.test(uploader)) {
    uploader = '';
    if (reply) {
      uploader = randomName();
      reply.setCookie(UPLOADER_COOKIE, uploader, {
        path: STORE_API,
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        maxAge: 24 * 60 * 60,
      });
    }
  }
  return { clientKey: clientKeyOf(req.ip), uploader };
}

/**
 * `GET comments`: a product's published reviews, newest first, 10 a page by default, with the
 * rating summary (spec section 7, Comments; section 9).
 */
export const listReviews = defineOperation({
  method: 'GET',
  url: '/comments',
  summary: "A product's reviews, newest first, with the rating summary",
  tags: TAGS,
  schemas: { querystring: reviewListQuery, response: reviewPageSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, reply }, { query }) => {
    // Forgotten when a review of this product is published.
    tagResponse(reply, productCacheTag(query.product_id));
    return app.reviews.list(query.product_id, query.page, query.page_size);
  },
});

/**
 * `POST comments`: publishes a review (rating 1-5, name, e-mail, text up to 2000 characters,
 * up to 5 of the browser's uploaded pictures) and answers it with 201.
 */
export const createReview = defineOperation({
  method: 'POST',
  url: '/comments',
  summary: 'Publishes a review with up to 5 uploaded pictures',
  tags: TAGS,
  schemas: { body: createReviewBody, response: reviewSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) => {
    const review = await app.reviews.create(body, clientOf(req));
    reply.status(201);
    return review;
  },
});

/**
 * `POST files/sign`: checks a picture's name, type and size before it is sent, and answers a
 * one-time token and the URL to send it to.
 */
export const signUpload = defineOperation({
  method: 'POST',
  url: '/files/sign',
  summary: 'Signs one picture upload (JPG, JPEG, PNG or GIF, at most 8 MB)',
  tags: TAGS,
  schemas: { body: signUploadBody, response: signedUploadSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) => app.reviews.sign(body, clientOf(req, reply)),
});

/** `POST attachments`: the browser's own uploaded pictures, by id, and whether a review has them. */
export const listAttachments = defineOperation({
  method: 'POST',
  url: '/attachments',
  summary: "The browser's uploaded pictures, by id",
  tags: TAGS,
  schemas: { body: attachmentsBody, response: attachmentListSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => ({
    data: await app.reviews.attachments(body.ids, clientOf(req).uploader),
  }),
});

export const reviewOperations = [listReviews, createReview, signUpload, listAttachments];

const KEY = /^[\w-]{16,64}$/;

/**
 * `POST files?token=`: the picture's bytes as the body, at most 8 MB (the body is not read past
 * that), checked by what they are. And the pictures themselves, from the database so every
 * instance serves them, with their real type and a year's cache (a key never changes).
 */
export async function fileRoutes(app: FastifyInstance) {
  // Any type: the bytes decide what a picture is, not the type the browser claims.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_REVIEW_IMAGE_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.post<{ Querystring: { token?: string } }>(
    `${STORE_API}/files`,
    {
      schema: { hide: true },
      bodyLimit: MAX_REVIEW_IMAGE_BYTES,
      // Before the body is read: a bad token or a declared size over the limit reads nothing.
      preParsing: async (req) => {
        const length = Number(req.headers['content-length'] ?? 0);
        if (length > MAX_REVIEW_IMAGE_BYTES) throw new AppError(413, 'review_image_size');
        await app.reviews.checkToken(tokenOf(req), clientOf(req).uploader);
      },
      // A body that turns out longer than the limit: the picture's own message.
      errorHandler: (error, _req, _reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw new AppError(413, 'review_image_size');
        }
        throw error;
      },
    },
    async (req, reply) => {
      if (!Buffer.isBuffer(req.body)) throw new AppError(422, 'review_image_type', {}, 'file');
      const file = await app.reviews.upload(tokenOf(req), clientOf(req).uploader, req.body);
      return reply
        .status(201)
        .header('cache-control', PRIVATE_NO_STORE)
        .send(uploadedFileSchema.parse(file));
    },
  );

  const serve = async (
    req: FastifyRequest<{ Params: { key: string } }>,
    reply: FastifyReply,
    thumbnail: boolean,
  ) => {
    if (!KEY.test(req.params.key)) return replyNotFound(req, reply);
    const file = await app.reviews.file(req.params.key, thumbnail);
    if (!file) return replyNotFound(req, reply);
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.bytes));
  };
  app.get<{ Params: { key: string } }>(
    `${STORE_API}/files/:key`,
    { schema: { hide: true } },
    (req, reply) => serve(req, reply, false),
  );
  app.get<{ Params: { key: string } }>(
    `${STORE_API}/files/:key/thumbnail`,
    { schema: { hide: true } },
    (req, reply) => serve(req, reply, true),
  );
}

/** The upload token: `?token=` (the upload_url) or the X-Upload-Token header. */
function tokenOf(req: FastifyRequest): string {
  const query = (req.query as { token?: unknown }).token;
  const header = req.headers['x-upload-token'];
  const token = typeof query === 'string' ? query : typeof header === 'string' ? header : '';
  if (!/^[\w-]{16,64}$/.test(token)) throw new AppError(403, 'review_upload_token');
  return token;
}
