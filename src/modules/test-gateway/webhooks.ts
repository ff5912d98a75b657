import type { GatewayEvent } from './contract.ts';
import { SIGNATURE_HEADER, signPayload } from './signature.ts';

/**
 * How the test gateway sends its webhooks. Tests change these on a running gateway to exercise
 * late (delayMs), duplicated (deliveries 2) and missing (deliveries 0) confirmations.
 */
export interface WebhookSettings {
  /** A path of this shop (delivered in-process) or an http(s) URL. */
  url: string;
  secret: string;
  /** How long each copy waits: copy n is sent n × delayMs after the event. */
  delayMs: number;
  /** How many copies of each event are sent: 0 none, 1 one, 2 a duplicate ... */
  deliveries: number;
}

/** Sends a body to a URL and answers the HTTP status (0 when nothing answered). */
export type WebhookPost = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

/** A delivery that is not answered 2xx is tried again, up to this many attempts in all. */
export const WEBHOOK_ATTEMPTS = 3;

/** One delivery as it went: for tests and the log. */
export interface DeliveryRecord {
  eventId: string;
  attempt: number;
  status: number;
}

/**
 * The gateway's timers: webhook deliveries (signed, delayed, repeated on purpose, retried when
 * the shop does not answer 2xx) and anything else it does later (settling pending payments).
 * Everything it schedules is cleared when the app closes.
 */
export function createScheduler(settings: WebhookSettings, post: WebhookPost) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();
  const deliveries: DeliveryRecord[] = [];
  let closed = false;

  /** Runs a task after a while, unless the app closes first. */
  function later(ms: number, task: () => Promise<void>) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closed) return;
      const run: Promise<void> = task()
        .catch(() => undefined)
        .finally(() => running.delete(run));
      running.add(run);
    }, ms);
    timers.add(timer);
  }

  async function deliver(event: GatewayEvent, attempt: number): Promise<void> {
    const body = JSON.stringify(event);
    let status = 0;
    try {
      status = await post(settings.url, body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(settings.secret, body),
      });
    } catch {
      status = 0;
    }
    deliveries.push({ eventId: event.id, attempt, status });
    if ((status < 200 || status > 299) && attempt < WEBHOOK_ATTEMPTS) {
      later(Math.max(settings.delayMs, 200) * attempt, () => deliver(event, attempt + 1));
    }
  }

  return {
    settings,
    later,
    /** The deliveries made so far, in order. */
    deliveries,

    /** Sends an event's copies, each after its delay. */
    send(event: GatewayEvent) {
      for (let copy = 1; copy <= settings.deliveries; copy++) {
        later(settings.delayMs * copy, () => deliver(event, 1));
      }
    },

    /** Resolves once nothing is scheduled or running (tests wait on it). */
    async idle() {
      while (timers.size > 0 || running.size > 0) {
        await Promise.race([...running, new Promise((r) => setTimeout(r, 5))]);
      }
    },

    /** Drops everything scheduled and waits for what is running. */
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

/** The gateway's timers and webhook deliveries. */
export type Scheduler = ReturnType<typeof createScheduler>;
