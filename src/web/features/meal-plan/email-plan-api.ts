import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

/** What `POST /api/me/meal-plans/:id/email` answers: the address, and whether it waits in a queue. */
const EmailPlanReplySchema = z.object({ to: z.string(), queued: z.boolean() });
export type EmailPlanReply = z.infer<typeof EmailPlanReplySchema>;

export const emailMealPlanPath = (planId: string) =>
  `/api/me/meal-plans/${encodeURIComponent(planId)}/email`;

/**
 * Emails the signed-in person's saved plan `planId` to their own address. Failures throw an
 * `ApiRequestError` in the server's terms: 404 not theirs, 503 EMAIL_NOT_CONFIGURED, 429 with
 * `retryAfterSeconds`.
 */
export function emailMealPlan(planId: string): Promise<EmailPlanReply> {
  return apiRequest(emailMealPlanPath(planId), { method: 'POST', schema: EmailPlanReplySchema });
}
