import { z } from 'zod';

/**
 * What `GET /api/config` tells the web app: which services are on. The web app derives the
 * spec's "backend not configured" states from it (spec §8).
 */
export const AppConfigSchema = z.object({
  auth: z.object({ enabled: z.boolean() }),
  email: z.object({
    enabled: z.boolean(),
    /** `outbox`: mail is kept in the database and shown on /dev/mailbox; `smtp`: real delivery. */
    transport: z.enum(['outbox', 'smtp']).nullable(),
    /** Whether the local mailbox (/dev/mailbox) answers this browser: loopback only, never in production. */
    mailbox: z.boolean().default(false),
  }),
  ai: z.object({
    /** `builtin`: the deterministic engine reads every message; `llm`: an OpenAI-compatible model also reads questionnaire answers and Meal Plan Assistant messages the engine cannot (the engine still applies and checks every edit). */
    mode: z.enum(['builtin', 'llm']),
    model: z.string().nullable(),
  }),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** The one error shape of every API error reply (docs/decisions/003-error-shape.md). */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
