import { Hono } from 'hono';
import { type EmailPlanDay, EmailSettingsSchema, type StoredMealPlan } from '#domain';
import { countAttempt } from '../../auth/attempt-limits';
import { findEmailSettings } from '../../db/repositories/account';
import { findMealPlan } from '../../db/repositories/meal-plans';
import { userEmailSettings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { emailLinks, renderEmail } from '../../email/templates';
import { AppError, errorBody } from '../../http/errors';
import { parseBody, parseId } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

/** 'Email me this plan' at most this often per person. */
export const EMAIL_PLAN_LIMIT = { windowSeconds: 60 * 60, max: 3 } as const;

const SLOT_LABELS = ['Breakfast', 'Lunch', 'Dinner'] as const;

/** A stored plan's days as the meal-plan email lists them. */
function planDays(plan: StoredMealPlan): EmailPlanDay[] {
  return plan.planData.days.slice(0, 14).map((day) => {
    const { breakfast, lunch, dinner, snacks } = day.meals;
    const meals = [breakfast, lunch, dinner, ...snacks].map((meal, i) => ({
      slot: SLOT_LABELS[i] ?? 'Snack',
      name: meal.name.slice(0, 200),
      calories: Math.max(0, meal.calories),
    }));
    return {
      day: day.day,
      calories: Math.max(0, day.totals?.calories ?? meals.reduce((sum, m) => sum + m.calories, 0)),
      meals: meals.slice(0, 12),
    };
  });
}

/**
 * `/api/me/email-settings` (which weekly emails a person wants; both off until turned on) and
 * `POST /api/me/meal-plans/:id/email` ('Email me this plan': one of their own plans, to their
 * own address, at most 3 times an hour).
 */
export function emailRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const appUrl = deps.publicUrl ?? 'http://localhost:3000';
  return new Hono<SignedInEnv>()
    .get('/email-settings', async (c) => c.json(await findEmailSettings(db, c.get('user').id)))
    .put('/email-settings', async (c) => {
      const settings = await parseBody(c, EmailSettingsSchema);
      const userId = c.get('user').id;
      await db
        .insert(userEmailSettings)
        .values({ userId, ...settings })
        .onConflictDoUpdate({ target: userEmailSettings.userId, set: settings });
      return c.json(settings);
    })
    .post('/meal-plans/:id/email', async (c) => {
      const { id: userId, email } = c.get('user');
      const plan = await findMealPlan(db, userId, parseId(c));
      if (!plan) throw noSuchRow('meal plan');
      if (deps.mailer.transport === 'off') {
        return c.json(errorBody('EMAIL_NOT_CONFIGURED', 'Email service not configured'), 503);
      }
      const decision = await countAttempt(db, `email-plan:${userId}`, EMAIL_PLAN_LIMIT);
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        throw new AppError(
          'RATE_LIMITED',
          `This plan was emailed ${EMAIL_PLAN_LIMIT.max} times in the last hour. Please try again later.`,
        );
      }
      const rendered = await renderEmail(
        {
          emailType: 'meal-plan',
          userEmail: email,
          data: { mealPlanUrl: `${appUrl}/meal-plan`, mealPlanDays: planDays(plan) },
        },
        emailLinks(appUrl),
      );
      const sent = await deps.mailer.send({ to: email, ...rendered });
      return c.json({ to: email, queued: sent.queued === true });
    });
}
