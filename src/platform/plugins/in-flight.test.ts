import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeGracefully, inFlightPlugin } from './in-flight.ts';

/** An app whose one route answers after `ms`, listening on a free port. */
async function slowApp(ms: number) {
  const app = Fastify();
  await app.register(inFlightPlugin);
  let answered = 0;
  const slow = async () => {
    await new Promise((r) => setTimeout(r, ms));
    answered++;
    return { ok: true };
  };
  app.get('/slow', slow);
  app.post('/slow', slow);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, answered: () => answered };
}

/** Sends a request (`head` and all) and hangs up after `after` ms, without reading the answer. */
function requestAndHangUp(port: number, after: number, head: string) {
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, after);
    });
  });
}

describe('requests in flight and graceful shutdown', () => {
  it('waits for the answers under way, then closes', async () => {
    const { app, port, answered } = await slowApp(150);
    const pending = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.status);
    await new Promise((r) => setTimeout(r, 30));
    expect(app.inFlight.size).toBe(1);
    await closeGracefully(app);
    expect(answered()).toBe(1);
    expect(await pending).toBe(200);
    expect(app.inFlight.size).toBe(0);
  });

  it('is not held open by a client that went away before its answer', async () => {
    const { app, port, answered } = await slowApp(100);
    await requestAndHangUp(port, 20, 'GET /slow HTTP/1.1\r\nhost: localhost\r\n\r\n');
    // The handler still finishes its work; the request then leaves the set.
    await new Promise((r) => setTimeout(r, 200));
    expect(answered()).toBe(1);
    expect(app.inFlight.size).toBe(0);
    const started = Date.now();
    await closeGracefully(app);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is not held open after a load ends with answers still under way', async () => {
    const { app, port } = await slowApp(5);
    await autocannon({
      url: `http://127.0.0.1:${port}/slow`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"items":[]}',
      connections: 20,
      duration: 1,
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(app.inFlight.size).toBe(0);
    const started = Date.now();
    await closeGracefully(app);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is not held open by a client that went away in the middle of its request body', async () => {
    const { app, port } = await slowApp(10);
    const head =
      'POST /slow HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n' +
      'content-length: 100\r\n\r\n{"items":';
    await Promise.all([1, 2, 3].map(() => requestAndHangUp(port, 20, head)));
    await new Promise((r) => setTimeout(r, 100));
    expect(app.inFlight.size).toBe(0);
    const started = Date.now();
    await closeGracefully(app);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
