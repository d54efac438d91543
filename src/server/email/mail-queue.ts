import { and, eq, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { type Database, queryRows } from '../db/client';
import { mailQueue } from '../db/schema';
import type { MailMessage } from './mail-message';

/**
 * Mail to the SMTP server goes through `mail_queue`: written first, then sent. A send that fails
 * is tried again after 1, 2, 4, ... minutes (at most 2 hours apart) by whichever instance claims
 * it, until it goes or `MAIL_RETRY.maxAttempts` have failed; then it is marked failed and logged
 * with the reason. A claim pushes `next_attempt_at` on by a lease in the same statement that
 * picks the rows (`FOR UPDATE SKIP LOCKED`), so two instances never send one message twice.
 */
export const MAIL_RETRY = {
  maxAttempts: 8,
  firstDelayMinutes: 1,
  maxDelayMinutes: 120,
  /** How long a claimed message is left to the instance sending it. */
  leaseMinutes: 5,
  /** Messages one run of the queue sends at most. */
  batch: 20,
  /** Sent messages are kept this long, then deleted. */
  keepSentDays: 7,
} as const;

/** Minutes before the next try after `attempts` failed ones: 1, 2, 4, ... capped at 2 hours. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(MAIL_RETRY.maxDelayMinutes, MAIL_RETRY.firstDelayMinutes * 2 ** (attempts - 1));
}

type QueuedRow = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
};

export interface MailQueue {
  /** Queues the message and tries it at once; resolves with whether it went. */
  send(message: MailMessage): Promise<{ messageId?: string; queued: boolean }>;
  /** Sends the messages that are due (a timer calls this; tests call it directly). */
  runDue(): Promise<{ sent: number; failed: number; retried: number }>;
}

export function createMailQueue(options: {
  db: Database;
  transporter: Pick<Transporter, 'sendMail'>;
  from: string;
  log?: (...args: unknown[]) => void;
}): MailQueue {
  const { db, transporter, from } = options;
  const log = options.log ?? console.error;

  /** Tries one claimed message; records the outcome. */
  async function attempt(
    row: QueuedRow,
  ): Promise<{ messageId?: string; outcome: 'sent' | 'retry' | 'failed' }> {
    try {
      const info = await transporter.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
      });
      await db
        .update(mailQueue)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(mailQueue.id, row.id));
      return { messageId: info.messageId, outcome: 'sent' };
    } catch (cause) {
      const attempts = row.attempts + 1;
      const reason = (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
      if (attempts >= MAIL_RETRY.maxAttempts) {
        await db
          .update(mailQueue)
          .set({ status: 'failed', attempts, lastError: reason })
          .where(eq(mailQueue.id, row.id));
        log(`Mail to ${row.to} ("${row.subject}") given up after ${attempts} attempts: ${reason}`);
        return { outcome: 'failed' };
      }
      await db.execute(sql`
        update mail_queue set attempts = ${attempts}, last_error = ${reason},
          next_attempt_at = now() + make_interval(mins => ${retryDelayMinutes(attempts)})
        where id = ${row.id}`);
      log(
        `Mail to ${row.to} ("${row.subject}") failed, attempt ${attempts}; will retry: ${reason}`,
      );
      return { outcome: 'retry' };
    }
  }

  return {
    async send(message) {
      // Written as already claimed (the lease), so the timer leaves it to this attempt.
      const [row] = await queryRows<QueuedRow>(
        db,
        sql`insert into mail_queue ("to", subject, html, text, next_attempt_at)
            values (${message.to}, ${message.subject}, ${message.html}, ${message.text},
                    now() + make_interval(mins => ${MAIL_RETRY.leaseMinutes}))
            returning id, "to", subject, html, text, attempts`,
      );
      if (!row) throw new Error('The mail queue did not take the message');
      const result = await attempt(row);
      return {
        queued: result.outcome !== 'sent',
        ...(result.messageId ? { messageId: result.messageId } : {}),
      };
    },

    async runDue() {
      const claimed = await queryRows<QueuedRow>(
        db,
        sql`update mail_queue set next_attempt_at = now() + make_interval(mins => ${MAIL_RETRY.leaseMinutes})
            where id in (
              select id from mail_queue
              where status = 'pending' and next_attempt_at <= now()
              order by next_attempt_at
              limit ${MAIL_RETRY.batch}
              for update skip locked
            )
            returning id, "to", subject, html, text, attempts`,
      );
      const counts = { sent: 0, failed: 0, retried: 0 };
      for (const row of claimed) {
        const { outcome } = await attempt(row);
        if (outcome === 'sent') counts.sent++;
        else if (outcome === 'failed') counts.failed++;
        else counts.retried++;
      }
      await db
        .delete(mailQueue)
        .where(
          and(
            eq(mailQueue.status, 'sent'),
            lte(mailQueue.sentAt, sql`now() - make_interval(days => ${MAIL_RETRY.keepSentDays})`),
          ),
        );
      return counts;
    },
  };
}
