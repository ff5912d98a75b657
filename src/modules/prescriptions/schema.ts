import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea): an uploaded file kept with its record, shared by instances. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A lens prescription as the shopper gave it (the values of `prescriptionValues`). */
export interface StoredPrescription {
  od: Record<string, number | null>;
  os: Record<string, number | null>;
  pd: number | null;
  note: string;
}

/**
 * Prescriptions for eyewear (fclca/prescriptions), kept with the cart they were given for: the
 * cart is named by its hash, the cart module's own key (no foreign key into its tables). An
 * order takes them over when it is placed.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    cartHash: text('cart_hash').notNull(),
    /** The pair of lenses (the lines' groupId) it is for; null for the whole cart. */
    groupId: text('group_id'),
    values: jsonb('values').$type<StoredPrescription>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescriptions_cart_idx').on(t.cartHash)],
);

/** The files of a prescription: a picture or a PDF of the optician's form, at most 8 MB. */
export const prescriptionAttachments = pgTable(
  'prescription_attachments',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytes('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescription_attachments_prescription_idx').on(t.prescriptionId)],
);
