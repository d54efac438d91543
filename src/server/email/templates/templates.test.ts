import { describe, expect, it } from 'vitest';
import {
  EMAIL_TYPES,
  type EmailType,
  type SendEmailRequest,
  SendEmailRequestSchema,
} from '#domain';
import { renderEmail, sampleEmailRequest } from '.';
import { DISCLAIMER } from './layout';

const links = {
  appUrl: 'https://app.example',
  unsubscribeUrl: 'https://app.example/account#email-settings',
};

const HTML_TAG = /<\/?[a-z][^>]*>/i;

const week = {
  periodLabel: 'Week of 2 March 2026',
  plansCreated: 3,
  daysPlanned: 12,
  averageDailyCalories: 2104.6,
  highlights: ['Potassium stayed within your limit', 'Five new recipes tried'],
};

/** Requests with data unlike the samples, so a pass means the data reached the email. */
const requests: Record<EmailType, SendEmailRequest> = {
  welcome: { emailType: 'welcome', userEmail: 'maria@example.com', userName: 'Maria' },
  'health-tip': {
    emailType: 'health-tip',
    userEmail: 'maria@example.com',
    userName: 'Maria',
    data: { tipContent: 'Swap one sugary drink a day for sparkling water with lemon.' },
  },
  'meal-plan': {
    emailType: 'meal-plan',
    userEmail: 'maria@example.com',
    userName: 'Maria',
    data: {
      mealPlanUrl: 'https://app.example/meal-plan?plan=42',
      mealPlanDays: [
        {
          day: 1,
          calories: 1720.2,
          meals: [
            { slot: 'breakfast', name: 'Buckwheat porridge with pear', calories: 450 },
            { slot: 'dinner', name: 'Cod with roasted peppers', calories: 1270.2 },
          ],
        },
        {
          day: 2,
          calories: 1850.4,
          meals: [
            { slot: 'lunch', name: 'Barley and mushroom risotto', calories: 700.6 },
            { slot: 'snack', name: 'Carrot sticks with hummus', calories: 150 },
          ],
        },
      ],
    },
  },
  'weekly-summary': {
    emailType: 'weekly-summary',
    userEmail: 'maria@example.com',
    userName: 'Maria',
    data: { summaryData: week },
  },
};

/** What each email must say, in both its HTML and its plain-text part. */
const facts: Record<EmailType, string[]> = {
  welcome: ['assessment', 'Meal Plan Assistant', 'https://app.example/assessment'],
  'health-tip': ['Swap one sugary drink a day for sparkling water with lemon.'],
  'meal-plan': [
    'Day 1',
    'Day 2',
    '1,720 kcal',
    '1,850 kcal',
    '701 kcal',
    'Breakfast',
    'Buckwheat porridge with pear',
    'Cod with roasted peppers',
    'Barley and mushroom risotto',
    'Carrot sticks with hummus',
    'https://app.example/meal-plan?plan=42',
  ],
  'weekly-summary': [
    'Week of 2 March 2026',
    'plans created',
    'days planned',
    '12',
    '2,105',
    'Potassium stayed within your limit',
    'Five new recipes tried',
  ],
};

const subjects: Record<EmailType, string> = {
  welcome: 'Welcome to Preventive Health & Nutrition',
  'health-tip': 'Your health tip',
  'meal-plan': 'Your meal plan is ready',
  'weekly-summary': 'Your week: Week of 2 March 2026',
};

/** The HTML part writes '&' in attributes and text as '&amp;'. */
const inHtml = (fact: string) => fact.replaceAll('&', '&amp;');

describe.each(EMAIL_TYPES)('the %s email', (type) => {
  it('is a complete HTML email in a column of at most 600 px, with the disclaimer and unsubscribe link', async () => {
    const { subject, html } = await renderEmail(requests[type], links);
    expect(subject).toBe(subjects[type]);
    expect(html.startsWith('<!DOCTYPE html')).toBe(true);
    expect(html).toContain('<html');
    expect(html).toMatch(/max-width:600px/);
    expect(html).toContain('Preventive Health &amp; Nutrition');
    expect(html).toContain(DISCLAIMER);
    expect(html).toContain(`href="${links.unsubscribeUrl}"`);
    expect(html).toContain('Hi Maria,');
    expect(html).not.toMatch(/<link|<style|@import|class="/);
  });

  it("shows the type's data in the HTML and in the plain-text part", async () => {
    const { html, text } = await renderEmail(requests[type], links);
    for (const fact of facts[type]) {
      expect(html).toContain(inHtml(fact));
      expect(text).toContain(fact);
    }
  });

  it('has a plain-text part with the same greeting, disclaimer and link, and no tags', async () => {
    const { text } = await renderEmail(requests[type], links);
    expect(text).toContain('Hi Maria,');
    expect(text).toContain(DISCLAIMER);
    expect(text).toContain(links.unsubscribeUrl);
    expect(text).not.toMatch(HTML_TAG);
  });

  it('escapes a hostile name in the HTML', async () => {
    const hostile = '<script>alert(1)</script>';
    const { html } = await renderEmail({ ...requests[type], userName: hostile }, links);
    expect(html).not.toContain('<script');
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
  });

  it('greets "there" without a name and fills missing data with the sample', async () => {
    const { userName: _, data: __, ...bare } = requests[type];
    const fromBare = await renderEmail(bare, links);
    const fromSample = await renderEmail(
      { ...sampleEmailRequest(type), userName: undefined },
      links,
    );
    expect(fromBare.html).toContain('Hi there,');
    expect(fromBare).toEqual(fromSample);
  });

  it('has a sample request that the send-email schema accepts', () => {
    const sample = sampleEmailRequest(type, 'preview@example.com');
    expect(SendEmailRequestSchema.parse(sample)).toEqual(sample);
    expect(sample.userEmail).toBe('preview@example.com');
  });
});

describe('the sample data', () => {
  it('is a 3-day plan of breakfast, lunch and dinner whose day totals add up', () => {
    const days = sampleEmailRequest('meal-plan').data?.mealPlanDays ?? [];
    expect(days.map((day) => day.day)).toEqual([1, 2, 3]);
    for (const day of days) {
      expect(day.meals.map((meal) => meal.slot)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
      expect(day.meals.reduce((sum, meal) => sum + meal.calories, 0)).toBe(day.calories);
      expect(day.calories).toBeGreaterThan(1200);
      expect(day.calories).toBeLessThan(2500);
    }
  });

  it('is a tip about sodium and a week of 2 plans, 10 days and 1,850 kcal', async () => {
    expect(sampleEmailRequest('health-tip').data?.tipContent).toMatch(/sodium/i);
    const summary = sampleEmailRequest('weekly-summary').data?.summaryData;
    expect(summary).toMatchObject({ plansCreated: 2, daysPlanned: 10, averageDailyCalories: 1850 });
    expect(summary?.highlights).toHaveLength(2);
    const { text } = await renderEmail(sampleEmailRequest('weekly-summary'), links);
    expect(text).toContain('1,850 kcal');
  });

  it('is a fresh copy each time, so a caller cannot change the next preview', () => {
    const first = sampleEmailRequest('meal-plan');
    first.data?.mealPlanDays?.splice(0);
    expect(sampleEmailRequest('meal-plan').data?.mealPlanDays).toHaveLength(3);
  });
});

describe('the meal-plan email', () => {
  it('links to the meal plan page when no address is given', async () => {
    const { html, text } = await renderEmail(
      { emailType: 'meal-plan', userEmail: 'a@example.com' },
      { ...links, appUrl: 'https://app.example/' },
    );
    expect(html).toContain('href="https://app.example/meal-plan"');
    expect(text).toContain('https://app.example/meal-plan');
  });

  it('escapes hostile meal names', async () => {
    const { html } = await renderEmail(
      {
        emailType: 'meal-plan',
        userEmail: 'a@example.com',
        data: {
          mealPlanDays: [
            {
              day: 1,
              calories: 500,
              meals: [{ slot: 'lunch', name: '<img src=x onerror=alert(1)>', calories: 500 }],
            },
          ],
        },
      },
      links,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the weekly-summary email', () => {
  it('leaves out the average when there is none', async () => {
    const summaryData = { ...week, averageDailyCalories: undefined };
    const { text } = await renderEmail(
      { ...requests['weekly-summary'], data: { summaryData } },
      links,
    );
    expect(text).toContain('12');
    expect(text).not.toContain('average a day');
  });
});
