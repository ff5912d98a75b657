import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { maskKeptCardNumbers } from '../analytics/mask.ts';
import type { PrescriptionDto, PrescriptionInput } from './contract.ts';
import { MAX_ATTACHMENT_BYTES, sniffAttachment } from '../../platform/file-type.ts';
import { prescriptionAttachments, prescriptions } from './schema.ts';
import { isAnyOf } from '../../platform/sql-list.ts';

/** The most prescriptions one cart keeps, and files one prescription keeps. */
export const MAX_PRESCRIPTIONS = 20;
export const MAX_ATTACHMENTS = 5;

/** Prescriptions for a cart's eyewear, and their files. */
export type PrescriptionService = ReturnType<typeof createPrescriptionService>;

/** Creates the prescriptions service: a cart (by its hash) sees and changes only its own. */
export function createPrescriptionService(db: Db) {
  async function owned(cartHash: string, id: number) {
    const [row] = await db
      .select()
      .from(prescriptions)
      .where(and(eq(prescriptions.id, id), eq(prescriptions.cartHash, cartHash)));
    if (!row) throw new AppError(404, 'prescription_not_found');
    return row;
  }

  return {
    /** The cart's prescriptions, oldest first, with what files each has. */
    async list(cartHash: string): Promise<PrescriptionDto[]> {
      const rows = await db
        .select()
        .from(prescriptions)
        .where(eq(prescriptions.cartHash, cartHash))
        .orderBy(asc(prescriptions.id));
      const files = rows.length
        ? await db
            .select({
              id: prescriptionAttachments.id,
              prescriptionId: prescriptionAttachments.prescriptionId,
              contentType: prescriptionAttachments.contentType,
              size: prescriptionAttachments.size,
            })
            .from(prescriptionAttachments)
            .where(
              isAnyOf(
                prescriptionAttachments.prescriptionId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(prescriptionAttachments.id))
        : [];
      return rows.map((r) => ({
        id: r.id,
        group_id: r.groupId,
        od: r.values.od as PrescriptionDto['od'],
        os: r.values.os as PrescriptionDto['os'],
        pd: r.values.pd,
        note: r.values.note,
        attachments: files
          .filter((f) => f.prescriptionId === r.id)
          .map((f) => ({ id: f.id, content_type: f.contentType, size: f.size })),
      }));
    },

    /** Keeps a prescription for the cart (for one pair of lenses, when `group_id` names it). */
    async create(cartHash: string, input: PrescriptionInput): Promise<number> {
      const [held] = await db
        .select({ n: count() })
        .from(prescriptions)
        .where(eq(prescriptions.cartHash, cartHash));
      if ((held?.n ?? 0) >= MAX_PRESCRIPTIONS) {
        throw new AppError(422, 'prescription_too_many', { max: MAX_PRESCRIPTIONS });
      }
      const [row] = await db
        .insert(prescriptions)
        .values({
          cartHash,
          groupId: input.group_id,
          // A card number typed into the note is kept masked, as analytics keeps it.
          values: {
            od: input.od,
            os: input.os,
            pd: input.pd,
            note: maskKeptCardNumbers(input.note),
          },
        })
        .returning({ id: prescriptions.id });
      return row!.id;
    },

    /**
     * Attaches a file to one of the cart's prescriptions: a picture or a PDF by its bytes, at
     * most 8 MB, at most five per prescription. Anything else is refused and nothing is kept.
     */
    async attach(cartHash: string, id: number, file: Uint8Array): Promise<void> {
      await owned(cartHash, id);
      if (file.length === 0) throw new AppError(422, 'attachment_empty');
      if (file.length > MAX_ATTACHMENT_BYTES) {
        throw new AppError(413, 'attachment_too_large', { max: 8 });
      }
      const type = sniffAttachment(file);
      if (!type) throw new AppError(415, 'attachment_type');
      const [held] = await db
        .select({ n: count() })
        .from(prescriptionAttachments)
        .where(eq(prescriptionAttachments.prescriptionId, id));
      if ((held?.n ?? 0) >= MAX_ATTACHMENTS) {
        throw new AppError(422, 'attachment_too_many', { max: MAX_ATTACHMENTS });
      }
      await db
        .insert(prescriptionAttachments)
        .values({ prescriptionId: id, contentType: type, size: file.length, bytes: file });
    },
  };
}
