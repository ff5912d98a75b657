import { z } from 'zod';

/** The payments module's contract: the payment step's methods and the providers' webhooks. */

/**
 * A payment method the payment step offers. Its name is the page message
 * `payment.method.<code>`; a card method names the script its form loads to tokenise.
 */
export const paymentMethodSchema = z.object({
  code: z.string(),
  kind: z.enum(['card', 'manual']),
  script: z.object({ id: z.string(), src: z.string() }).nullable(),
});

/** The merchant's payment methods, in order (replaces them all; checked before saving). */
export const paymentMethodsFile = z
  .array(
    z.object({
      code: z.string().regex(/^[a-z][a-z0-9_]{1,40}$/),
      enabled: z.boolean().default(true),
      countries: z
        .array(z.string().regex(/^[A-Z]{2}$/))
        .max(250)
        .nullable()
        .default(null),
      max_amount: z.number().int().positive().nullable().default(null),
    }),
  )
  .max(50);

/** The provider a webhook comes from. */
export const webhookParams = z.object({ provider: z.string().regex(/^[a-z][a-z0-9_]{1,40}$/) });

/** A provider's event exactly as sent: its signature is checked over these bytes. */
export const webhookBody = z.string().max(64 * 1024);

/** The answer a provider gets once its event is taken. */
export const webhookResponse = z.object({ received: z.literal(true) });

export type PaymentMethodDto = z.infer<typeof paymentMethodSchema>;
export type PaymentMethodsFile = z.input<typeof paymentMethodsFile>;
