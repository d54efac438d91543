import {
  type EmailType,
  type SendEmailRequest,
  type SendEmailResult,
  SendEmailResultSchema,
} from '#domain';
import { apiRequest } from '../../lib/api-client';
import { ApiRequestError } from '../../lib/api-error';

const SEND_EMAIL_PATH = '/api/functions/send-email';

/** `GET /api/email-previews/:type`: the email rendered with sample data, as an HTML page. */
export function emailPreviewUrl(type: EmailType): string {
  return `/api/email-previews/${encodeURIComponent(type)}`;
}

/**
 * `POST /api/functions/send-email` (spec §7): resolves with the server's reply when the email was
 * handed to the mail transport; anything else throws an `ApiRequestError` whose `body` is the reply.
 */
export async function sendEmail(request: SendEmailRequest): Promise<SendEmailResult> {
  const reply = await apiRequest(SEND_EMAIL_PATH, {
    method: 'POST',
    body: request,
    schema: SendEmailResultSchema,
  });
  if (!reply.success) {
    throw new ApiRequestError({
      status: 200,
      code: reply.error?.code ?? 'SEND_FAILED',
      message: reply.error?.message ?? 'The email was not sent. Please try again.',
      fieldErrors: reply.error?.fieldErrors,
      body: reply,
    });
  }
  return reply;
}

export interface SendFailure {
  code: string;
  message: string;
  /** Set when the server refused for now (429): seconds until a send is allowed again. */
  retryAfterSeconds: number | null;
  fieldErrors: Record<string, string[]>;
  /** The server's JSON reply as it came; `undefined` when there was none. */
  reply: unknown;
}

/** What went wrong with a send, in the terms the result panel shows. */
export function describeSendFailure(error: Error): SendFailure {
  if (!(error instanceof ApiRequestError)) {
    return {
      code: 'UNKNOWN',
      message: error.message,
      retryAfterSeconds: null,
      fieldErrors: {},
      reply: undefined,
    };
  }
  const reply = SendEmailResultSchema.safeParse(error.body);
  return {
    code: error.code,
    message: error.message,
    retryAfterSeconds: (reply.success ? reply.data.error?.retryAfterSeconds : undefined) ?? null,
    fieldErrors: error.fieldErrors ?? {},
    reply: error.body,
  };
}
