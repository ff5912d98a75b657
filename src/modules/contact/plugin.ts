import fp from 'fastify-plugin';
import { shopMailbox } from '../../platform/mail.ts';
import { registerStoreApi } from '../../platform/route.ts';
import { contactOperations } from './routes.ts';
import { createContactService, type ContactService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contact form's messages. */
    contact: ContactService;
  }
}

/** The contact module: the contact form's messages, mailed to the merchant, under /api/store. */
export const contactModule = fp(
  async (app) => {
    app.decorate(
      'contact',
      createContactService(app.database.db, {
        jobs: app.jobs,
        merchant: {
          to: shopMailbox(app.config),
          shopName: app.config.SHOP_NAME,
          translator: app.translator,
        },
      }),
    );
    if (!shopMailbox(app.config)) {
      app.log.info('contact: messages are kept, not mailed (set MAIL_FROM to mail them)');
    }
    app.sitemapPages.add(async () => ['/contact']);
    await registerStoreApi(app, contactOperations);
  },
  { name: 'contact', dependencies: ['catalog', 'vitrine-jobs', 'vitrine-mail'] },
);
