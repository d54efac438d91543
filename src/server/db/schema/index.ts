/**
 * Every table, in one place: what `db/client.ts` hands Drizzle, what `drizzle-kit generate`
 * reads (drizzle.config.ts) and what repositories import. One file per group of tables.
 */
export { account, rateLimit, session, user, verification } from './auth';
export {
  userAllergies,
  userDietaryRestrictions,
  userFoodPreferences,
  userHealthConditions,
  userMedications,
} from './lists';
export { bodyMeasurements, foodLogEntries } from './log';
export { mailOutbox, mailQueue, userEmailSettings, weeklyEmailRuns } from './mail';
export { userAiAnalyses, userAiInsights, userChatHistory, userMealPlans } from './plans-and-chats';
export { userHealthData, userProfiles } from './profile';
