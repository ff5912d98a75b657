import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The mails the `mail.send` job has handed to the mail server or the outbox, by job: a retried
 * job finds its mail here and does not send it twice (platform/mail.ts).
 */
export const sentMails = pgTable('sent_mails', {
  jobId: uuid('job_id').primaryKey(),
  messageId: text('message_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
