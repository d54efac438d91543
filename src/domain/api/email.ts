import { z } from 'zod';

/** Spec §3 'Email request': the four kinds of email the product sends. */
export const EMAIL_TYPES = ['welcome', 'health-tip', 'meal-plan', 'weekly-summary'] as const;
export const EmailTypeSchema = z.enum(EMAIL_TYPES);
export type EmailType = z.infer<typeof EmailTypeSchema>;

/** What each email is, for the test page's list of templates. */
export const EMAIL_TYPE_INFO: Readonly<Record<EmailType, { label: string; description: string }>> =
  {
    welcome: {
      label: 'Welcome',
      description: 'Sent once an address is confirmed: what the app does and where to start.',
    },
    'health-tip': {
      label: 'Health tip',
      description: 'A tip for the conditions a person has, for people who asked for tips.',
    },
    'meal-plan': {
      label: 'Meal plan ready',
      description: "A plan's days with their meals and calories, and a link back to it.",
    },
    'weekly-summary': {
      label: 'Weekly summary',
      description: "The week's figures: plans made, days planned and average daily calories.",
    },
  };

/** One day of a plan as the meal-plan email lists it. */
export const EmailPlanDaySchema = z.object({
  day: z.number().int().min(1).max(14),
  calories: z.number().min(0).max(20_000),
  meals: z
    .array(
      z.object({
        slot: z.string().trim().min(1).max(20),
        name: z.string().trim().min(1).max(200),
        calories: z.number().min(0).max(10_000),
      }),
    )
    .max(12),
});
export type EmailPlanDay = z.infer<typeof EmailPlanDaySchema>;

/** The weekly summary's figures. */
export const WeeklySummaryDataSchema = z.object({
  /** 'Week of 16 November 2026'. */
  periodLabel: z.string().trim().min(1).max(100),
  plansCreated: z.number().int().min(0).max(1000),
  daysPlanned: z.number().int().min(0).max(1000),
  averageDailyCalories: z.number().min(0).max(20_000).optional(),
  /** Short lines: 'Sodium stayed under 1,500 mg on every planned day'. */
  highlights: z.array(z.string().trim().min(1).max(300)).max(5).optional(),
});
export type WeeklySummaryData = z.infer<typeof WeeklySummaryDataSchema>;

/** The longest email address SMTP carries (RFC 5321). */
export const MAX_EMAIL_ADDRESS_CHARS = 254;

/**
 * `POST /api/functions/send-email` (spec §3 and §7): which email, to whom, and its data. `data`
 * holds what the type needs: tipContent (health-tip), mealPlanUrl and mealPlanDays (meal-plan),
 * summaryData (weekly-summary); anything missing is filled with an example.
 */
export const SendEmailRequestSchema = z.object({
  emailType: EmailTypeSchema,
  userEmail: z
    .string()
    .trim()
    .max(MAX_EMAIL_ADDRESS_CHARS, 'Email address is too long')
    .pipe(z.email('Enter a valid email address')),
  userName: z.string().trim().max(100, 'Name is at most 100 characters').optional(),
  data: z
    .object({
      tipContent: z.string().trim().max(2000, 'The tip is at most 2,000 characters').optional(),
      mealPlanUrl: z.url('mealPlanUrl must be a web address').max(2000).optional(),
      mealPlanDays: z.array(EmailPlanDaySchema).max(14).optional(),
      summaryData: WeeklySummaryDataSchema.optional(),
    })
    .optional(),
});
export type SendEmailRequest = z.infer<typeof SendEmailRequestSchema>;

/**
 * The reply of send-email, in the shape of every server function (spec §7): `success`, `data`,
 * `error` (a code and a message naming the problem; `fieldErrors` for bad input).
 */
export const SendEmailResultSchema = z.object({
  success: z.boolean(),
  data: z
    .object({
      emailType: EmailTypeSchema,
      messageId: z.string().optional(),
      /** The mail server did not take it yet: it is queued and will be tried again. */
      queued: z.boolean().optional(),
    })
    .nullable(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
      /** Over a sending limit: seconds until the next send is allowed (also the Retry-After header). */
      retryAfterSeconds: z.number().int().min(0).optional(),
    })
    .nullable(),
});
export type SendEmailResult = z.infer<typeof SendEmailResultSchema>;

/** Which weekly emails a person wants (`/api/me/email-settings`); both off until turned on. */
export const EmailSettingsSchema = z
  .object({ healthTips: z.boolean(), weeklySummary: z.boolean() })
  .strict();
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;
