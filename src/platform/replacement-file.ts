import { ConfigError } from './config.ts';

/**
 * Checks a file that replaces what the shop holds (`blocks load`, `rates load`) before anything
 * is changed: a key the file's schema dropped (`__proto__`, a typo its parse let through) is
 * refused by name, and so is an empty replacement unless the merchant asked for it
 * (`--allow-empty`), since it would delete everything. Throws a ConfigError naming the file.
 */
export function checkReplacement(
  file: string,
  raw: unknown,
  parsed: Record<string, unknown>,
  { count, what, allowEmpty }: { count: number; what: string; allowEmpty: boolean },
) {
  const dropped =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.keys(raw).filter((key) => !Object.hasOwn(parsed, key))
      : [];
  if (dropped.length > 0) {
    throw new ConfigError(`${file}: not valid:\n  ${dropped.join(', ')}: not a field of this file`);
  }
  if (count === 0 && !allowEmpty) {
    throw new ConfigError(
      `${file}: no ${what}: loading it would delete every one (add --allow-empty to do so)`,
    );
  }
}
