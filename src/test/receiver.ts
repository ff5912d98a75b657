import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a tracker's receiver took. */
export interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A tracker's conversion API on this machine: records each request it takes and answers as the
 * test says (`answer`, 200 by default). `until(n)` resolves once n requests have come.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let answer = (_body: unknown): number => 200;
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const body: unknown = JSON.parse(text);
      const status = answer(body);
      // Only what the tracker took is received: a refused or failed request is not.
      if (status >= 200 && status < 300)
        received.push({ url: req.url!, headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { events_received: 1 } : { error: 'refused' }));
      for (const w of waiting.filter((w) => received.length >= w.count)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Sets how the receiver answers a request's body. */
    answerWith(rule: (body: unknown) => number) {
      answer = rule;
    },
    /** Resolves when the receiver has taken `count` requests in all. */
    until(count: number) {
      return new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiting.push({ count, resolve });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
