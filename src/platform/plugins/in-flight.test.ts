import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { closeGracefully, inFlightPlugin } from './in-flight.ts';

/** A promise with its resolver, for a test to say when something may go on. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * An app whose one route tells `reached` when a request gets to it, and answers once `work`
 * resolves (by default at once), listening on a free port.
 */
async function appWithRoute(work: () => Promise<void> = async () => {}) {
  const app = Fastify();
  await app.register(inFlightPlugin);
  const reached = signal();
  let answered = 0;
  const route = async () => {
    reached.resolve();
    await work();
    answered++;
    return { ok: true };
  };
  app.get('/slow', route);
  app.post('/slow', route);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, port, reached: reached.promise, answered: () => answered };
}

/** Sends a request (`head` and all) and hangs up once `hangUpWhen` resolves, unread. */
function requestAndHangUp(port: number, head: string, hangUpWhen: () => Promise<unknown>) {
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      void hangUpWhen().then(() => {
        socket.destroy();
        resolve();
      });
    });
  });
}

/** Resolves once a new connection to the port is refused: the app stopped listening. */
function refused(port: number) {
  return vi.waitFor(
    () =>
      new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          reject(new Error('still listening'));
        });
        socket.once('error', () => resolve());
      }),
    { timeout: 10_000, interval: 20 },
  );
}

describe('requests in flight and graceful shutdown', () => {
  it('waits for the answers under way, then closes', async () => {
    const held = signal();
    const { app, port, reached, answered } = await appWithRoute(() => held.promise);
    const pending = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.status);
    await reached;
    expect(app.inFlight.size).toBe(1);
    const closing = closeGracefully(app);
    // The shop no longer takes connections, and the answer under way is not yet given.
    await refused(port);
    expect(answered()).toBe(0);
    held.resolve();
    await closing;
    expect(answered()).toBe(1);
    expect(await pending).toBe(200);
    expect(app.inFlight.size).toBe(0);
  });

  it('is not held open by a client that went away before its answer', async () => {
    const held = signal();
    const { app, port, reached, answered } = await appWithRoute(() => held.promise);
    // The client hangs up once its request has reached the handler, before the answer.
    await requestAndHangUp(port, 'GET /slow HTTP/1.1\r\nhost: localhost\r\n\r\n', () => reached);
    held.resolve();
    // The handler still finishes its work; the request then leaves the set.
    await vi.waitFor(() => expect(answered()).toBe(1));
    await vi.waitFor(() => expect(app.inFlight.size).toBe(0));
    await closeGracefully(app);
  });

  it('is not held open after a load ends with answers still under way', async () => {
    const { app, port } = await appWithRoute();
    await autocannon({
      url: `http://127.0.0.1:${port}/slow`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"items":[]}',
      connections: 20,
      duration: 1,
    });
    await vi.waitFor(() => expect(app.inFlight.size).toBe(0));
    await closeGracefully(app);
  });

  it('is not held open by a client that went away in the middle of its request body', async () => {
    const { app, port, answered } = await appWithRoute();
    const head =
      'POST /slow HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n' +
      'content-length: 100\r\n\r\n{"items":';
    // Each client hangs up once the three requests are in flight, their bodies unfinished.
    const allArrived = vi.waitFor(() => expect(app.inFlight.size).toBe(3));
    await Promise.all([1, 2, 3].map(() => requestAndHangUp(port, head, () => allArrived)));
    await vi.waitFor(() => expect(app.inFlight.size).toBe(0));
    expect(answered()).toBe(0);
    await closeGracefully(app);
  });
});
