import { execFile } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledEntry } from '../test/compiled.ts';

const run = promisify(execFile);

/** What `vitrine migrate` printed on its error output, or undefined when it succeeded. */
async function migrateFails(url: string) {
  const failed = await run(process.execPath, [compiledEntry('cli'), 'migrate'], {
    env: { ...process.env, DATABASE_URL: url },
  }).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed, url).toBeDefined();
  expect(failed!.code).not.toBe(0);
  return failed!.stderr.trim();
}

/** One field of a PostgreSQL error message: its type byte, then its text ended by a zero. */
const field = (type: string, text: string) => Buffer.from(`${type}${text}\0`);

/**
 * A server speaking PostgreSQL's protocol that refuses every login with the error `code`, as a
 * real server does for a wrong password or a database that does not exist.
 */
function refusingServer(code: string, message: string) {
  const refuse = (socket: Socket) => {
    const fields = Buffer.concat([
      field('S', 'FATAL'),
      field('V', 'FATAL'),
      field('C', code),
      field('M', message),
      Buffer.from([0]),
    ]);
    const header = Buffer.alloc(5);
    header.write('E', 0);
    header.writeInt32BE(fields.length + 4, 1);
    socket.end(Buffer.concat([header, fields]));
  };
  return createServer((socket) => {
    socket.on('error', () => {});
    socket.on('data', (data) => {
      // An SSL request (8 bytes, code 80877103) is answered "no"; the startup message refused.
      if (data.length === 8 && data.readInt32BE(4) === 80877103) socket.write('N');
      else refuse(socket);
    });
  });
}

describe('a database that cannot be reached', () => {
  it('stops the command with one line naming the address, never the password', async () => {
    const stderr = await migrateFails('postgres://shop:s3cret-pass@127.0.0.1:1/shop');
    expect(stderr).toBe(
      'Cannot reach the database at postgres://shop:***@127.0.0.1:1/shop: connection refused',
    );
    expect(stderr).not.toContain('s3cret');
  }, 60_000);

  it('says so in one line for a host that does not exist', async () => {
    const stderr = await migrateFails('postgres://x:s3cret@no-such-host.invalid/db');
    // Without a name server the lookup fails instead of answering "no such host".
    expect(stderr).toMatch(
      /^Cannot reach the database at postgres:\/\/x:\*\*\*@no-such-host\.invalid\/db: (no such host|the host name could not be looked up)$/,
    );
  }, 60_000);

  describe('a server that refuses the login', () => {
    const servers: ReturnType<typeof refusingServer>[] = [];
    const listen = async (code: string, message: string) => {
      const server = refusingServer(code, message);
      servers.push(server);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return (server.address() as AddressInfo).port;
    };
    let badPassword: number;
    let noDatabase: number;
    beforeAll(async () => {
      badPassword = await listen('28P01', 'password authentication failed for user "shop"');
      noDatabase = await listen('3D000', 'database "gone" does not exist');
    });
    afterAll(async () => {
      for (const server of servers) await new Promise((r) => server.close(r));
    });

    it('says the password was refused, without printing it', async () => {
      const stderr = await migrateFails(`postgres://shop:s3cret@127.0.0.1:${badPassword}/shop`);
      expect(stderr).toBe(
        `Cannot reach the database at postgres://shop:***@127.0.0.1:${badPassword}/shop: the password was refused`,
      );
    }, 60_000);

    it('says the database does not exist', async () => {
      const stderr = await migrateFails(`postgres://shop@127.0.0.1:${noDatabase}/gone`);
      expect(stderr).toBe(
        `Cannot reach the database at postgres://shop@127.0.0.1:${noDatabase}/gone: no such database`,
      );
    }, 60_000);
  });

  // The PostgreSQL run (DATABASE_URL set, as CI's third run) asks the real server too, for a
  // database it does not have; the stand-in above answers the same on every run.
  const real = process.env.DATABASE_URL;
  if (real) {
    it('says the database does not exist on the PostgreSQL server of DATABASE_URL', async () => {
      const url = new URL(real);
      url.pathname = '/vitrine_no_such_database';
      const stderr = await migrateFails(url.href);
      expect(stderr).toBe(
        `Cannot reach the database at ${url.href.replace(/:[^:@/]+@/, ':***@')}: no such database`,
      );
    }, 60_000);
  }
});
