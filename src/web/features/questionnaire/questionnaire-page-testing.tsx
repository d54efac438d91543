import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ExtractedData, MealPlan } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { INITIAL_PROFILE_STATE } from '../../lib/profile-store';
import {
  type FakeReply,
  type FakeRoutes,
  functionReply,
  type RecordedRequest,
} from '../../test/fake-api';
import type { renderApp } from '../../test/render';

/** Helpers for the questionnaire page's tests (not used by the app). */

export const OPENING = "Hi Ada! I'm here to help create a personalized meal plan for you.";
export const TIME = '2025-03-01T09:30:00.000Z';

/** What the bug report's person said: a celiac vegan with a peanut allergy. */
export const CELIAC_VEGAN: ExtractedData = {
  dietaryRestrictions: ['vegan', 'gluten_free'],
  allergies: ['peanuts'],
  healthConditions: ['celiac_disease'],
};

export const COMPLETE_PROFILE = {
  ...INITIAL_PROFILE_STATE,
  assessment: {
    ...INITIAL_PROFILE_STATE.assessment,
    name: 'Ada',
    age: '45',
    gender: 'female' as const,
    unit: 'metric' as const,
    weightKg: '70',
    heightCm: '168',
    selectedConditions: ['hypertension' as const],
  },
  preferences: { ...INITIAL_PROFILE_STATE.preferences, likedFoods: 'beef, peanut butter, bread' },
};

export const dish = (name: string) => ({ name, description: `${name}.`, calories: 500 });

/** The plan the fake engine makes: nothing a celiac vegan with a peanut allergy may not eat. */
const NEW_PLAN: MealPlan = {
  days: [
    {
      day: 1,
      meals: {
        breakfast: dish('Buckwheat porridge'),
        lunch: dish('Lentil and rice bowl'),
        dinner: dish('Tofu stir-fry with rice'),
        snacks: [],
      },
    },
  ],
};

/**
 * The server functions: the opening, then one scripted reply per answer (the last one given
 * again if the person answers more), and a meal plan.
 */
export function functionRoutes(replies: { extractedData?: ExtractedData; isComplete?: boolean }[]) {
  return {
    'POST /api/functions/ai-chat': (request: RecordedRequest): FakeReply => {
      const body = request.body as { type: string; conversationHistory: { role: string }[] };
      resetAiCallSpacing();
      if (body.type === 'startQuestionnaire') {
        return functionReply({
          message: OPENING,
          suggestedTopics: ['Lose weight'],
          isComplete: false,
          timestamp: TIME,
        });
      }
      const answers = body.conversationHistory.filter((m) => m.role === 'user').length;
      const reply = replies[Math.min(answers, replies.length) - 1] ?? {};
      return functionReply({
        message: reply.isComplete
          ? 'Thank you! I have all the information I need.'
          : 'Got it. Any foods you dislike?',
        suggestedTopics: reply.isComplete ? [] : ['None'],
        isComplete: reply.isComplete ?? false,
        extractedData: reply.extractedData,
        timestamp: TIME,
      });
    },
    'POST /api/functions/ai-analyze': functionReply(NEW_PLAN),
  } satisfies FakeRoutes;
}

type User = ReturnType<typeof renderApp>['user'];

export async function answer(user: User, text: string) {
  const box = await screen.findByRole('textbox', { name: 'Your answer' });
  await waitFor(() => expect(box).toBeEnabled());
  await user.type(box, `${text}{Enter}`);
}
