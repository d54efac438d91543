import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/** zod issues as `{ 'userProfile.profile.age': ['Too small: ...'] }`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  // A Map, then an object: a field named '__proto__' stays a field, not the object's prototype.
  const fields = new Map<string, string[]>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '(body)';
    fields.set(path, [...(fields.get(path) ?? []), issue.message]);
  }
  return Object.fromEntries(fields);
}

/** One readable sentence naming the first bad field and what was wrong. */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The JSON body, or a 400 naming the problem when it is not JSON. The request must say it is
 * JSON (`Content-Type: application/json`): a web page elsewhere cannot send that from its
 * visitors' browsers without a CORS preflight, which this server never grants, so a cross-site
 * form or `text/plain` POST cannot run a function (send an email, for one) in their name.
 */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type.slice(0, 200))) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The request body must be JSON, sent as application/json.',
      {
        '(body)': ['Content-Type must be application/json'],
      },
    );
  }
  try {
    return await c.req.json();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The request body must be JSON.', {
      '(body)': ['not valid JSON'],
    });
  }
}
