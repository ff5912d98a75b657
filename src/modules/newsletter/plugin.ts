import fp from 'fastify-plugin';
import { NEWSLETTER_PREFIX, registerNewsletterApi } from './routes.ts';
import { createNewsletterService, type NewsletterService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The newsletter's subscribers. */
    newsletter: NewsletterService;
  }
}

/** The newsletter module: subscribing, confirming and unsubscribing under /api/contacts. */
export const newsletterModule = fp(
  async (app) => {
    const origin = app.config.SHOP_URL ?? `http://localhost:${app.config.PORT}`;
    app.decorate(
      'newsletter',
      createNewsletterService(app.database.db, {
        jobs: app.jobs,
        sender: {
          translator: app.translator,
          shopName: app.config.SHOP_NAME,
          page: `${origin}/newsletter`,
          oneClick: `${origin}${NEWSLETTER_PREFIX}/unsubscribe`,
        },
      }),
    );
    await registerNewsletterApi(app);
  },
  { name: 'newsletter', dependencies: ['vitrine-jobs'] },
);
