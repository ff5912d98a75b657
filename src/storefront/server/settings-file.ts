import { readFileSync } from 'node:fs';
import { ConfigError } from '../../platform/config.ts';
import { migrateSettingsFile, SETTINGS_FILE_VERSION } from '../theme/migrate.ts';

/** The merchant's theme settings as the shop read them, and what it read otherwise than written. */
export interface MerchantSettings {
  file: string;
  json: unknown;
  /** What an earlier version's file said otherwise (`track_pinterest: "0" → false`). */
  changes: string[];
}

/**
 * The merchant's theme settings file (THEME_SETTINGS_FILE), read as JSON and brought to this
 * Vitrine's version of it (theme/migrate.ts), with what was read otherwise than written; a
 * missing or broken file stops the start, naming it.
 */
export function readThemeSettings(file: string): MerchantSettings {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new ConfigError(`THEME_SETTINGS_FILE=${file}: ${(error as Error).message}`);
  }
  const migrated = migrateSettingsFile(json, file);
  return { file, json: migrated.json, changes: migrated.changes };
}

/** What the start says of a file of an earlier version: what it read, and how to keep it so. */
export const earlierVersionWarning = (settings: MerchantSettings) =>
  `THEME_SETTINGS_FILE=${settings.file} is of an earlier version, read as version ${SETTINGS_FILE_VERSION}: ${settings.changes.join('; ')}. Write it so, with "version": ${SETTINGS_FILE_VERSION}, to keep it as read.`;
