import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * Whether a text cannot be stored: PostgreSQL refuses the NUL character in text and JSON, and a
 * lone UTF-16 surrogate is not Unicode at all.
 */
export function unstorableText(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/**
 * The first field of a request part holding unstorable text (a key counts as well as a value),
 * walked without recursion so that no nesting depth can overflow the stack.
 */
export function findUnstorableText(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (unstorableText(item)) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (unstorableText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * No text from a client reaches a service if the database could not store it: such a request
 * is refused with a 422 that names the field, before any route runs.
 */
export const textGuard = fp(
  async (app) => {
    // A callback hook, not an async one: it runs on every request and most have nothing to see.
    app.addHook('preValidation', (req, _reply, done) => {
      // A search (`q`) is read, never stored: the catalogue cleans it (a NUL is a space there).
      const query = { ...((req.query ?? {}) as Record<string, unknown>) };
      delete query.q;
      const field =
        findUnstorableText(req.params, '') ??
        findUnstorableText(query, '') ??
        findUnstorableText(req.body, '');
      done(
        field === undefined ? undefined : new AppError(422, 'text_invalid', {}, field || 'body'),
      );
    });
  },
  { name: 'vitrine-text-guard' },
);
