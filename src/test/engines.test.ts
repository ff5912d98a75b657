import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../platform/paths.ts';

interface LockedPackage {
  engines?: { node?: string };
}

const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

describe('the Node.js versions Vitrine names', () => {
  it('installs without an engine warning on the oldest Node.js the README names', () => {
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines?.node && !semver.satisfies(oldest, p.engines.node))
      .map(([name, p]) => `${name.replace(/^.*node_modules\//, '')} (${p.engines!.node})`);
    expect(refusing).toEqual([]);
  });
});
