import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ConfigError, type Config } from './config.ts';
import type { Db } from './db.ts';

/** What a merchant command runs with: the configuration, its words, and the shop's data. */
export interface CommandContext {
  config: Config;
  /** The words after the command's name (`rates set EUR=0.92` gives `['set', 'EUR=0.92']`). */
  args: string[];
  /** Runs work on the migrated database, and closes it after. */
  withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs work against the whole shop without serving it (every module's service); the job
   * queue only enqueues. A service's refusal becomes a ConfigError in English.
   */
  withShop<T>(work: (app: FastifyInstance) => Promise<T>): Promise<T>;
}

/** One line of `vitrine help`: how a command is written, and what it does. */
export interface CommandUsage {
  synopsis: string;
  /** What it does; `\n` starts another line of the description. */
  summary: string;
}

/**
 * A merchant command (`vitrine rates …`): a module brings its own, and the process lists them
 * from the module list as it wires the plugins. A bad input throws a ConfigError (exit 2).
 */
export interface Command {
  name: string;
  usage: CommandUsage[];
  run(context: CommandContext): Promise<void>;
}

/** The flag a loader needs to replace what the shop holds with nothing. */
export const ALLOW_EMPTY = '--allow-empty';

/** Reads a JSON file for a command; a missing or malformed file is a readable error. */
export function readJson(file: string | undefined): unknown {
  if (!file) throw new ConfigError('name a JSON file');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message}`);
  }
}

/** A Zod failure as a ConfigError with a line naming each field; anything else as it is. */
export function explain(error: unknown, source: string): never {
  if (error instanceof ZodError) {
    const field = (path: PropertyKey[]) => path.map(String).join('.') || '(root)';
    // A strict schema's unknown keys read as the loaders' own refusal of them (replacement-file.ts).
    const lines = error.issues.flatMap((i) =>
      i.code === 'unrecognized_keys'
        ? i.keys.map((key) => `  ${field([...i.path, key])}: not a field of this file`)
        : [`  ${field(i.path)}: ${i.message}`],
    );
    throw new ConfigError(`${source}: not valid:\n${lines.join('\n')}`);
  }
  throw error;
}

/** Parses a command's file with its schema, or throws the ConfigError naming each bad field. */
export function parseFile<T>(
  schema: {
    safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError };
  },
  file: string,
  input: unknown,
): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) explain(parsed.error, file);
  return parsed.data;
}

const SYNOPSIS_WIDTH = 22;

/** The help text: each command's lines, in the order given. */
export function usageText(commands: readonly Command[]): string {
  const indent = ' '.repeat(SYNOPSIS_WIDTH + 2);
  const lines = commands.flatMap((command) =>
    command.usage.flatMap(({ synopsis, summary }) => {
      const [first = '', ...more] = summary.split('\n').map((line) => line.trim());
      const head =
        synopsis.length < SYNOPSIS_WIDTH
          ? [`  ${synopsis.padEnd(SYNOPSIS_WIDTH)}${first}`]
          : [`  ${synopsis}`, `${indent}${first}`];
      return [...head, ...more.map((line) => `${indent}${line}`)];
    }),
  );
  return `Usage: vitrine <command>\n\n${lines.join('\n')}\n`;
}
