import { z } from 'zod';
import { ApiErrorSchema } from '../../../domain';
import { ApiRequestError } from '../../lib/api-client';

/** What `POST /api/me/meal-plans/:id/email` answers: the address, and whether it waits in a queue. */
const EmailPlanReplySchema = z.object({ to: z.string(), queued: z.boolean() });
export type EmailPlanReply = z.infer<typeof EmailPlanReplySchema>;

export const emailMealPlanPath = (planId: string) =>
  `/api/me/meal-plans/${encodeURIComponent(planId)}/email`;

/** A refused 'Email me this plan' (429), with the seconds the server's `Retry-After` asked for. */
export class EmailPlanRateLimitError extends ApiRequestError {
  readonly retryAfterSeconds: number | null;

  constructor(
    options: ConstructorParameters<typeof ApiRequestError>[0],
    retryAfter: number | null,
  ) {
    super(options);
    this.retryAfterSeconds = retryAfter;
  }
}

/** `Retry-After` as seconds from now: a number of seconds or an HTTP date; null when unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Emails the signed-in person's saved plan `planId` to their own address. Failures throw an
 * `ApiRequestError` in the server's terms (404 not theirs, 503 EMAIL_NOT_CONFIGURED), a 429 an
 * `EmailPlanRateLimitError`.
 *
 * It calls `fetch` itself rather than `apiRequest` only because a 429's `Retry-After` header is
 * needed and `apiRequest` does not pass headers on; it follows the same rules otherwise.
 */
export async function emailMealPlan(planId: string): Promise<EmailPlanReply> {
  let response: Response;
  try {
    response = await fetch(emailMealPlanPath(planId), {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiRequestError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
      cause,
    });
  }

  const text = await response.text();
  let payload: unknown;
  try {
    payload = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    payload = undefined;
  }

  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(payload);
    const details = parsed.success
      ? { status: response.status, ...parsed.data.error, body: payload }
      : {
          status: response.status,
          code: 'HTTP_ERROR',
          body: payload,
          message: `The server could not complete the request (status ${response.status}). Please try again.`,
        };
    if (response.status === 429) {
      throw new EmailPlanRateLimitError(
        details,
        retryAfterSeconds(response.headers.get('Retry-After')),
      );
    }
    throw new ApiRequestError(details);
  }

  const reply = EmailPlanReplySchema.safeParse(payload);
  if (!reply.success) {
    throw new ApiRequestError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      body: payload,
      message:
        'The server sent a reply this page does not understand. Please reload and try again.',
      cause: reply.error,
    });
  }
  return reply.data;
}
