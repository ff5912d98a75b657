import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderAddress } from '../orders/model.ts';

/**
 * A customer's account: the e-mail address (kept as typed, unique in lower case), the password
 * as an argon2id hash, when the address was confirmed (null: not yet), and the language the
 * customer registered in, which their mails speak.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * A logged-in session: only the SHA-256 of its token is kept (the token itself lives in the
 * customer's cookie), so a copy of this table logs no one in. Dead at logout or expiry.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

/**
 * A one-time code mailed to a customer (`verify`: the six digits that confirm the e-mail
 * address; `reset`: the token of a link to choose a new password), kept as its SHA-256: it
 * works until it expires, once.
 */
/** What a mailed code or link is for: confirming the address, a new password, a login. */
export type CodePurpose = 'verify' | 'reset' | 'login';

export const accountCodes = pgTable(
  'account_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_codes_customer_idx').on(t.customerId, t.purpose)],
);

/**
 * What is counted for flood control (password checks of an account and of a client address,
 * mails to an address), each under a one-way key: counted in the database, so a limit holds
 * across every instance of the shop.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.key, t.at)],
);

/**
 * An address in a customer's book, as checkout takes it (the country's own rules checked when
 * it was saved), and whether it is the one checkout offers first. A customer with addresses has
 * exactly one default.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A customer's login at an OpenID Connect provider (social login): the provider's name in the
 * shop's configuration and its subject, the id it gives the person, which never changes (an
 * e-mail address can). One account may have several; a subject belongs to one account.
 */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('customer_identities_customer_idx').on(t.customerId),
  ],
);
