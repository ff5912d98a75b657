import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { maskKeptCardNumbers } from '../analytics/mask.ts';
import { CONFIRM_HOURS, confirmationMail, welcomeMail, type NewsletterSender } from './mails.ts';
import { newsletterSubscribers } from './schema.ts';

/** Newsletter mails (a confirmation, a welcome) one address may be sent in a day. */
export const NEWSLETTER_MAILS_PER_DAY = 3;

/** A link's token: 256 random bits; the database keeps its SHA-256. */
const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Work another module does in the transaction that confirms a subscriber (their points). */
export type ConfirmedHook = (tx: Db, email: string) => Promise<void>;

/** What subscribing asks: the address, the form's code, the words it showed, the language. */
export interface Subscription {
  email: string;
  code?: string | undefined;
  consentText?: string | undefined;
  locale: string;
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/**
 * The newsletter: subscribing (at once, or pending until the mailed link confirms it when the
 * theme's subscribe_form.need_verify is on), confirming, unsubscribing, with the proof of
 * consent kept, and at most NEWSLETTER_MAILS_PER_DAY mails to an address a day.
 */
export function createNewsletterService(
  db: Db,
  { jobs, sender }: { jobs: Pick<Jobs, 'sendInTransaction'>; sender: NewsletterSender },
) {
  let needVerify = true;
  const confirmedHooks: ConfirmedHook[] = [];
  const byEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

  /** Counts one more mail to a subscriber today; refuses (429) past the day's limit. */
  async function countMail(tx: Db, id: number): Promise<void> {
    const [counted] = await tx
      .update(newsletterSubscribers)
      .set({
        mailsSent: sql`case when ${newsletterSubscribers.mailsOn} = current_date then ${newsletterSubscribers.mailsSent} + 1 else 1 end`,
        mailsOn: sql`current_date`,
      })
      .where(
        and(
          eq(newsletterSubscribers.id, id),
          sql`(${newsletterSubscribers.mailsOn} is distinct from current_date or ${newsletterSubscribers.mailsSent} < ${NEWSLETTER_MAILS_PER_DAY})`,
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    if (!counted) throw new AppError(429, 'email_flood');
  }

  /** Subscribes a confirmed address: its welcome with a new way out, and the hooks. */
  async function welcome(tx: Db, row: { id: number; email: string; locale: string }) {
    const unsubscribe = newToken();
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribeTokenHash: sha256(unsubscribe) })
      .where(eq(newsletterSubscribers.id, row.id));
    await jobs.sendInTransaction(
      tx,
      'mail.send',
      welcomeMail(row.email, unsubscribe, row.locale, sender),
    );
    for (const hook of confirmedHooks) await hook(tx, row.email);
  }

  return {
    /** Whether subscribing waits for the mailed confirmation (the theme's setting). */
    setNeedVerify(value: boolean) {
      needVerify = value;
    },
    get needVerify() {
      return needVerify;
    },

    /** Registers work to do in the transaction that confirms a subscriber. */
    onConfirmed(hook: ConfirmedHook) {
      confirmedHooks.push(hook);
    },

    /**
     * Subscribes an address: with need_verify, pending and mailed a confirmation link; else
     * subscribed and welcomed. An address already subscribed is answered alike and sent
     * nothing; the words the form showed and the time are kept as the proof of consent.
     */
    async subscribe({ email, code = '', consentText = '', locale }: Subscription) {
      const verify = needVerify;
      await db.transaction(async (tx) => {
        await tx
          .insert(newsletterSubscribers)
          .values({
            email,
            status: 'unsubscribed',
            locale,
            unsubscribeTokenHash: sha256(newToken()),
          })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(newsletterSubscribers)
          .where(byEmail(email))
          .for('update');
        if (!row || row.status === 'subscribed') return;
        await countMail(tx, row.id);
        const confirm = newToken();
        const now = new Date();
        await tx
          .update(newsletterSubscribers)
          .set({
            status: verify ? 'pending' : 'subscribed',
            locale,
            // A card number typed into the form's texts is kept masked, as analytics keeps it.
            code: maskKeptCardNumbers(code),
            consentText: maskKeptCardNumbers(consentText),
            requestedAt: now,
            confirmedAt: verify ? null : now,
            unsubscribedAt: null,
            confirmTokenHash: verify ? sha256(confirm) : null,
            confirmExpiresAt: verify ? new Date(now.getTime() + CONFIRM_HOURS * 3_600_000) : null,
          })
          .where(eq(newsletterSubscribers.id, row.id));
        if (verify) {
          await jobs.sendInTransaction(
            tx,
            'mail.send',
            confirmationMail(row.email, confirm, locale, sender),
          );
        } else await welcome(tx, { ...row, locale });
      });
      return { needVerify: verify };
    },

    /** Confirms a pending subscription with its link's token: once, before it expires. */
    async confirm(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsletterSubscribers)
          .set({ status: 'subscribed', confirmedAt: new Date(), confirmTokenHash: null })
          .where(
            and(
              eq(newsletterSubscribers.confirmTokenHash, sha256(token)),
              eq(newsletterSubscribers.status, 'pending'),
              gt(newsletterSubscribers.confirmExpiresAt, new Date()),
            ),
          )
          .returning();
        if (!row) throw new AppError(422, 'newsletter_link_invalid', {}, 'token');
        await welcome(tx, row);
      });
    },

    /** Unsubscribes the address of an unsubscribe link; again, it stays unsubscribed. */
    async unsubscribe(token: string): Promise<void> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({
          status: 'unsubscribed',
          unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
          confirmTokenHash: null,
        })
        .where(eq(newsletterSubscribers.unsubscribeTokenHash, sha256(token)))
        .returning({ id: newsletterSubscribers.id });
      if (!row) throw new AppError(422, 'newsletter_link_invalid', {}, 'token');
    },

    /** An address's subscription and its proof, for the merchant. */
    async subscriber(email: string) {
      const [row] = await db.select().from(newsletterSubscribers).where(byEmail(email));
      return row ?? null;
    },
  };
}
