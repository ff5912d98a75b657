import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../platform/paths.ts';

const SRC = path.join(PROJECT_ROOT, 'src');

/** Every source file's value imports of other source files (type imports vanish at build). */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join('src', f));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    const imports = [
      ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm),
    ]
      .map((m) => path.join(path.dirname(file), m[1]!))
      .filter((target) => known.has(target));
    graph.set(file, imports);
  }
  return graph;
}

/** The groups of files that import each other, directly or around a circle (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const moduleOf = (file: string) => /^src\/modules\/([^/]+)\//.exec(file)?.[1];

describe('imports go one way', () => {
  const graph = importGraph();

  it('has no files that import each other', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has no modules that import each other', () => {
    const uses = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      for (const to of targets.map(moduleOf)) {
        if (from && to && to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    const both = [...uses].flatMap(([a, targets]) =>
      [...targets].filter((b) => a < b && uses.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
    );
    expect(both).toEqual([]);
  });
});
