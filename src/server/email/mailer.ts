import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  transport: 'outbox' | 'smtp' | 'off';
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail goes out by SMTP when `SMTP_URL` is set; otherwise into the `mail_outbox` table, which
 * /dev/mailbox shows. `off` refuses to send (the spec's "email service not configured").
 */
export function createMailer(options: {
  transport: 'outbox' | 'smtp' | 'off';
  smtpUrl: string | null;
  from: string;
  db: Database;
}): Mailer {
  if (options.transport === 'smtp') {
    if (!options.smtpUrl) throw new Error('SMTP transport needs an SMTP URL');
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: options.from, ...message });
      },
    };
  }
  if (options.transport === 'outbox') {
    return {
      transport: 'outbox',
      async send(message) {
        await options.db.insert(mailOutbox).values(message);
      },
    };
  }
  return {
    transport: 'off',
    async send() {
      throw new Error('Email service not configured');
    },
  };
}

export async function listOutbox(db: Database, limit = 50) {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
    .limit(limit);
}
