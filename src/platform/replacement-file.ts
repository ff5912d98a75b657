import { ConfigError } from './config.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/**
 * The fields of a file that its parse dropped, at any depth (`discounts.0.titel`): a schema
 * that is not strict lets a typo through silently, and `__proto__` is never a field.
 */
export function droppedFields(raw: unknown, parsed: unknown, at = ''): string[] {
  const here = (key: string | number) => (at ? `${at}.${key}` : String(key));
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((item, i) =>
      i < parsed.length ? droppedFields(item, parsed[i], here(i)) : [],
    );
  }
  if (!isRecord(raw) || !isRecord(parsed)) return [];
  return Object.keys(raw).flatMap((key) =>
    Object.hasOwn(parsed, key) ? droppedFields(raw[key], parsed[key], here(key)) : [here(key)],
  );
}

/** Refuses a file with a field its schema does not know, naming the file and each field. */
export function refuseUnknownFields(file: string, raw: unknown, parsed: unknown) {
  const dropped = droppedFields(raw, parsed);
  if (dropped.length > 0) {
    const lines = dropped.map((field) => `  ${field}: not a field of this file`);
    throw new ConfigError(`${file}: not valid:\n${lines.join('\n')}`);
  }
}

/**
 * Refuses a file that would replace what the shop holds with nothing, unless the merchant asked
 * for it (`--allow-empty`): an empty list by mistake would delete every one.
 */
export function refuseEmptyReplacement(
  file: string,
  { count, what, allowEmpty }: { count: number; what: string; allowEmpty: boolean },
) {
  if (count === 0 && !allowEmpty) {
    throw new ConfigError(
      `${file}: no ${what}: loading it would delete every one (add --allow-empty to do so)`,
    );
  }
}

/**
 * Checks a file that replaces what the shop holds (`blocks load`, `rates load`, `sites load` …)
 * before anything is changed: a field its schema dropped is refused by name, and so is an
 * empty replacement unless the merchant asked for it. Throws a ConfigError naming the file.
 */
export function checkReplacement(
  file: string,
  raw: unknown,
  parsed: unknown,
  options: { count: number; what: string; allowEmpty: boolean },
) {
  refuseUnknownFields(file, raw, parsed);
  refuseEmptyReplacement(file, options);
}
