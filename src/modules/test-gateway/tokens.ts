import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { cardBrand, cardDigits, cardNumberValid, cvcValid, expiryValid } from './card-checks.ts';
import { encodeOutcome, outcomeOf } from './cards.ts';
import type { TokenBody, TokenDto } from './contract.ts';
import { testGatewayKeys, testGatewayTokens } from './schema.ts';

/** A random id with the gateway's prefix (`tok_`, `tgp_`, `evt_`). */
export const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * The gateway's fingerprint key: made on first use and kept, so that every process (and every
 * restart) gives one card number the same fingerprint. Two processes making it at once keep
 * the first one written.
 */
export async function fingerprintKey(db: Db): Promise<string> {
  await db
    .insert(testGatewayKeys)
    .values({ name: 'fingerprint', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: testGatewayKeys.value })
    .from(testGatewayKeys)
    .where(eq(testGatewayKeys.name, 'fingerprint'));
  return row!.value;
}

/**
 * A card's fingerprint, as a real gateway gives one: a keyed hash of its number (22 characters),
 * the same every time the card is used and no other card's, which no one without the key can
 * match to a number (only six of a card's digits are unknown once its first six and last four
 * are: an unkeyed hash would give the number away).
 */
export const cardFingerprint = (key: string, digits: string) =>
  createHmac('sha256', key).update(digits).digest('base64url').slice(0, 22);

/** Parses an expiry field ("04", 4, "2031", "31"), or NaN. */
const expiryNumber = (value: string | number) =>
  typeof value === 'number' ? value : /^\d{1,4}$/.test(value.trim()) ? Number(value) : NaN;

/**
 * Tokenises a card (spec section 7): the number is checked (Luhn), then only its brand, last
 * four digits, expiry, test outcome and fingerprint (under `key`) are kept. The number and the
 * security code are neither stored nor logged, and no error repeats them.
 */
export async function createCardToken(db: Db, card: TokenBody, key: string): Promise<TokenDto> {
  const digits = cardDigits(card.number);
  if (!cardNumberValid(digits)) throw new AppError(422, 'card_number_invalid', {}, 'number');
  const month = expiryNumber(card.exp_month);
  const rawYear = expiryNumber(card.exp_year);
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!expiryValid(month, year)) throw new AppError(422, 'card_expiry_invalid', {}, 'exp_month');
  const brand = cardBrand(digits);
  if (!cvcValid(card.cvc.trim(), brand)) throw new AppError(422, 'card_cvc_invalid', {}, 'cvc');
  const token = randomId('tok');
  const last4 = digits.slice(-4);
  await db.insert(testGatewayTokens).values({
    token,
    brand,
    last4,
    expMonth: month,
    expYear: year,
    outcome: encodeOutcome(outcomeOf(digits)),
    fingerprint: cardFingerprint(key, digits),
  });
  return { id: token, brand, last4, exp_month: month, exp_year: year };
}
