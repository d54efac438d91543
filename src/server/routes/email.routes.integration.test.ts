import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TYPES, type SendEmailRequest, SendEmailResultSchema } from '#domain';
import { sampleEmailRequest } from '../email/templates';
import { databaseKinds } from '../test/databases';
import { createTestApp, fromAddress, type TestContext } from '../test/test-app';
import { SEND_EMAIL_LIMITS } from './email.routes';

/** A real SMTP listener on 127.0.0.1: what arrives is parsed as a mail client would. */
function smtpListener() {
  const received: { to: string[]; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  return {
    received,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const send = (ctx: TestContext, body: unknown, from = '198.51.100.7') =>
  ctx.app.request(
    '/api/functions/send-email',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    fromAddress(from),
  );

describe.each(databaseKinds())('send-email on %s', (kind) => {
  const smtp = smtpListener();
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { mailTransport: 'smtp', smtpUrl: await smtp.start() });
  });
  afterAll(async () => {
    await smtp.stop();
    await ctx.database.dispose();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it.each(EMAIL_TYPES)(
    'sends the %s email through SMTP with its data in HTML and text',
    async (type) => {
      const request: SendEmailRequest = {
        ...sampleEmailRequest(type, `${type}@example.com`),
        userName: 'Maya',
      };
      const response = await send(ctx, request, `203.0.113.${EMAIL_TYPES.indexOf(type) + 1}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ success: true, data: { emailType: type }, error: null });
      expect(smtp.received).toHaveLength(1);
      const { to, mail } = smtp.received[0]!;
      expect(to).toEqual([`${type}@example.com`]);
      expect(mail.subject).toBeTruthy();
      const html = String(mail.html);
      const text = mail.text ?? '';
      for (const part of [html, text]) {
        expect(part).toContain('Maya');
        expect(part).toContain('not medical advice');
        expect(part).toContain('/account');
      }
      // The type's own data reaches both parts.
      const facts =
        type === 'health-tip'
          ? [request.data!.tipContent!.slice(0, 40)]
          : type === 'meal-plan'
            ? request.data!.mealPlanDays!.flatMap((day) => day.meals.map((meal) => meal.name))
            : type === 'weekly-summary'
              ? [request.data!.summaryData!.periodLabel]
              : ['/assessment'];
      for (const fact of facts) {
        expect(html).toContain(fact.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
        expect(text).toContain(fact);
      }
      expect(text).not.toMatch(/<[a-z]/i);
    },
  );

  it('names the field of bad input, and sends nothing', async () => {
    const response = await send(ctx, { emailType: 'newsletter', userEmail: 'not-an-address' });
    expect(response.status).toBe(400);
    const body = SendEmailResultSchema.parse(await response.json());
    expect(body.success).toBe(false);
    expect(Object.keys(body.error?.fieldErrors ?? {}).sort()).toEqual(['emailType', 'userEmail']);
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses a body not sent as JSON (a cross-site form or text/plain POST), sending nothing', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const response = await ctx.app.request(
        '/api/functions/send-email',
        {
          method: 'POST',
          headers: type ? { 'Content-Type': type } : {},
          body: JSON.stringify({ emailType: 'welcome', userEmail: 'csrf@example.com' }),
        },
        fromAddress('198.51.100.99'),
      );
      expect(response.status).toBe(400);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('limits sends per recipient and per client, with Retry-After', async () => {
    const to = { emailType: 'welcome', userEmail: 'limit@example.com', userName: 'L' };
    for (let i = 0; i < SEND_EMAIL_LIMITS.perRecipient.max; i++) {
      expect((await send(ctx, to, '192.0.2.10')).status).toBe(200);
    }
    const refused = await send(ctx, to, '192.0.2.11');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(SendEmailResultSchema.parse(await refused.json()).error?.message).toMatch(
      /Too many emails to this address/,
    );

    const client = '192.0.2.20';
    for (let i = 0; i < SEND_EMAIL_LIMITS.perClient.max; i++) {
      const ok = await send(ctx, { ...to, userEmail: `c${i}@example.com` }, client);
      expect(ok.status).toBe(200);
    }
    const over = await send(ctx, { ...to, userEmail: 'another@example.com' }, client);
    expect(over.status).toBe(429);
    expect(SendEmailResultSchema.parse(await over.json()).error).toMatchObject({
      code: 'RATE_LIMITED',
    });
    // Only the allowed sends went out.
    expect(smtp.received).toHaveLength(
      SEND_EMAIL_LIMITS.perRecipient.max + SEND_EMAIL_LIMITS.perClient.max,
    );
  });

  it('serves each template as a preview page, and 404 for an unknown one', async () => {
    for (const type of EMAIL_TYPES) {
      const response = await ctx.app.request(`/api/email-previews/${type}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(response.headers.get('Content-Security-Policy')).toMatch(/sandbox/);
      expect(await response.text()).toContain('not medical advice');
    }
    expect((await ctx.app.request('/api/email-previews/newsletter')).status).toBe(404);
  });
});

describe('send-email without a mail service', () => {
  it("answers the spec's 'Email service not configured'", async () => {
    const ctx = await createTestApp('pglite', { mailTransport: 'off', authEnabled: false });
    try {
      const response = await send(ctx, { emailType: 'welcome', userEmail: 'a@example.com' });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        success: false,
        error: { code: 'EMAIL_NOT_CONFIGURED', message: 'Email service not configured' },
      });
    } finally {
      await ctx.database.dispose();
    }
  });

  it('puts the email in the local outbox when no SMTP server is set', async () => {
    const ctx = await createTestApp('pglite', { mailTransport: 'outbox', authEnabled: false });
    try {
      const response = await send(
        ctx,
        {
          emailType: 'health-tip',
          userEmail: 'tip@example.com',
          data: { tipContent: 'Eat beans.' },
        },
        '127.0.0.1',
      );
      expect(response.status).toBe(200);
      const outbox = (await (
        await ctx.app.request('/api/dev/outbox', {}, fromAddress('127.0.0.1'))
      ).json()) as { to: string; subject: string; text: string }[];
      expect(outbox[0]).toMatchObject({ to: 'tip@example.com', subject: 'Your health tip' });
      expect(outbox[0].text).toContain('Eat beans.');
    } finally {
      await ctx.database.dispose();
    }
  });
});
