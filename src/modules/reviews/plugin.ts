import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { fileRoutes, reviewOperations } from './routes.ts';
import { createReviewService, type ReviewService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product reviews (comments) with pictures, and the uploads that carry the pictures. */
    reviews: ReviewService;
  }
}

/** The reviews module: comments, files/sign, files, attachments, and the pictures themselves. */
export const reviewsModule = fp(
  async (app) => {
    app.decorate('reviews', createReviewService(app.database.db, app.catalog));
    await registerStoreApi(app, reviewOperations);
    await app.register(fileRoutes);
  },
  { name: 'reviews', dependencies: ['catalog'] },
);
