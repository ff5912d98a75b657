import { z } from 'zod';
import { MAX_CONTACT_MESSAGE, MAX_CONTACT_NAME } from './limits.ts';
import { EMAIL_ADDRESS, MAX_EMAIL } from '../geo/form-rules.ts';

/** The contact form's contract (spec section 7, Store services: contact_service). */

/** `POST contact_service`: a shopper's message to the shop, with how to answer them. */
export const contactBody = z.object({
  name: z
    .string({ error: 'error.contact_name' })
    .trim()
    .min(1, 'error.contact_name')
    .max(MAX_CONTACT_NAME, 'error.contact_name'),
  email: z
    .string({ error: 'error.contact_email' })
    .trim()
    .max(MAX_EMAIL, 'error.contact_email')
    .pipe(z.email({ pattern: EMAIL_ADDRESS, error: 'error.contact_email' })),
  // Spec section 5, Catalogue messages: digits and + - ( ) . / only, up to 30 characters.
  phone: z
    .string({ error: 'error.contact_phone' })
    .trim()
    .max(30, 'error.contact_phone')
    .regex(/^[0-9+\-()./]*$/, 'error.contact_phone')
    .default(''),
  /** An order the message is about, when there is one. */
  order_number: z
    .string({ error: 'error.contact_order_number' })
    .trim()
    .max(40, 'error.contact_order_number')
    .default(''),
  message: z
    .string({ error: 'error.contact_message' })
    .trim()
    .min(1, 'error.contact_message')
    .max(MAX_CONTACT_MESSAGE, 'error.contact_message'),
});
export type ContactInput = z.output<typeof contactBody>;
export type ContactRequest = z.input<typeof contactBody>;

/** What the shop answers a message it kept: its number, and when it came. */
export const contactReceiptSchema = z.object({
  data: z.object({ id: z.number().int(), created_at: z.string() }),
});
export type ContactReceipt = z.output<typeof contactReceiptSchema>['data'];
