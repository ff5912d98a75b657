import fp from 'fastify-plugin';
import { registerStoreApi } from '../../platform/route.ts';
import { attachmentRoute, prescriptionOperations } from './routes.ts';
import { createPrescriptionService, type PrescriptionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lens prescriptions kept with a cart, and their files. */
    prescriptions: PrescriptionService;
  }
}

/** The prescriptions module: fclca/prescriptions and its attachments, for eyewear. */
export const prescriptionsModule = fp(
  async (app) => {
    app.decorate('prescriptions', createPrescriptionService(app.database.db));
    await registerStoreApi(app, prescriptionOperations);
    await app.register(attachmentRoute);
  },
  { name: 'prescriptions', dependencies: ['cart'] },
);
