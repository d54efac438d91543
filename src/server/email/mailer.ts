import { desc, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { Executor } from '../db/repositories/rows';
import { mailOutbox, mailQueue } from '../db/schema';
import type { MailMessage } from './mail-message';
import { createMailQueue } from './mail-queue';

/** Re-exported for the message builders that import it from here. */

export interface Mailer {
  transport: 'outbox' | 'smtp' | 'off';
  /**
   * Resolves once the outbox has the message, or the SMTP server took it (`messageId` names it
   * there) or it is queued to be tried again (`queued`: the server did not take it yet).
   */
  send(message: MailMessage): Promise<{ messageId?: string; queued?: boolean }>;
  /**
   * Writes the message with `executor` (a transaction's, so it is kept only if the transaction
   * commits): into the outbox, or into the SMTP queue, whose timer sends it.
   */
  enqueue(executor: Executor, message: MailMessage): Promise<void>;
  /** SMTP only: sends queued messages that are due (the server runs it on a timer). */
  runQueue?: () => Promise<{ sent: number; failed: number; retried: number }>;
}

/**
 * Mail goes out by SMTP when `SMTP_URL` is set, through the durable `mail_queue` (retried with
 * back-off, see mail-queue.ts); otherwise into the `mail_outbox` table, which /dev/mailbox shows.
 * `off` refuses to send (the spec's "email service not configured").
 */
export function createMailer(options: {
  transport: 'outbox' | 'smtp' | 'off';
  smtpUrl: string | null;
  from: string;
  db: Database;
  log?: (...args: unknown[]) => void;
}): Mailer {
  if (options.transport === 'smtp') {
    if (!options.smtpUrl) throw new Error('SMTP transport needs an SMTP URL');
    const queue = createMailQueue({
      db: options.db,
      transporter: nodemailer.createTransport(options.smtpUrl),
      from: options.from,
      ...(options.log ? { log: options.log } : {}),
    });
    return {
      transport: 'smtp',
      send: queue.send,
      runQueue: queue.runDue,
      async enqueue(executor, message) {
        await executor.insert(mailQueue).values(message);
      },
    };
  }
  if (options.transport === 'outbox') {
    return {
      transport: 'outbox',
      async send(message) {
        const [row] = await options.db
          .insert(mailOutbox)
          .values(message)
          .returning({ id: mailOutbox.id });
        await pruneOutbox(options.db);
        return row ? { messageId: row.id } : {};
      },
      async enqueue(executor, message) {
        await executor.insert(mailOutbox).values(message);
      },
    };
  }
  return {
    transport: 'off',
    async send() {
      throw new Error('Email service not configured');
    },
    async enqueue() {
      throw new Error('Email service not configured');
    },
  };
}

/** The local outbox keeps a week of mail, and at most this many messages. */
export const OUTBOX_LIMITS = { days: 7, messages: 200 } as const;

/** Drops outbox mail older than a week or beyond the newest 200: it is for a developer's eyes. */
export async function pruneOutbox(db: Database): Promise<void> {
  await db.execute(sql`
    delete from mail_outbox
    where created_at < now() - make_interval(days => ${OUTBOX_LIMITS.days})
       or seq < (
         select min(seq) from (
           select seq from mail_outbox order by seq desc limit ${OUTBOX_LIMITS.messages}
         ) newest
       )`);
}

export async function listOutbox(db: Database, limit = 50) {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
    .limit(limit);
}
