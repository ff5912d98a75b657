import { explain, readJson, type Command } from '../../platform/command.ts';
import { announceChange } from '../../platform/changes.ts';
import { ConfigError } from '../../platform/config.ts';
import { refuseUnknownFields } from '../../platform/replacement-file.ts';
import { catalogTranslationsSchema } from '../catalog/contract.ts';
import { CATALOG_CHANGED } from '../catalog/contract.ts';
import { saveCatalogTranslations } from '../catalog/translations-save.ts';
import { contentTranslationsSchema } from './contract.ts';
import { CONTENT_CHANGED, saveContentTranslations } from './translations-save.ts';

/**
 * `vitrine translations load FILE`: the catalogue's and the content's translations, in one
 * transaction. It adds and changes translations and removes none, so an empty file is no
 * deletion to guard against.
 */
const translationsCommand: Command = {
  name: 'translations',
  usage: [
    {
      synopsis: 'translations load FILE',
      summary: `load translated content from a JSON file ({ "products": [ … ],
        "options", "collections", "blog_posts", "blog_collections", "policies" })`,
    },
  ],
  async run({ args: [action, file], withDatabase }) {
    if (action !== 'load') throw new ConfigError(`unknown translations command: ${action ?? ''}`);
    const input = readJson(file);
    try {
      const parsed = {
        ...catalogTranslationsSchema.parse(input),
        ...contentTranslationsSchema.parse(input),
      };
      refuseUnknownFields(file!, input, parsed);
    } catch (error) {
      explain(error, file!);
    }
    await withDatabase(async (db) => {
      // Both parts in one transaction: a file with one wrong slug changes nothing.
      const n = await db.transaction(
        async (tx) =>
          (await saveCatalogTranslations(tx, input, false)) +
          (await saveContentTranslations(tx, input, false)),
      );
      await announceChange(db, CATALOG_CHANGED);
      await announceChange(db, CONTENT_CHANGED);
      console.log(`Loaded ${n} translations.`);
    }).catch((e: unknown) => explain(e, file!));
  },
};

/** The content module's merchant commands. */
export const contentCommands: Command[] = [translationsCommand];
