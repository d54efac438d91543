import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PartialUserProfile } from '../api/function-requests';
import type { ChatMessage } from '../chat/schemas';
import {
  continueQuestionnaire,
  QUESTIONNAIRE_CONTINUE_FALLBACK,
  QUESTIONNAIRE_START_FALLBACK,
  questionnaireProgress,
  readsNewAnswer,
  startQuestionnaire,
} from './questionnaire';
import { type ExtractedData, type QuestionnaireReply, QuestionnaireReplySchema } from './schemas';
import { askedTopic } from './topics';

const now = new Date('2025-03-01T09:30:00.000Z');

/** Plays a conversation: start, then each answer, feeding each reply's data into the next call. */
function play(profile: PartialUserProfile, answers: readonly string[]) {
  const history: ChatMessage[] = [];
  const start = startQuestionnaire(profile, { now });
  history.push({ role: 'assistant', content: start.message, timestamp: start.timestamp });
  const replies: QuestionnaireReply[] = [];
  let extractedData: ExtractedData | undefined;
  for (const answer of answers) {
    const reply = continueQuestionnaire(
      { conversationHistory: history, message: answer, profile, extractedData },
      { now },
    );
    history.push({ role: 'user', content: answer, timestamp: now.toISOString() });
    history.push({ role: 'assistant', content: reply.message, timestamp: reply.timestamp });
    replies.push(reply);
    extractedData = reply.extractedData;
  }
  return { start, replies, history, last: replies[replies.length - 1]! };
}

const SCRIPT = [
  'I want to lose weight and keep my blood sugar steady',
  "I'm vegetarian",
  'peanuts',
  'I love lentils, spinach and Greek yogurt',
  'mushrooms and olives',
  'desk job, but I go to the gym 3 times a week',
  'three meals and two snacks',
  'I can follow a recipe',
  'about half an hour',
  'pretty tight',
];

describe('startQuestionnaire', () => {
  it('opens with the spec greeting and the goals question for an empty profile', () => {
    const reply = startQuestionnaire({}, { now });
    expect(reply).toEqual({
      message: QUESTIONNAIRE_START_FALLBACK,
      suggestedTopics: [
        'Lose weight',
        'Manage blood sugar',
        'Lower blood pressure',
        'Eat more plants',
        'Build muscle',
      ],
      isComplete: false,
      timestamp: '2025-03-01T09:30:00.000Z',
    });
  });

  it('greets by first name, names the conditions and says what the profile already tells', () => {
    const { message } = startQuestionnaire(
      {
        profile: { name: 'Maria Lopez', activityLevel: 'light' },
        healthConditions: ['diabetes_type2', 'hypertension'],
        dietaryRestrictions: ['pescatarian'],
        allergies: ['shellfish'],
      },
      { now },
    );
    expect(message).toBe(
      "Hi Maria! I'm here to help create a personalized meal plan for you. I'll keep your type 2 diabetes and high blood pressure in mind. From your profile I already know that you eat pescatarian, you're allergic to shellfish and you're lightly active, so I won't ask about those again. Let's start - what are your main dietary goals?",
    );
  });

  it('never asks what the profile already answers', () => {
    const profile: PartialUserProfile = {
      dietaryRestrictions: ['vegan'],
      allergies: ['sesame'],
      profile: { activityLevel: 'active' },
    };
    const { history } = play(profile, [
      'eat healthier',
      'tofu and rice',
      'nothing',
      '3 meals',
      'beginner',
      '15 minutes',
      'moderate',
    ]);
    const asked = history
      .filter((message) => message.role === 'assistant')
      .map((message) => askedTopic(message.content));
    expect(asked).not.toContain('restrictions');
    expect(asked).not.toContain('allergies');
    expect(asked).not.toContain('activity');
  });
});

describe('continueQuestionnaire: a whole conversation', () => {
  const { replies, last } = play({}, SCRIPT);

  it('asks one topic after another and finishes after the budget', () => {
    expect(replies.map((reply) => reply.isComplete)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(replies.slice(0, -1).map((reply) => askedTopic(reply.message))).toEqual([
      'restrictions',
      'allergies',
      'likedFoods',
      'dislikedFoods',
      'activity',
      'mealFrequency',
      'cookingSkill',
      'timeAvailable',
      'budget',
    ]);
  });

  it('collects the right extracted data', () => {
    expect(last.extractedData).toEqual({
      goals: ['Lose weight', 'Manage blood sugar'],
      dietaryRestrictions: ['vegetarian'],
      allergies: ['peanuts'],
      likedFoods: ['lentils', 'spinach', 'greek yogurt'],
      dislikedFoods: ['mushrooms', 'olives'],
      activityLevel: 'moderate',
      mealFrequency: '3 meals + 2 snacks',
      mealsPerDay: 3,
      snacksPerDay: 2,
      cookingSkill: 'intermediate',
      timeAvailable: '15-30 minutes',
      budget: 'low',
    });
  });

  it('acknowledges each answer in one short sentence', () => {
    expect(replies[1]!.message).toMatch(/^Noted: vegetarian\. /);
    expect(replies[2]!.message).toMatch(/^Understood: no peanuts\. /);
  });

  it('sums up what it learned when complete, with no quick replies', () => {
    expect(last.message).toContain(
      'I have all the information I need to create your personalized meal plan.',
    );
    expect(last.message).toContain('- Allergies: peanuts');
    expect(last.message).toContain('- Meals: 3 meals + 2 snacks a day');
    expect(last.message).toContain('generated now');
    expect(last.suggestedTopics).toEqual([]);
  });

  it('offers quick replies for the next question alongside every other reply', () => {
    for (const reply of replies.slice(0, -1)) {
      expect(reply.suggestedTopics?.length).toBeGreaterThan(0);
    }
    expect(replies[0]!.suggestedTopics).toContain('Vegetarian');
  });

  it('gives valid replies stamped with the caller time', () => {
    for (const reply of replies) {
      expect(QuestionnaireReplySchema.parse(reply).timestamp).toBe(now.toISOString());
    }
  });
});

describe('continueQuestionnaire: stateless replay', () => {
  it('gives the same reply with or without the earlier extracted data', () => {
    const { history } = play({}, SCRIPT.slice(0, 5));
    const withoutData = continueQuestionnaire(
      { conversationHistory: history, message: SCRIPT[5]! },
      { now },
    );
    const withData = continueQuestionnaire(
      {
        conversationHistory: history,
        message: SCRIPT[5]!,
        extractedData: play({}, SCRIPT.slice(0, 5)).last.extractedData,
      },
      { now },
    );
    expect(withData).toEqual(withoutData);
    expect(withoutData.extractedData?.activityLevel).toBe('moderate');
  });

  it('takes the last user message of the history as the answer when none is given', () => {
    const { history } = play({}, SCRIPT.slice(0, 2));
    const withAnswer: ChatMessage[] = [...history, { role: 'user', content: 'peanuts' }];
    expect(continueQuestionnaire({ conversationHistory: withAnswer }, { now })).toEqual(
      continueQuestionnaire({ conversationHistory: history, message: 'peanuts' }, { now }),
    );
  });

  it('reads the new answer once when the history already ends with it', () => {
    const { history } = play({}, SCRIPT.slice(0, 2));
    const withAnswer = [...history, { role: 'user' as const, content: 'peanuts' }];
    expect(
      continueQuestionnaire({ conversationHistory: withAnswer, message: 'peanuts' }, { now }),
    ).toEqual(continueQuestionnaire({ conversationHistory: history, message: 'peanuts' }, { now }));
  });

  it('is deterministic: the same input gives the same output', () => {
    const { history } = play({ profile: { name: 'Sam' } }, SCRIPT.slice(0, 7));
    const input = {
      conversationHistory: history,
      message: 'beginner',
      profile: { profile: { name: 'Sam' } },
    };
    expect(continueQuestionnaire(input, { now })).toEqual(continueQuestionnaire(input, { now }));
  });

  it('keeps the question after the spec failure message', () => {
    const history: ChatMessage[] = [
      { role: 'assistant', content: 'Do you have any food allergies or intolerances?' },
      { role: 'user', content: '...' },
      { role: 'assistant', content: QUESTIONNAIRE_CONTINUE_FALLBACK },
    ];
    const reply = continueQuestionnaire(
      { conversationHistory: history, message: 'shellfish' },
      { now },
    );
    expect(reply.extractedData?.allergies).toEqual(['shellfish']);
  });
});

describe('continueQuestionnaire: answers it cannot read', () => {
  const opening = startQuestionnaire({}, { now });
  const history: ChatMessage[] = [{ role: 'assistant', content: opening.message }];

  it('asks the same question again gently, not with the failure message', () => {
    const reply = continueQuestionnaire(
      { conversationHistory: history, message: 'asdfgh' },
      { now },
    );
    expect(reply.message).toMatch(/^Sorry, I didn't quite catch that\./);
    expect(reply.message).not.toBe(QUESTIONNAIRE_CONTINUE_FALLBACK);
    expect(askedTopic(reply.message)).toBe('goals');
    expect(reply.isComplete).toBe(false);
    expect(reply.suggestedTopics).toContain('Lose weight');
  });

  it('takes what another reader (the optional LLM) found only in an answer it could not read', () => {
    const unread = { conversationHistory: history, message: 'shift the baby weight' };
    expect(readsNewAnswer(unread)).toBe(false);
    const reply = continueQuestionnaire(
      { ...unread, newAnswerData: { goals: ['Lose weight'] } },
      { now },
    );
    expect(reply.extractedData?.goals).toEqual(['Lose weight']);
    expect(reply.message).toMatch(/lose weight/i);
    expect(askedTopic(reply.message)).not.toBe('goals');

    // An answer it reads keeps its own reading.
    const read = { conversationHistory: history, message: 'build muscle' };
    expect(readsNewAnswer(read)).toBe(true);
    const kept = continueQuestionnaire(
      { ...read, newAnswerData: { goals: ['Lose weight'] } },
      { now },
    );
    expect(kept.extractedData?.goals).toEqual(['Build muscle']);
  });

  it('treats an empty answer the same way', () => {
    const reply = continueQuestionnaire({ conversationHistory: history, message: '   ' }, { now });
    expect(askedTopic(reply.message)).toBe('goals');
    expect(reply.message).toMatch(/^Sorry/);
  });

  it('moves on after two answers it could not read', () => {
    const first = continueQuestionnaire({ conversationHistory: history, message: 'hmm' }, { now });
    const second = continueQuestionnaire(
      {
        conversationHistory: [
          ...history,
          { role: 'user', content: 'hmm' },
          { role: 'assistant', content: first.message },
        ],
        message: 'qwerty',
      },
      { now },
    );
    expect(second.message).toMatch(/^No problem, let's move on\./);
    expect(askedTopic(second.message)).toBe('restrictions');
  });

  it('skips a question on request', () => {
    const reply = continueQuestionnaire({ conversationHistory: history, message: 'skip' }, { now });
    expect(reply.message).toMatch(/^No problem, let's skip that\./);
    expect(askedTopic(reply.message)).toBe('restrictions');
  });

  it('asks the question again after volunteered facts that do not answer it', () => {
    const reply = continueQuestionnaire(
      { conversationHistory: history, message: "I'm vegan" },
      { now },
    );
    expect(reply.message).toBe('Got it: vegan. And what are your main dietary goals?');
    expect(reply.extractedData).toEqual({ dietaryRestrictions: ['vegan'] });
  });
});

describe('continueQuestionnaire: finishing early', () => {
  it('finishes on request once the core topics are known, without the optional ones', () => {
    const { last } = play({}, [...SCRIPT.slice(0, 7), 'generate my plan']);
    expect(last.isComplete).toBe(true);
    expect(last.extractedData?.cookingSkill).toBeUndefined();
  });

  it('asks the missing core topics first when asked to finish too early', () => {
    const { last } = play({}, ['lose weight', 'generate my plan']);
    expect(last.isComplete).toBe(false);
    expect(last.message).toMatch(/^Almost done/);
    expect(askedTopic(last.message)).toBe('restrictions');
  });
});

describe('questionnaireProgress', () => {
  const answers = (count: number) =>
    Array.from({ length: count }, () => [{ role: 'assistant' }, { role: 'user' }]).flat();

  it.each([
    [0, 0],
    [1, 10],
    [3, 30],
    [9, 90],
    [10, 95],
    [14, 95],
  ])('%i answers while incomplete -> %i%%', (count, percent) => {
    expect(questionnaireProgress(answers(count), false)).toBe(percent);
  });

  it('is 100 once complete', () => {
    expect(questionnaireProgress(answers(6), true)).toBe(100);
  });
});

describe('continueQuestionnaire on any input', () => {
  const message = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.constantFrom(...SCRIPT, 'skip', 'done', 'no', '', 'generate my plan'),
  );
  const history = fc.array(
    fc.record({
      role: fc.constantFrom<'user' | 'assistant'>('user', 'assistant'),
      content: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(...SCRIPT, QUESTIONNAIRE_START_FALLBACK),
      ),
    }),
    { maxLength: 24 },
  );

  it('never throws and always gives a valid reply', () => {
    fc.assert(
      fc.property(history, message, (conversationHistory, text) => {
        const reply = continueQuestionnaire({ conversationHistory, message: text }, { now });
        expect(QuestionnaireReplySchema.safeParse(reply).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('tolerates odd profiles and stored data', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), message, (profile, extractedData, text) => {
        const reply = continueQuestionnaire(
          {
            conversationHistory: [],
            message: text,
            profile,
            extractedData: extractedData as ExtractedData,
          },
          { now },
        );
        expect(QuestionnaireReplySchema.safeParse(reply).success).toBe(true);
        const start = startQuestionnaire(profile, { now });
        expect(QuestionnaireReplySchema.safeParse(start).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
