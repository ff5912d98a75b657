import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { MAX_CONTACTS_PER_WINDOW } from './service.ts';

/** The merchant's mailbox: the shop's MAIL_FROM. */
const MERCHANT = 'orders@vitrine.example';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: `Vitrine Shop <${MERCHANT}>` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The mails the merchant received whose text holds `marker`. */
const mailsWith = (marker: string) =>
  smtp.received.filter(
    (m) => JSON.stringify(m.to).includes(MERCHANT) && (m.text ?? '').includes(marker),
  );

// Each test writes from its own address, so the flood limit of one does not stop another.
let next = 1;
const address = () => `198.51.100.${next++}`;

const send = (payload: unknown, remoteAddress: string, lang = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/contact_service',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-lang': lang },
    payload: JSON.stringify(payload),
  });

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44(20)7946-0000',
  order_number: 'VT-1042',
  message: 'Can I still change the size of my order?',
};

describe('the contact form (contact_service)', () => {
  it('keeps a message and answers its number (200), with what the shopper wrote', async () => {
    const res = await send(message, address(), 'de-DE');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = res.json() as { data: { id: number; created_at: string } };
    expect(data.id).toBeGreaterThan(0);
    const [kept] = await t.app.contact.latest(1);
    expect(kept).toMatchObject({
      id: data.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      orderNumber: 'VT-1042',
      message: 'Can I still change the size of my order?',
      locale: 'de-DE',
    });
    // Phone and order number may be left out.
    const short = await send({ name: 'Bo', email: 'bo@example.com', message: 'Hi' }, address());
    expect(short.statusCode).toBe(200);
  });

  it('mails the message to the merchant once, the shopper to answer to', async () => {
    const marker = `Does the linen shirt run small? (${Date.now().toString(36)})`;
    const res = await send(
      { ...message, email: 'grace@example.com', name: 'Grace Hopper', message: marker },
      address(),
      'de-DE',
    );
    expect(res.statusCode).toBe(200);
    await expect.poll(() => mailsWith(marker).length, { timeout: 20_000 }).toBe(1);
    const [mail] = mailsWith(marker);
    expect(mail!.to).toMatchObject({ value: [{ address: MERCHANT }] });
    expect(mail!.from?.value).toEqual([{ name: 'Vitrine Shop', address: MERCHANT }]);
    // Answering answers the shopper.
    expect(mail!.replyTo?.value).toEqual([{ address: 'grace@example.com', name: '' }]);
    expect(mail!.subject).toBe('Contact us: Grace Hopper – Vitrine');
    // Who wrote, how to reach them, the order, then the message as written (the shop's language).
    expect(mail!.text).toContain('E-mail: grace@example.com');
    expect(mail!.text).toContain('Phone: +44(20)7946-0000');
    expect(mail!.text).toContain('Order number: VT-1042');
    expect(mail!.html).toContain(marker);
    // Once: the message's one job (keyed by its number) is done, so no instance of the shop,
    // this one or a second, sends it again.
    const { data } = res.json() as { data: { id: number } };
    const jobs = () =>
      queryRows<{ state: string }>(
        t.database.db,
        sql`select state::text as state from pgboss.job
            where name = 'mail.send' and singleton_key = ${`contact-${data.id}`}`,
      );
    await expect
      .poll(async () => (await jobs()).map((j) => j.state), { timeout: 20_000 })
      .toEqual(['completed']);
    expect(mailsWith(marker)).toHaveLength(1);
  }, 40_000);

  it('keeps a message on a shop without a mailbox (no MAIL_FROM), mailing no one', async () => {
    const bare = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const marker = `No mailbox here (${Date.now().toString(36)})`;
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/store/contact_service',
        remoteAddress: address(),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...message, message: marker }),
      });
      expect(res.statusCode).toBe(200);
      expect((await bare.app.contact.latest(1))[0]?.message).toBe(marker);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received.filter((m) => (m.text ?? '').includes(marker))).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });

  it('refuses a wrong e-mail with 422, the field named and its message translated', async () => {
    const before = (await t.app.contact.latest(500)).length;
    const res = await send({ ...message, email: 'not-an-address' }, address(), 'de-DE');
    expect(res.statusCode).toBe(422);
    const body = res.json() as { code: string; message: string; errors: Record<string, string> };
    expect(body.errors.email).toBe('Geben Sie eine gültige E-Mail-Adresse ein.');
    expect(body.message).toBe('Geben Sie eine gültige E-Mail-Adresse ein.');
    const hebrew = await send({ ...message, email: '' }, address(), 'he-IL');
    expect(hebrew.json().errors.email).toBe('יש להזין כתובת דוא״ל תקינה.');
    expect((await t.app.contact.latest(500)).length).toBe(before);
  });

  it('names every other wrong field: name, phone, an empty or too long message', async () => {
    const fields = async (payload: unknown) => {
      const res = await send(payload, address());
      expect(res.statusCode).toBe(422);
      return Object.keys((res.json() as { errors: Record<string, string> }).errors);
    };
    expect(await fields({ ...message, name: '  ' })).toEqual(['name']);
    expect(await fields({ ...message, phone: '+49 30 1234' })).toEqual(['phone']);
    expect(await fields({ ...message, message: '' })).toEqual(['message']);
    expect(await fields({ ...message, message: 'x'.repeat(2001) })).toEqual(['message']);
    expect(await fields({ email: 'a@b.co' })).toEqual(expect.arrayContaining(['name', 'message']));
  });

  it(`stops a flood: more than ${MAX_CONTACTS_PER_WINDOW} messages from one address → 429`, async () => {
    const who = address();
    for (let i = 0; i < MAX_CONTACTS_PER_WINDOW; i++) {
      expect((await send(message, who)).statusCode).toBe(200);
    }
    // Counted in the database: another instance of the shop refuses it too.
    const other = await t.anotherInstance();
    const flooded = await other.app.inject({
      method: 'POST',
      url: '/api/store/contact_service',
      remoteAddress: who,
      headers: { 'content-type': 'application/json', 'x-lang': 'en-US' },
      payload: JSON.stringify(message),
    });
    await other.close();
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual({
      code: 'contact_flood',
      message: 'You have sent several messages in a short time. Please try again in 10 minutes.',
    });
    // In the shopper's language.
    const german = await send({ ...message, message: 'Noch einmal' }, who, 'de-DE');
    expect(german.statusCode).toBe(429);
    expect(german.json().message).toBe(
      'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in 10 Minuten erneut.',
    );
    expect((await send(message, address())).statusCode).toBe(200);
  });

  it('holds the limit for messages sent at once: no two count the same ones before them', async () => {
    const who = address();
    const marker = `at-once-${Date.now().toString(36)}`;
    const answers = await Promise.all(
      Array.from({ length: MAX_CONTACTS_PER_WINDOW * 2 }, (_, i) =>
        send({ ...message, message: `${marker} #${i}` }, who),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([
      ...Array<number>(MAX_CONTACTS_PER_WINDOW).fill(200),
      ...Array<number>(MAX_CONTACTS_PER_WINDOW).fill(429),
    ]);
    const kept = (await t.app.contact.latest(50)).filter((m) => m.message.startsWith(marker));
    expect(kept).toHaveLength(MAX_CONTACTS_PER_WINDOW);
  });

  it('mails the merchant what it kept and nothing it refused', async () => {
    const who = address();
    const marker = `flood-${Date.now().toString(36)}`;
    const answers: number[] = [];
    for (let i = 0; i < MAX_CONTACTS_PER_WINDOW + 3; i++) {
      answers.push((await send({ ...message, message: `${marker} #${i}` }, who)).statusCode);
    }
    expect(answers).toEqual([
      ...Array<number>(MAX_CONTACTS_PER_WINDOW).fill(200),
      ...Array<number>(3).fill(429),
    ]);
    await expect
      .poll(() => mailsWith(marker).length, { timeout: 20_000 })
      .toBe(MAX_CONTACTS_PER_WINDOW);
    // A mail is queued only with a kept message, and only five were kept: no more will come.
    const kept = (await t.app.contact.latest(50)).filter((m) => m.message.startsWith(marker));
    expect(kept).toHaveLength(MAX_CONTACTS_PER_WINDOW);
    expect(
      mailsWith(marker)
        .map((m) => m.text!.split('\n').at(-1))
        .sort(),
    ).toEqual(Array.from({ length: MAX_CONTACTS_PER_WINDOW }, (_, i) => `${marker} #${i}`));
  }, 40_000);
});
