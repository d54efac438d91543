import { Hono } from 'hono';
import {
  computeTargetsForProfile,
  FoodSearchQuerySchema,
  LogDaysRequestSchema,
  LogSummaryRequestSchema,
  searchFoods,
  summarizeDay,
  toHealthProfile,
  type UserProfile,
} from '#domain';
import { AppError } from '../http/errors';
import { requireKnownFoods } from '../http/known-foods';
import { parseBody, parseQuery } from '../http/parse';

/**
 * The food log's public parts (issue 16), for anyone, signed in or not: searching the food table
 * and the recipes, and a day's entries against the person's targets. Both are computed from the
 * food table alone and store nothing; their work is bounded by the request's limits.
 */
export function logRoutes() {
  return new Hono()
    .get('/foods/search', (c) => {
      const { q } = parseQuery(c, FoodSearchQuerySchema);
      return c.json({ items: searchFoods(q) });
    })
    .post('/log/summary', async (c) => {
      const request = await parseBody(c, LogSummaryRequestSchema);
      request.entries.forEach((entry, index) => {
        requireKnownFoods(entry.ingredients, `entries.${index}.ingredients`);
      });
      const { profile, targets } = targetsOf(request.userProfile);
      return c.json({ summary: summarizeDay(profile, targets, request.entries) });
    })
    .post('/log/days', async (c) => {
      const request = await parseBody(c, LogDaysRequestSchema);
      request.days.forEach((day, d) => {
        day.entries.forEach((entry, index) => {
          requireKnownFoods(entry.ingredients, `days.${d}.entries.${index}.ingredients`);
        });
      });
      const { profile, targets } = targetsOf(request.userProfile);
      const days = request.days.map((day) => ({
        date: day.date,
        summary: summarizeDay(profile, targets, day.entries),
      }));
      return c.json({ days });
    });
}

/** The person's profile and targets, or a 400 naming what the targets still need. */
function targetsOf(userProfile: UserProfile) {
  const profile = toHealthProfile(userProfile);
  const targets = computeTargetsForProfile(profile);
  if (!targets.ok) {
    const missing = targets.error.kind === 'unsupported-age' ? ['age'] : targets.error.fields;
    throw new AppError(
      'VALIDATION_FAILED',
      `userProfile: the day can be set against targets once the profile has ${missing.join(', ')}.`,
      { userProfile: [`needs ${missing.join(', ')} to compute targets`] },
    );
  }
  return { profile, targets: targets.value };
}
