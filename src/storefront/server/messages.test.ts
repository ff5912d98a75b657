import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessages, loadMessages, SERVER_ONLY_MESSAGE } from './messages.ts';

/** Every message id written as a literal in the storefront's components. */
function idsInComponents(dir = 'src/storefront'): Set<string> {
  const ids = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'server') for (const id of idsInComponents(path)) ids.add(id);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/\bid[=:]\s*\{?\s*['"]([a-z_]+\.[a-z_.]+)['"]/g))
        ids.add(m[1]!);
      for (const m of text.matchAll(/\?\s*'([a-z_]+\.[a-z_.]+)'\s*:\s*'([a-z_]+\.[a-z_.]+)'/g)) {
        ids.add(m[1]!);
        ids.add(m[2]!);
      }
    }
  }
  return ids;
}

describe('the messages a page carries', () => {
  it('hold every message the components format, and none of the API-only ones', async () => {
    const compiled = compileMessages(await loadMessages('en-US'));
    const used = idsInComponents();
    expect(used.size).toBeGreaterThan(40);
    const missing = [...used].filter((id) => !(id in compiled));
    expect(missing).toEqual([]);
    expect(Object.keys(compiled).filter((k) => SERVER_ONLY_MESSAGE.test(k))).toEqual([]);
  });
});
