import type { ZodError } from 'zod';
import { ALLOW_EMPTY, explain, parseFile, readJson, type Command } from './command.ts';
import { ConfigError } from './config.ts';
import type { Db } from './db.ts';
import { checkReplacement, refuseUnknownFields } from './replacement-file.ts';

/**
 * A merchant command over one kind of the merchant's rows (`vitrine popups`): alone it lists
 * them, a line each; `load FILE [--replace [--allow-empty]]` loads a JSON file of them, the
 * whole file checked before anything is written (a field the schema does not know is refused
 * by name; with --replace, an empty list deletes everything only when allowed).
 */
export function listOrLoadCommand<T>(spec: {
  name: string;
  /** What the rows are, plural: "reward campaigns". */
  what: string;
  /** What the list shows, for the help. */
  listSummary: string;
  /** The file's shape, for the help: `{ "popups": [ … ] }`. */
  shape: string;
  schema: {
    safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError };
  };
  /** How many rows a parsed file holds. */
  count(parsed: T): number;
  /** Writes the file's rows; answers how many. */
  load(db: Db, input: unknown, options: { replace: boolean }): Promise<number>;
  /** The rows, a line each. */
  list(db: Db): Promise<string[]>;
}): Command {
  return {
    name: spec.name,
    usage: [
      { synopsis: spec.name, summary: spec.listSummary },
      {
        synopsis: `${spec.name} load FILE [--replace [--allow-empty]]`,
        summary: `load ${spec.what} from a JSON file (${spec.shape});
        --replace removes the ${spec.what} the file does not name`,
      },
    ],
    async run({ args: [action, file, ...flags], withDatabase }) {
      if (action !== undefined && action !== 'load') {
        throw new ConfigError(`unknown ${spec.name} command: ${action}`);
      }
      const replace = flags.includes('--replace');
      const input = action === 'load' ? readJson(file) : undefined;
      if (action === 'load') {
        const parsed = parseFile(spec.schema, file!, input);
        if (replace) {
          checkReplacement(file!, input, parsed, {
            count: spec.count(parsed),
            what: spec.what,
            allowEmpty: flags.includes(ALLOW_EMPTY),
          });
        } else refuseUnknownFields(file!, input, parsed);
      }
      await withDatabase(async (db) => {
        if (action === 'load') {
          const n = await spec
            .load(db, input, { replace })
            .catch((e: unknown) => explain(e, file!));
          console.log(`Loaded ${n} ${spec.what}.`);
          return;
        }
        for (const line of await spec.list(db)) console.log(line);
      });
    },
  };
}
