import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { popupOperations } from './routes.ts';
import { createPopupService, type PopupService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchant's marketing popups. */
    popups: PopupService;
  }
}

/** The popups module (spec section 7, popups): the merchant's marketing popups, under /api/store. */
export const popupsModule = fp(
  async (app) => {
    app.decorate('popups', createPopupService(app.database.db));
    await registerStoreApi(app, popupOperations);
  },
  { name: 'popups' },
);
