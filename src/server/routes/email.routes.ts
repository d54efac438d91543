import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { EmailTypeSchema, SendEmailRequestSchema, type SendEmailResult } from '#domain';
import { type AttemptRule, accountKey, countAttempt } from '../auth/attempt-limits';
import type { AppDeps } from '../deps';
import { emailLinks, renderEmail, sampleEmailRequest } from '../email/templates';
import type { ClientAddressResolver } from '../http/client-address';
import { AppError } from '../http/errors';
import { fieldErrorsOf, readJson, validationMessage } from '../http/validation';

/**
 * The test page's sends are open to anyone (spec §2), so each counts against the client's address
 * and the address mailed, in the database that every instance shares.
 */
export const SEND_EMAIL_LIMITS = {
  perClient: { windowSeconds: 60 * 60, max: 10 },
  perRecipient: { windowSeconds: 60 * 60, max: 3 },
} as const satisfies Record<string, AttemptRule>;

/**
 * `POST /api/functions/send-email` (spec §7): renders one of the four emails and hands it to the
 * mailer, in the functions' `{ success, data, error }` shape. `GET /api/email-previews/:type`:
 * the email rendered with sample data, as HTML, for the test page's previews.
 */
export function emailRoutes(deps: AppDeps, clientAddress: ClientAddressResolver) {
  const log = deps.log ?? console.error;
  const links = emailLinks(deps.publicUrl ?? 'http://localhost:3000');

  const failure = (
    c: Context,
    status: ContentfulStatusCode,
    error: NonNullable<SendEmailResult['error']>,
  ) => c.json({ success: false, data: null, error } satisfies SendEmailResult, status);

  return new Hono()
    .post('/functions/send-email', async (c) => {
      const parsed = SendEmailRequestSchema.safeParse(await readJson(c));
      if (!parsed.success) {
        return failure(c, 400, {
          code: 'VALIDATION_FAILED',
          message: validationMessage(parsed.error),
          fieldErrors: fieldErrorsOf(parsed.error),
        });
      }
      if (deps.mailer.transport === 'off') {
        return failure(c, 503, {
          code: 'EMAIL_NOT_CONFIGURED',
          message: 'Email service not configured',
        });
      }
      const request = parsed.data;
      const db = deps.database.db;
      const [client, recipient] = await Promise.all([
        countAttempt(
          db,
          `send-email:client:${clientAddress(c) ?? 'unknown'}`,
          SEND_EMAIL_LIMITS.perClient,
        ),
        countAttempt(
          db,
          `send-email:to:${accountKey(request.userEmail)}`,
          SEND_EMAIL_LIMITS.perRecipient,
        ),
      ]);
      const refused = !client.allowed ? client : !recipient.allowed ? recipient : null;
      if (refused) {
        const minutes = Math.ceil(refused.retryAfterSeconds / 60);
        c.header('Retry-After', String(refused.retryAfterSeconds));
        return failure(c, 429, {
          code: 'RATE_LIMITED',
          message: !client.allowed
            ? `Too many test emails from here: ${SEND_EMAIL_LIMITS.perClient.max} an hour at most. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
            : `Too many emails to this address: ${SEND_EMAIL_LIMITS.perRecipient.max} an hour at most. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          retryAfterSeconds: refused.retryAfterSeconds,
        });
      }
      const email = await renderEmail(request, links);
      try {
        const sent = await deps.mailer.send({ to: request.userEmail, ...email });
        return c.json({
          success: true,
          data: {
            emailType: request.emailType,
            ...(sent.messageId ? { messageId: sent.messageId } : {}),
            ...(sent.queued ? { queued: true } : {}),
          },
          error: null,
        } satisfies SendEmailResult);
      } catch (cause) {
        log('send-email: the mail server did not take the message', request.emailType, cause);
        return failure(c, 502, {
          code: 'SEND_FAILED',
          message: 'The mail server did not accept the message. Please try again later.',
        });
      }
    })
    .get('/email-previews/:type', async (c) => {
      const type = EmailTypeSchema.safeParse(c.req.param('type'));
      if (!type.success) {
        throw new AppError(
          'NOT_FOUND',
          `No email template called "${c.req.param('type').slice(0, 40)}".`,
        );
      }
      const email = await renderEmail(sampleEmailRequest(type.data, 'test@example.com'), links);
      // Shown in a sandboxed frame of the test page: no scripts, nothing loaded from elsewhere.
      c.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
      );
      c.header('X-Frame-Options', 'SAMEORIGIN');
      c.header('Cache-Control', 'no-cache');
      return c.html(email.html);
    });
}
