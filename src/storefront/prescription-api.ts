import type { z } from 'zod';
import type { createPrescriptionBody, PrescriptionDto } from '../modules/prescriptions/contract.ts';
import { answer, callsOf, asBody, data, get, nothing, post, type ApiOf } from './store-call.ts';

/**
 * The lens prescriptions kept with the cart, one row per call (see store-call.ts): read and
 * sent only where a cart line asks for one.
 */
export const PRESCRIPTION_CALLS = {
  /** The prescriptions kept with the cart. */
  prescriptions: get('/fclca/prescriptions', nothing, data<PrescriptionDto[]>),
  /** Keeps a lens prescription with the cart (fclca/prescriptions). */
  addPrescription: post(
    '/fclca/prescriptions',
    asBody<z.input<typeof createPrescriptionBody>>,
    answer<PrescriptionDto>,
  ),
  /** Attaches a picture or PDF to a prescription; the browser sends the file as the body. */
  attachToPrescription: post(
    '/fclca/prescriptions/:id/attachments',
    (id: number, file: Blob) => ({ params: { id }, file }),
    answer<PrescriptionDto>,
    { browserOnly: true },
  ),
};

/** The prescriptions' API: the server's in-process operations, or the browser's JSON calls. */
export type PrescriptionApi = ApiOf<typeof PRESCRIPTION_CALLS>;

/** The PrescriptionApi of a loader's context, or the browser's (see callsOf). */
export const prescriptionApi = callsOf(PRESCRIPTION_CALLS);
