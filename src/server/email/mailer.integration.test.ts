import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mailQueue } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { verificationEmail } from './auth-emails';
import { MAIL_RETRY, retryDelayMinutes } from './mail-queue';
import { createMailer, listOutbox, OUTBOX_LIMITS } from './mailer';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

describe('mailer', () => {
  let database: TestDatabase;
  let smtp: SMTPServer;
  let port = 0;
  const received: Received[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.dispose();
  });

  it('delivers through SMTP when configured', async () => {
    const mailer = createMailer({
      transport: 'smtp',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'support@preventive-health.local',
      db: database.db,
    });
    await mailer.send(
      verificationEmail('ann@example.com', 'Ann', 'http://localhost:3000/verify?token=abc'),
    );
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('support@preventive-health.local');
    expect(received[0]?.to).toEqual(['ann@example.com']);
    expect(received[0]?.raw).toContain('Subject: Confirm your email');
    expect(await listOutbox(database.db)).toHaveLength(0);
  });

  it('keeps mail in the outbox, newest first, when no SMTP is set', async () => {
    const mailer = createMailer({
      transport: 'outbox',
      smtpUrl: null,
      from: 'x@y.z',
      db: database.db,
    });
    await mailer.send({ to: 'a@example.com', subject: 'First', html: '<p>1</p>', text: '1' });
    await mailer.send({ to: 'b@example.com', subject: 'Second', html: '<p>2</p>', text: '2' });
    const rows = await listOutbox(database.db);
    expect(rows.map((row) => row.subject)).toEqual(['Second', 'First']);
  });

  it("refuses to send when email is off, with the spec's message", async () => {
    const mailer = createMailer({
      transport: 'off',
      smtpUrl: null,
      from: 'x@y.z',
      db: database.db,
    });
    await expect(mailer.send({ to: 'a@b.c', subject: 's', html: 'h', text: 't' })).rejects.toThrow(
      'Email service not configured',
    );
  });
});

describe('the local outbox', () => {
  it('keeps a week of mail and at most the newest 200 messages', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const mailer = createMailer({
        transport: 'outbox',
        smtpUrl: null,
        from: 'x@y.z',
        db: database.db,
      });
      await mailer.send({ to: 'old@example.com', subject: 'Old', html: 'h', text: 't' });
      await database.db.execute(
        sql`update mail_outbox set created_at = now() - interval '8 days' where subject = 'Old'`,
      );
      for (let i = 0; i < OUTBOX_LIMITS.messages + 5; i++) {
        await mailer.send({ to: 'a@example.com', subject: `Message ${i}`, html: 'h', text: 't' });
      }
      const rows = await database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
      expect(rows).toHaveLength(OUTBOX_LIMITS.messages);
      const subjects = new Set(rows.map((row) => row.subject));
      expect(subjects.has('Old')).toBe(false);
      expect(subjects.has('Message 0')).toBe(false);
      expect(subjects.has(`Message ${OUTBOX_LIMITS.messages + 4}`)).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});

describe('the SMTP queue', () => {
  it('keeps a message the server refused, and sends it on a later run; gives up after the last try', async () => {
    const database = await createTestDatabase('pglite');
    let refuseNext = 1;
    const arrived: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          if (refuseNext > 0) {
            refuseNext -= 1;
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          arrived.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const logged: unknown[][] = [];
    try {
      const mailer = createMailer({
        transport: 'smtp',
        smtpUrl: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
        from: 'support@preventive-health.local',
        db: database.db,
        log: (...args) => logged.push(args),
      });
      const first = await mailer.send({
        to: 'q@example.com',
        subject: 'Queued',
        html: '<p>q</p>',
        text: 'q',
      });
      expect(first.queued).toBe(true);
      expect(arrived).toHaveLength(0);
      expect(logged.flat().join(' ')).toMatch(/attempt 1; will retry/);
      // Not due yet: a run sends nothing.
      expect(await mailer.runQueue?.()).toEqual({ sent: 0, failed: 0, retried: 0 });
      await database.db.execute(
        sql`update mail_queue set next_attempt_at = now() - interval '1 second'`,
      );
      expect(await mailer.runQueue?.()).toEqual({ sent: 1, failed: 0, retried: 0 });
      expect(arrived).toHaveLength(1);
      expect(arrived[0]).toContain('Subject: Queued');
      // A second run finds nothing to send again.
      await database.db.execute(
        sql`update mail_queue set next_attempt_at = now() - interval '1 second'`,
      );
      expect(await mailer.runQueue?.()).toEqual({ sent: 0, failed: 0, retried: 0 });

      // A message the server always refuses ends as failed, with its reason logged.
      refuseNext = MAIL_RETRY.maxAttempts;
      await mailer.send({ to: 'never@example.com', subject: 'Never', html: 'n', text: 'n' });
      for (let i = 1; i < MAIL_RETRY.maxAttempts; i++) {
        await database.db.execute(
          sql`update mail_queue set next_attempt_at = now() - interval '1 second' where status = 'pending'`,
        );
        await mailer.runQueue?.();
      }
      const [row] = await database.db
        .select()
        .from(mailQueue)
        .where(sql`${mailQueue.to} = 'never@example.com'`);
      expect(row).toMatchObject({ status: 'failed', attempts: MAIL_RETRY.maxAttempts });
      expect(row?.lastError).toMatch(/Try again later/);
      expect(logged.flat().join(' ')).toMatch(/given up after 8 attempts/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.dispose();
    }
  });

  it('backs off 1, 2, 4 ... minutes, at most 2 hours', () => {
    expect([1, 2, 3, 4, 7, 8, 9].map(retryDelayMinutes)).toEqual([1, 2, 4, 8, 64, 120, 120]);
  });
});
