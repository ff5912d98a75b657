import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries a webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'test-gateway-signature';

/** How old a signed webhook may be before it is refused as a replay: five minutes. */
export const SIGNATURE_TOLERANCE_S = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Signs a webhook body at a time, as the header's value. */
export function signPayload(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Whether a webhook body was signed with the secret, recently: what the receiving shop checks
 * before it believes a word of it (compared in constant time).
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
