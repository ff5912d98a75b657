import { explain, readJson, type Command } from '../../platform/command.ts';
import { ConfigError } from '../../platform/config.ts';
import { refuseUnknownFields } from '../../platform/replacement-file.ts';
import { blocksTranslationsSchema } from '../blocks/contract.ts';
import { catalogTranslationsSchema } from '../catalog/contract.ts';
import { merchTextsSchema } from '../merchandising/contract.ts';
import { contentTranslationsSchema, shopTextsSchema } from './contract.ts';

/**
 * `vitrine translations load FILE`: the catalogue's, the content's, the FAQ's, the videos' and
 * the merchandising's translations and the merchant's wording of the shop's texts, in one transaction. It adds and changes translations and removes none, so an empty file is no
 * deletion to guard against.
 */
const translationsCommand: Command = {
  name: 'translations',
  usage: [
    {
      synopsis: 'translations load FILE',
      summary: `load translated content from a JSON file ({ "products": [ … ],
        "options", "collections", "blog_posts", "blog_collections", "policies", "faq", "videos",
        "merchandising", "texts" })`,
    },
  ],
  async run({ args: [action, file], withShop }) {
    if (action !== 'load') throw new ConfigError(`unknown translations command: ${action ?? ''}`);
    const input = readJson(file);
    try {
      const parsed = {
        ...catalogTranslationsSchema.parse(input),
        ...contentTranslationsSchema.parse(input),
        ...blocksTranslationsSchema.parse(input),
        ...merchTextsSchema.parse(input),
        ...shopTextsSchema.parse(input),
      };
      refuseUnknownFields(file!, input, parsed);
    } catch (error) {
      explain(error, file!);
    }
    await withShop(async (app) => {
      // Every part in one transaction, each written by its own module's service: a file with
      // one wrong slug changes nothing, and the changes are announced when it commits.
      const n = await app.database.db.transaction(
        async (tx) =>
          (await app.catalog.saveTranslations(input, tx)) +
          (await app.content.saveTranslations(input, tx)) +
          (await app.blocks.saveTranslations(input, tx)) +
          (await app.merch.saveTranslations(input, tx)) +
          (await app.content.saveTexts(input, (key) => app.translator.source('en-US', key), tx)),
      );
      console.log(`Loaded ${n} translations.`);
      if (shopTextsSchema.parse(input).texts.length)
        console.log("The shop's texts show from the shop's next start.");
    }).catch((e: unknown) => explain(e, file!));
  },
};

/** The content module's merchant commands. */
export const contentCommands: Command[] = [translationsCommand];
