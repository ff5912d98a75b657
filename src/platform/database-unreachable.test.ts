import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('a database that cannot be reached', () => {
  it('stops the command with one line naming the address, never the password', async () => {
    const url = 'postgres://shop:s3cret-pass@127.0.0.1:1/shop';
    const failed = await run('node_modules/.bin/tsx', ['src/cli.ts', 'migrate'], {
      env: { ...process.env, DATABASE_URL: url },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toBeDefined();
    expect(failed!.code).not.toBe(0);
    expect(failed!.stderr.trim()).toBe(
      'Cannot reach the database at postgres://shop:***@127.0.0.1:1/shop: connection refused',
    );
    expect(failed!.stderr).not.toContain('s3cret');
  }, 60_000);
});
