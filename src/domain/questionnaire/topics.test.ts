import { describe, expect, it } from 'vitest';
import { readAnswer } from './parse-answer';
import { profileFacts } from './profile-facts';
import { QUESTIONNAIRE_START_FALLBACK } from './questionnaire';
import { TOPIC_IDS } from './schemas';
import { askedTopic, TOPICS } from './topics';

const noFacts = profileFacts({});

describe('TOPICS', () => {
  it('asks the spec topics in order: goals first, budget last', () => {
    expect(TOPICS.map((topic) => topic.id)).toEqual([...TOPIC_IDS]);
  });

  it.each(TOPICS.map((topic) => [topic.id, topic] as const))(
    'offers quick replies for %s that read back as an answer to it',
    (_id, topic) => {
      const suggestions = topic.suggestions(noFacts, {});
      expect(suggestions.length).toBeGreaterThanOrEqual(3);
      expect(suggestions.length).toBeLessThanOrEqual(5);
      for (const suggestion of suggestions) {
        const { data } = readAnswer(topic.id, suggestion);
        expect(
          topic.answeredBy.some((field) => data[field] !== undefined),
          `${topic.id}: ${suggestion}`,
        ).toBe(true);
      }
    },
  );

  it('reads each activity quick reply as the level it names', () => {
    const activity = TOPICS.find((topic) => topic.id === 'activity')!;
    expect(
      activity
        .suggestions(noFacts, {})
        .map((text) => readAnswer('activity', text).data.activityLevel),
    ).toEqual(['sedentary', 'light', 'moderate', 'active', 'very-active']);
  });

  it('offers only liked foods that suit the restrictions and allergies', () => {
    const liked = TOPICS.find((topic) => topic.id === 'likedFoods')!;
    const suggestions = liked.suggestions(
      profileFacts({ dietaryRestrictions: ['vegan'], allergies: ['tree nuts'] }),
      {},
    );
    expect(suggestions).not.toContain('Chicken');
    expect(suggestions).not.toContain('Eggs');
    expect(suggestions).not.toContain('Greek Yogurt');
    expect(suggestions).not.toContain('Almonds');
    expect(suggestions).toContain('Quinoa');
  });

  it('puts goals for the profile conditions first', () => {
    const goals = TOPICS.find((topic) => topic.id === 'goals')!;
    expect(
      goals.suggestions(profileFacts({ healthConditions: ['chronic_kidney_disease'] }), {})[0],
    ).toBe('Kidney health');
  });

  it('knows topics the profile already answers', () => {
    const facts = profileFacts({
      dietaryRestrictions: ['halal'],
      allergies: 'peanuts, sesame',
      profile: { activityLevel: 'active' },
    });
    const known = TOPICS.filter((topic) => topic.isKnown(facts, {})).map((topic) => topic.id);
    expect(known).toEqual(['restrictions', 'allergies', 'activity']);
  });
});

describe('askedTopic', () => {
  it.each(
    TOPICS.flatMap((topic) =>
      [...topic.questions, topic.reask].map((question) => [topic.id, question] as const),
    ),
  )('recognises a %s question: %j', (id, question) => {
    expect(askedTopic(`Got it: vegetarian, no peanuts. ${question}`)).toBe(id);
  });

  it('recognises the spec opening used when starting fails', () => {
    expect(askedTopic(QUESTIONNAIRE_START_FALLBACK)).toBe('goals');
  });

  it.each([
    ['Any foods you are allergic to?', 'allergies'],
    ['Lovely. How many meals do you usually eat?', 'mealFrequency'],
    ['What do you hope to achieve with your diet?', 'goals'],
    ['How often do you exercise?', 'activity'],
  ] as const)('falls back to keywords for %j', (message, id) => {
    expect(askedTopic(message)).toBe(id);
  });

  it('finds no question in a summary', () => {
    expect(askedTopic('Thank you! Here is what I learned:\n- Allergies: peanuts')).toBeNull();
  });
});
