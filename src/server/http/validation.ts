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

/** The JSON body, or a 400 naming the problem when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The request body must be JSON.', {
      '(body)': ['not valid JSON'],
    });
  }
}
