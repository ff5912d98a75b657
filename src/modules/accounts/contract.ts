import { z } from 'zod';
import { addressSchema } from '../checkout/contract.ts';
import { EMAIL_ADDRESS, MAX_EMAIL } from '../geo/form-rules.ts';
import { orderSummarySchema } from '../orders/contract.ts';

/**
 * The accounts' contract (spec section 7, Account; Addresses and orders): registering,
 * confirming, logging in, the address book and the customer's orders.
 */

const email = z
  .string({ error: 'error.email_invalid' })
  .trim()
  .max(MAX_EMAIL, 'error.email_invalid')
  .pipe(z.email({ pattern: EMAIL_ADDRESS, error: 'error.email_invalid' }));
/** A password as typed: never trimmed; its rules are the service's (passwords.ts). */
const password = z.string({ error: 'error.field_invalid' }).max(4096, 'error.field_invalid');

/** `POST account/register`: an address and a password typed twice. */
export const registerBody = z.object({
  email,
  password,
  password_confirmation: z
    .string({ error: 'error.password_mismatch' })
    .max(4096, 'error.password_mismatch'),
});
export type RegisterRequest = z.input<typeof registerBody>;

/** `POST account/verify`: the address and the code mailed to it. */
export const verifyBody = z.object({
  email,
  code: z
    .string({ error: 'error.verification_code_invalid' })
    .trim()
    .regex(/^\d{6}$/, 'error.verification_code_invalid'),
});

/** `POST account/verify/resend` and `POST account/password/forgot`: an address. */
export const emailBody = z.object({ email });

/** `POST account/password/reset`: a reset link's token and the new password, twice. */
export const resetBody = z.object({
  token: z
    .string({ error: 'error.reset_link_invalid' })
    .regex(/^[\w-]{43}$/, 'error.reset_link_invalid'),
  password,
  password_confirmation: z
    .string({ error: 'error.password_mismatch' })
    .max(4096, 'error.password_mismatch'),
});

/** `POST account/login/code/verify`: an address and the login code mailed to it. */
export const loginCodeBody = z.object({
  email,
  code: z
    .string({ error: 'error.login_code_invalid' })
    .trim()
    .regex(/^\d{6}$/, 'error.login_code_invalid'),
});

/** `POST account/login`: an address and its password. */
export const loginBody = z.object({ email, password });

/** What registering (and asking for a mail) answers, known address or not. */
export const registeredSchema = z.object({ message: z.string() });

/** A plain success. */
export const doneSchema = z.object({ success: z.literal(true) });

/** `GET account/info` (spec section 3, Customer; section 7, Account). */
export const accountInfoSchema = z.object({
  data: z.object({ id: z.number().int(), email: z.string(), address_book_count: z.number().int() }),
});
export type AccountInfo = z.output<typeof accountInfoSchema>['data'];

/** An address of the book as a form sends it: checkout's address, and whether it is the default. */
export const bookAddressBody = addressSchema.extend({ default: z.boolean().optional() });
export type BookAddressInput = z.input<typeof bookAddressBody>;

/** `addresses/{id}`: an address of the customer's book. */
export const addressParams = z.object({
  id: z.coerce
    .number({ error: 'error.address_not_found' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

const bookAddress = addressSchema.extend({
  country: z.string(),
  id: z.number().int(),
  default: z.boolean(),
});
export type BookAddressDto = z.input<typeof bookAddress>;

/** `GET addresses`: the customer's addresses, the default first. */
export const addressListSchema = z.object({ data: z.array(bookAddress) });
/** `POST addresses`, `PUT addresses/{id}`: the address as kept. */
export const addressSchemaOut = z.object({ data: bookAddress });

/** `GET account/orders`: a page of the customer's orders, newest first. */
export const accountOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});
export const accountOrdersSchema = z.object({
  data: z.array(orderSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

/** `GET account/orders/{number}`: one of the customer's orders. */
export const accountOrderParams = z.object({
  number: z.coerce
    .number({ error: 'error.order_number_invalid' })
    .int('error.order_number_invalid')
    .positive('error.order_number_invalid')
    .max(Number.MAX_SAFE_INTEGER, 'error.order_number_invalid'),
});

/** `GET account/sessions`: where the customer is logged in, newest first. */
export const sessionsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      user_agent: z.string(),
      created_at: z.string(),
      expires_at: z.string(),
      current: z.boolean(),
    }),
  ),
});
export type SessionDto = z.output<typeof sessionsSchema>['data'][number];

/** `DELETE account/sessions/{id}`: a session by the name its list gives. */
export const sessionParams = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'error.session_not_found'),
});

/** `POST account/password`: the current password, the new one twice, and the other sessions. */
export const changePasswordBody = z.object({
  current_password: password,
  password,
  password_confirmation: z
    .string({ error: 'error.password_mismatch' })
    .max(4096, 'error.password_mismatch'),
  end_other_sessions: z.boolean().default(false),
});
export type ChangePasswordRequest = z.input<typeof changePasswordBody>;

/** `GET account/social`: the providers a customer may log in with (none: the add-on is off). */
export const socialProvidersSchema = z.object({
  data: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type SocialProviderDto = z.output<typeof socialProvidersSchema>['data'][number];
