import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { AppError } from '../../platform/errors.ts';
import { defineOperation, STORE_API, type OperationContext } from '../../platform/route.ts';
import { CART_COOKIE } from '../cart/contract.ts';
import {
  createPrescriptionBody,
  prescriptionListSchema,
  prescriptionParams,
  prescriptionSchema,
} from './contract.ts';
import { MAX_ATTACHMENT_BYTES } from '../../platform/file-type.ts';

const TAGS = ['prescriptions'];

/** The hash of the shopper's cart: prescriptions belong to a cart that exists. */
async function cartOf(app: FastifyInstance, req: FastifyRequest): Promise<string> {
  const cart = await app.cart.getCart(req.cookies[CART_COOKIE]);
  if (!cart.hash) throw new AppError(404, 'cart_not_found');
  return cart.hash;
}

/** `GET fclca/prescriptions`: the prescriptions given for the shopper's cart. */
export const listPrescriptions = defineOperation({
  method: 'GET',
  url: '/fclca/prescriptions',
  summary: "The prescriptions given for the shopper's cart",
  tags: TAGS,
  schemas: { response: prescriptionListSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }: OperationContext) => ({
    data: await app.prescriptions.list(await cartOf(app, req)),
  }),
});

/**
 * `POST fclca/prescriptions`: keeps a lens prescription with the cart, for a pair of lenses
 * (`group_id`, the pair's groupId). Files go to `fclca/prescriptions/{id}/attachments`.
 */
export const createPrescription = defineOperation({
  method: 'POST',
  url: '/fclca/prescriptions',
  summary: 'Keeps a lens prescription with the cart (files are posted to its /attachments)',
  tags: TAGS,
  schemas: { body: createPrescriptionBody, response: prescriptionSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const hash = await cartOf(app, req);
    const id = await app.prescriptions.create(hash, body);
    return (await app.prescriptions.list(hash)).find((p) => p.id === id)!;
  },
});

export const prescriptionOperations = [listPrescriptions, createPrescription];

/** The file types an attachment may be sent as; the bytes decide what it really is. */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'];

/**
 * `POST fclca/prescriptions/{id}/attachments`: the file itself as the body (a picture or a
 * PDF, at most 8 MB), checked by its bytes. Answers the prescription with its files.
 */
export async function attachmentRoute(app: FastifyInstance) {
  app.addContentTypeParser(
    [...UPLOAD_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_ATTACHMENT_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.post<{ Params: { id: string } }>(
    `${STORE_API}/fclca/prescriptions/:id/attachments`,
    { schema: { hide: true }, bodyLimit: MAX_ATTACHMENT_BYTES },
    async (req, reply) => {
      const parsed = prescriptionParams.safeParse(req.params);
      if (!parsed.success) throw new AppError(404, 'prescription_not_found');
      if (!Buffer.isBuffer(req.body)) throw new AppError(415, 'attachment_type');
      const hash = await cartOf(app, req);
      await app.prescriptions.attach(hash, parsed.data.id, req.body);
      const prescription = (await app.prescriptions.list(hash)).find(
        (p) => p.id === parsed.data.id,
      );
      return reply.header('cache-control', PRIVATE_NO_STORE).send(prescription);
    },
  );
}
