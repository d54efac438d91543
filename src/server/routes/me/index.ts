import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { requireUser, type SignedInEnv } from '../../http/require-user';
import { accountRoutes } from './account.routes';
import { allergiesRoutes } from './allergies.routes';
import { analysesRoutes } from './analyses.routes';
import { chatHistoryRoutes } from './chat-history.routes';
import { conditionsRoutes } from './conditions.routes';
import { dietaryRestrictionsRoutes } from './dietary-restrictions.routes';
import { emailRoutes } from './email.routes';
import { foodLogRoutes, measurementsRoutes } from './food-log.routes';
import { foodPreferencesRoutes } from './food-preferences.routes';
import { healthDataRoutes } from './health-data.routes';
import { insightsRoutes } from './insights.routes';
import { mealPlansRoutes } from './meal-plans.routes';
import { medicationsRoutes } from './medications.routes';
import { profileRoutes } from './profile.routes';

/**
 * `/api/me/...` (decision 008): the signed-in person's stored data. Every route needs a session,
 * and every query is scoped to its user, so no route can reach another person's rows.
 */
export function meRoutes(deps: AppDeps) {
  return new Hono<SignedInEnv>()
    .use('*', requireUser(deps))
    .route('/profile', profileRoutes(deps))
    .route('/conditions', conditionsRoutes(deps))
    .route('/medications', medicationsRoutes(deps))
    .route('/allergies', allergiesRoutes(deps))
    .route('/dietary-restrictions', dietaryRestrictionsRoutes(deps))
    .route('/food-preferences', foodPreferencesRoutes(deps))
    .route('/meal-plans', mealPlansRoutes(deps))
    .route('/analyses', analysesRoutes(deps))
    .route('/chat-history', chatHistoryRoutes(deps))
    .route('/health-data', healthDataRoutes(deps))
    .route('/insights', insightsRoutes(deps))
    .route('/food-log', foodLogRoutes(deps))
    .route('/measurements', measurementsRoutes(deps))
    .route('/', emailRoutes(deps))
    .route('/', accountRoutes(deps));
}
