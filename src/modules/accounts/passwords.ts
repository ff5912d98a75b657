import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../platform/errors.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * Passwords as the account rules have them (NIST SP 800-63B, OWASP): at least 8 characters,
 * long ones welcome (up to 256), no composition rules, pasting allowed, the most common
 * passwords refused; stored as argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

const ARGON2 = {
  // Algorithm.Argon2id (a const enum, which this build does not inline).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Why a new password cannot be used, as an error code and its values; none: it can. */
export function passwordProblem(
  password: string,
  confirmation: string,
): { code: string; values?: Record<string, number> } | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return { code: 'password_too_short', values: { min: PASSWORD_MIN } };
  if (length > PASSWORD_MAX) return { code: 'password_too_long', values: { max: PASSWORD_MAX } };
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return { code: 'password_common' };
  if (password !== confirmation) return { code: 'password_mismatch' };
  return undefined;
}

/** Refuses a new password the rules do not take (422, naming the field). */
export function assertNewPassword(password: string, confirmation: string): void {
  const problem = passwordProblem(password, confirmation);
  if (!problem) return;
  const field = problem.code === 'password_mismatch' ? 'password_confirmation' : 'password';
  throw new AppError(422, problem.code, problem.values, field);
}

/** A password's argon2id hash (in the PHC string format, its salt and parameters inside). */
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

/** Whether a password is the one of `stored`; a malformed hash never matches. */
export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash no password matches, computed once: an unknown address's login checks against it, so
 * that it takes as long as a known one's and the answer tells nothing of who has an account.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> =>
  (decoy ??= hashPassword(`decoy-${crypto.randomUUID()}`));
