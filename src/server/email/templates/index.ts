import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import type { EmailType, SendEmailRequest } from '#domain';
import { HealthTipEmail } from './health-tip';
import { MealPlanEmail } from './meal-plan';
import { WeeklySummaryEmail } from './weekly-summary';
import { WelcomeEmail } from './welcome';

/** One email, ready for the mailer: its subject, the HTML part and the plain-text part. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailLinks {
  /** The app's public address, 'https://example.org' (a trailing slash is dropped). */
  appUrl: string;
  unsubscribeUrl: string;
}

/**
 * The links every email carries, from the app's public address: 'unsubscribe' goes to the
 * account page, where the email settings are.
 */
export function emailLinks(publicUrl: string): EmailLinks {
  return { appUrl: publicUrl, unsubscribeUrl: `${publicUrl.replace(/\/$/, '')}/account` };
}

type EmailData = NonNullable<SendEmailRequest['data']>;

const SAMPLE_DATA: Required<Omit<EmailData, 'mealPlanUrl'>> = {
  tipContent:
    'Most of the sodium we eat comes from packaged and restaurant food, not the salt shaker. ' +
    'Compare labels on bread, soups and sauces and pick the one with less sodium per serving: ' +
    'for the same portion they often differ by several hundred milligrams.',
  mealPlanDays: [
    {
      day: 1,
      calories: 1620,
      meals: [
        { slot: 'Breakfast', name: 'Overnight oats with berries and walnuts', calories: 420 },
        { slot: 'Lunch', name: 'Lentil and vegetable soup with wholegrain bread', calories: 560 },
        { slot: 'Dinner', name: 'Baked salmon with quinoa and broccoli', calories: 640 },
      ],
    },
    {
      day: 2,
      calories: 1650,
      meals: [
        { slot: 'Breakfast', name: 'Greek yogurt with apple and almonds', calories: 380 },
        { slot: 'Lunch', name: 'Chickpea and spinach salad wrap', calories: 590 },
        { slot: 'Dinner', name: 'Chicken stir-fry with brown rice', calories: 680 },
      ],
    },
    {
      day: 3,
      calories: 1670,
      meals: [
        { slot: 'Breakfast', name: 'Scrambled eggs on wholegrain toast', calories: 410 },
        { slot: 'Lunch', name: 'Quinoa bowl with black beans and avocado', calories: 610 },
        { slot: 'Dinner', name: 'Turkey chili with sweet potato', calories: 650 },
      ],
    },
  ],
  summaryData: {
    periodLabel: 'Week of 16 November 2026',
    plansCreated: 2,
    daysPlanned: 10,
    averageDailyCalories: 1850,
    highlights: [
      'Sodium stayed under 1,500 mg on every planned day',
      'Fiber averaged 31 g a day, above your 28 g target',
    ],
  },
};

/** A request of each type filled with realistic example data: the test page's previews. */
export function sampleEmailRequest(
  type: EmailType,
  userEmail = 'test@example.com',
): SendEmailRequest {
  const base = { emailType: type, userEmail, userName: 'Alex' };
  switch (type) {
    case 'welcome':
      return base;
    case 'health-tip':
      return { ...base, data: { tipContent: SAMPLE_DATA.tipContent } };
    case 'meal-plan':
      return {
        ...base,
        data: { mealPlanDays: structuredClone(SAMPLE_DATA.mealPlanDays) },
      };
    case 'weekly-summary':
      return { ...base, data: { summaryData: structuredClone(SAMPLE_DATA.summaryData) } };
  }
}

function subjectAndElement(
  request: SendEmailRequest,
  links: EmailLinks,
): { subject: string; element: ReactElement } {
  let end = links.appUrl.length;
  while (end > 0 && links.appUrl[end - 1] === '/') end -= 1;
  const appUrl = links.appUrl.slice(0, end);
  const userName = request.userName?.trim() || 'there';
  const { unsubscribeUrl } = links;
  const data = request.data ?? {};
  switch (request.emailType) {
    case 'welcome':
      return {
        subject: 'Welcome to Preventive Health & Nutrition',
        element: createElement(WelcomeEmail, { userName, appUrl, unsubscribeUrl }),
      };
    case 'health-tip':
      return {
        subject: 'Your health tip',
        element: createElement(HealthTipEmail, {
          userName,
          tipContent: data.tipContent?.trim() || SAMPLE_DATA.tipContent,
          appUrl,
          unsubscribeUrl,
        }),
      };
    case 'meal-plan':
      return {
        subject: 'Your meal plan is ready',
        element: createElement(MealPlanEmail, {
          userName,
          // An email listing no days says nothing: an empty list gets the example too.
          days: data.mealPlanDays?.length ? data.mealPlanDays : SAMPLE_DATA.mealPlanDays,
          mealPlanUrl: data.mealPlanUrl ?? `${appUrl}/meal-plan`,
          unsubscribeUrl,
        }),
      };
    case 'weekly-summary': {
      const summary = data.summaryData ?? SAMPLE_DATA.summaryData;
      return {
        // A subject is one header line: no line breaks from the data.
        subject: `Your week: ${summary.periodLabel.replace(/\s+/g, ' ')}`,
        element: createElement(WeeklySummaryEmail, { userName, summary, appUrl, unsubscribeUrl }),
      };
    }
  }
}

/**
 * Renders one of the four product emails. Data the type needs but the request lacks is filled
 * with the sample data. React escapes every value, so nothing here escapes by hand.
 */
export async function renderEmail(
  request: SendEmailRequest,
  links: EmailLinks,
): Promise<RenderedEmail> {
  const { subject, element } = subjectAndElement(request, links);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
