import { z } from 'zod';

/**
 * The prescriptions API's contract (fclca/prescriptions, and /attachments): the values an
 * optician writes for each eye, for the pair of lenses a cart holds.
 */

/** A dioptre value in quarter steps within a range. */
const dioptre = (min: number, max: number) =>
  z
    .number({ error: 'error.prescription_value' })
    .min(min, 'error.prescription_value')
    .max(max, 'error.prescription_value')
    .refine((v) => Number.isInteger(v * 4), 'error.prescription_value');

/** One eye: sphere, cylinder and axis, and the reading addition. */
const eye = z.object({
  sph: dioptre(-20, 20),
  cyl: dioptre(-10, 10).nullable().default(null),
  axis: z
    .number({ error: 'error.prescription_axis' })
    .int('error.prescription_axis')
    .min(0, 'error.prescription_axis')
    .max(180, 'error.prescription_axis')
    .nullable()
    .default(null),
  add: dioptre(0, 4).nullable().default(null),
});

/** The body of `POST fclca/prescriptions`: od is the right eye, os the left. */
export const createPrescriptionBody = z.object({
  group_id: z.string().max(100).nullable().default(null),
  od: eye,
  os: eye,
  /** Pupillary distance in millimetres. */
  pd: z
    .number({ error: 'error.prescription_pd' })
    .min(40, 'error.prescription_pd')
    .max(80, 'error.prescription_pd')
    .nullable()
    .default(null),
  note: z.string().max(500, 'error.note_too_long').default(''),
});

const eyeOut = z.object({
  sph: z.number(),
  cyl: z.number().nullable(),
  axis: z.number().nullable(),
  add: z.number().nullable(),
});

/** A prescription and its files. */
export const prescriptionSchema = z.object({
  id: z.number().int(),
  group_id: z.string().nullable(),
  od: eyeOut,
  os: eyeOut,
  pd: z.number().nullable(),
  note: z.string(),
  attachments: z.array(
    z.object({ id: z.number().int(), content_type: z.string(), size: z.number().int() }),
  ),
});

export const prescriptionListSchema = z.object({ data: z.array(prescriptionSchema) });

/** `fclca/prescriptions/{id}`. */
export const prescriptionParams = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'error.prescription_not_found' })
      .int('error.prescription_not_found')
      .positive('error.prescription_not_found')
      .max(2_147_483_647, 'error.prescription_not_found'),
  ),
});

export type PrescriptionInput = z.output<typeof createPrescriptionBody>;
export type PrescriptionDto = z.infer<typeof prescriptionSchema>;
