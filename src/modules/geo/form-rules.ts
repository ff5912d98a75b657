/**
 * The checkout's form rules of spec section 5 (Catalogue messages): phone characters and length,
 * the address search box, the first address line, CPF and CNPJ, and PO boxes (the tracking
 * number's rule is the orders module's, `orders/tracking-number.ts`).
 * Pure and dependency-free, so the server, which decides, and a form in the browser, which
 * checks first, use the same limits. Each check returns the message key of what is wrong
 * (`error.*`, translated by the server), or null when the value is fine.
 */

/**
 * What an e-mail address must look like, for every form that asks for one and the server that
 * decides (the same pattern Zod's `z.email()` applies by default).
 */
export const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest e-mail address a mail server must accept (RFC 5321: a 254-character path). */
export const MAX_EMAIL = 254;

/** Whether a typed e-mail address (spaces around it aside) looks like one. */
export const isEmailAddress = (value: string) => {
  const email = value.trim();
  return email.length <= MAX_EMAIL && EMAIL_ADDRESS.test(email);
};

/** Characters a phone field may hold: digits, spaces and + - ( ) . / (spec section 5). */
export const PHONE_TEXT = /^[0-9+\-()./ ]*$/;

/** The longest phone field: 30 characters (spec section 5). */
export const MAX_PHONE_TEXT = 30;

/** The address search box takes 4 to 200 characters (spec section 5, Auto address). */
export const MIN_AUTO_ADDRESS = 4;
export const MAX_AUTO_ADDRESS = 200;

/** The first address line is at most 255 characters (spec section 5). */
export const MAX_ADDRESS_LINE = 255;

/** A Brazilian CPF (a person's tax number) has 11 digits, a CNPJ (a company's) 14. */
export const CPF_DIGITS = 11;
export const CNPJ_DIGITS = 14;

/** What is wrong with the text of a phone field (characters or length), or null. */
export function phoneTextProblem(value: string): string | null {
  if (!PHONE_TEXT.test(value)) return 'error.phone_characters';
  if (value.length > MAX_PHONE_TEXT) return 'error.phone_too_long';
  return null;
}

/** What is wrong with what was typed in the address search box (4 to 200 characters), or null. */
export function autoAddressProblem(input: string): string | null {
  const length = input.trim().length;
  return length < MIN_AUTO_ADDRESS || length > MAX_AUTO_ADDRESS
    ? 'error.auto_address_length'
    : null;
}

/** What is wrong with the first address line's length, or null (required-ness is the form's). */
export function addressLineProblem(value: string): string | null {
  return value.length > MAX_ADDRESS_LINE ? 'error.address1_too_long' : null;
}

const digitsOf = (value: string) => value.replace(/[\s.\-/]/g, '');

/** What is wrong with a CPF (11 digits; dots, dashes and spaces allowed between), or null. */
export function cpfProblem(value: string): string | null {
  return new RegExp(`^\\d{${CPF_DIGITS}}$`).test(digitsOf(value)) ? null : 'error.cpf_invalid';
}

/** What is wrong with a CNPJ (14 digits; dots, dashes, slashes and spaces between), or null. */
export function cnpjProblem(value: string): string | null {
  return new RegExp(`^\\d{${CNPJ_DIGITS}}$`).test(digitsOf(value)) ? null : 'error.cnpj_invalid';
}

/**
 * What is wrong with a Brazilian tax number, or null: a CPF when it is said to be one or has
 * at most 11 digits, a CNPJ otherwise.
 */
export function taxIdProblem(value: string, kind?: 'cpf' | 'cnpj'): string | null {
  const isCpf = kind ? kind === 'cpf' : digitsOf(value).length <= CPF_DIGITS;
  return isCpf ? cpfProblem(value) : cnpjProblem(value);
}

// "PO Box 12", "P.O. Box", "P O Box", "POB 12", "Post Office Box", and the words for it in the
// shop's other languages' countries (Postfach, Boîte postale, Apartado de correos, Caixa postal,
// Casella postale, Postbus, ת.ד.). A word boundary before each, so "Hippo Box" is a street.
const PO_BOX =
  /(?:^|[^\p{L}\p{N}])(?:p\.?\s*o\.?\s*box|p\.?\s*o\.?\s*b\.?\s*\d|post\s+office\s+box|postfach|bo[iî]te\s+postale|apartado\s+de\s+correos|caixa\s+postal|casella\s+postale|postbus\s*\d|ת\.ד\.?)/iu;

/** Whether a line of an address names a PO box. */
export function isPoBox(line: string): boolean {
  return PO_BOX.test(line);
}

/** Whether an address's street lines name a PO box (checkout's shipping methods ask this). */
export function isPoBoxAddress(address: { address1?: string; address2?: string | undefined }) {
  return [address.address1, address.address2].some((line) => line !== undefined && isPoBox(line));
}

/**
 * What is wrong with an address's lines for a shipping method (spec section 5: PO box is
 * invalid): `error.po_box` when the method forbids PO boxes and a line names one, else null.
 */
export function poBoxProblem(lines: readonly (string | undefined)[], forbidPoBox: boolean) {
  if (!forbidPoBox) return null;
  return lines.some((line) => line !== undefined && isPoBox(line)) ? 'error.po_box' : null;
}
