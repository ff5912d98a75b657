import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import type { Config } from './config.ts';
import { intlTag, isRtl, resolveLocale } from './locales.ts';
import './jobs.ts';
import { sentMails } from './schema.ts';

/** A mail the shop sends: plain text, and HTML beside it when given, and headers of its own. */
export const mailMessageSchema = z.object({
  to: z.union([z.email(), z.array(z.email()).min(1).max(50)]),
  subject: z.string().trim().min(1).max(250),
  text: z.string(),
  html: z.string().optional(),
  /** Where an answer goes when it is not the sender (a contact message: the shopper). */
  replyTo: z.email().optional(),
  /** List-Unsubscribe and List-Unsubscribe-Post, for a newsletter's mails. */
  headers: z
    .record(z.string().regex(/^List-Unsubscribe(-Post)?$/), z.string().max(1000))
    .optional(),
});

/** A mail the shop sends. */
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** Text written into a mail's HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A mail's HTML document in its language: `lang` as Intl names it and the direction the language
 * is written in (right to left for Hebrew), so that mail programs lay it out and read it aloud
 * right.
 */
export function mailDocument(locale: string, body: string): string {
  const language = resolveLocale(locale);
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${intlTag(language)}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1f1b16;max-width:560px;margin:auto">
${body}
</body></html>`;
}

/** A short mail of a few paragraphs, in text and HTML alike, in the language it is written in. */
export function paragraphMail(
  to: string,
  subject: string,
  paragraphs: string[],
  locale: string,
): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: mailDocument(locale, paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')),
  };
}

declare module './jobs.ts' {
  interface JobPayloads {
    /**
     * Sends a mail, durably: enqueue it with `sendInTransaction` in the transaction that makes
     * it due (an order's confirmation), so it is sent if and only if that commits.
     */
    'mail.send': MailMessage;
  }
}

/** The shop's mail. */
export interface Mail {
  /** Where mail goes: the SMTP server of SMTP_URL, or the outbox folder. */
  transport: 'smtp' | 'outbox';
  /** Sends a mail now; resolves once the server accepted it, or it is in the outbox. */
  send(message: MailMessage, options?: { messageId?: string }): Promise<{ messageId: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's mail: `send` now, or enqueue a `mail.send` job. */
    mail: Mail;
  }
}

/** The folder mail goes to when no SMTP server is configured. */
export const outboxDir = (config: Config) => path.join(config.dataDir, 'outbox');

/** The address the shop's mail comes from when MAIL_FROM is not set. */
const NO_REPLY = 'no-reply@localhost';

/**
 * The shop's own mailbox, where mail for the merchant goes (a contact message): the address of
 * MAIL_FROM; none when it is not set (no-reply@localhost takes no mail).
 */
export const shopMailbox = (config: Config): string | undefined =>
  config.MAIL_FROM ? (/<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM) : undefined;

/** The sender: MAIL_FROM, or the shop's name at no-reply@localhost. */
function sender(config: Config): {
  from: string | { name: string; address: string };
  domain: string;
} {
  if (!config.MAIL_FROM) {
    return { from: { name: config.SHOP_NAME, address: NO_REPLY }, domain: 'localhost' };
  }
  return { from: config.MAIL_FROM, domain: shopMailbox(config)!.split('@')[1]! };
}

/** A file name for a Message-ID: the same mail always makes the same file. */
const emlName = (messageId: string) =>
  `${messageId.replace(/^<|>$/g, '').replace(/[^\w@.-]/g, '_')}.eml`;

/**
 * Creates the shop's mailer: SMTP through SMTP_URL, or, by default (a fresh machine), each mail
 * written as a .eml file into DATA_DIR/outbox, which any mail program opens.
 */
export function createMailer(config: Config): Mail & { close(): void } {
  const { from } = sender(config);
  if (config.SMTP_URL) {
    const smtp = createTransport({
      url: config.SMTP_URL,
      // Well below the mail job's expiry (120 s): a hung server fails the attempt, which is
      // retried, instead of the job running twice at once.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      transport: 'smtp',
      async send(message, options = {}) {
        const info = await smtp.sendMail({ from, ...mailMessageSchema.parse(message), ...options });
        return { messageId: info.messageId };
      },
      close: () => smtp.close(),
    };
  }
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = outboxDir(config);
  return {
    transport: 'outbox',
    async send(message, options = {}) {
      const info = await stream.sendMail({ from, ...mailMessageSchema.parse(message), ...options });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, emlName(info.messageId));
      // Whole or not at all: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { messageId: info.messageId };
    },
    close: () => stream.close(),
  };
}

/**
 * Decorates `app.mail` and defines the `mail.send` job. A job's mail carries a Message-ID made
 * from the job's id, and is recorded in `sent_mails` once the server accepted it: a retried
 * job whose mail was recorded does not send it again. The one gap is a process dying between
 * the server's acceptance and that record (milliseconds): the retry then sends the mail again,
 * with the same Message-ID, which mail programs show once, and the outbox writes to the same file.
 * Delivery is at least once, and twice only in that gap.
 */
export const mailPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.config);
    const { domain } = sender(app.config);
    app.decorate('mail', { transport: mailer.transport, send: mailer.send } satisfies Mail);
    app.addHook('onClose', async () => mailer.close());
    app.log.info(
      mailer.transport === 'smtp'
        ? 'mail: sent through SMTP_URL'
        : `mail: written to ${outboxDir(app.config)} (set SMTP_URL to send it)`,
    );

    const { db } = app.database;
    app.jobs.define(
      'mail.send',
      async (message, run) => {
        const [sent] = await db.select().from(sentMails).where(eq(sentMails.jobId, run.id));
        if (sent) {
          app.log.info({ job: run.id, messageId: sent.messageId }, 'mail already sent');
          return;
        }
        const { messageId } = await mailer.send(message, { messageId: `<${run.id}@${domain}>` });
        await db.insert(sentMails).values({ jobId: run.id, messageId }).onConflictDoNothing();
      },
      {
        retryLimit: 5,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 120,
        payload: mailMessageSchema,
      },
    );
  },
  { name: 'vitrine-mail', dependencies: ['vitrine-jobs'] },
);
