import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a folder that a live process holds', () => {
    const dir = freshDir();
    // The parent of this test process is alive for the whole test.
    writeFileSync(path.join(dir, 'vitrine.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left by a dead process, and releases it', () => {
    const dir = freshDir();
    const file = path.join(dir, 'vitrine.lock');
    writeFileSync(file, '999999999');
    const release = lockDataDir(dir);
    // Now this process holds it: a second taker (another process, in effect) is refused.
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
    const again = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    again();
    expect(existsSync(file)).toBe(false);
  });
});
