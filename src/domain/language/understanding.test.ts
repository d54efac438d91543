import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { healthGuidance } from '../assessment-help/health-guidance';
import { MAX_REQUEST_CHARS } from '../chat/intent-schema';
import { parseMealPlanRequests } from '../chat/intents';
import { normalizeRequest } from '../chat/reading/normal-form';
import { readAnswer } from '../questionnaire/parse-answer';
import { TOPIC_IDS } from '../questionnaire/schemas';
import { anyText } from '../testing/any-text';
import { checkUnderstanding } from '../testing/understanding';
import { UNDERSTANDING_CASES } from '../testing/understanding-cases';

describe('understanding people (issue 13), with no LLM', () => {
  it('has at least 150 sentences of questionnaire answers and chat edits', () => {
    expect(UNDERSTANDING_CASES.length).toBeGreaterThanOrEqual(150);
  });

  it('reads at least 95 % of them as they are meant', () => {
    const missed = UNDERSTANDING_CASES.map((entry) => ({ entry, ...checkUnderstanding(entry) }))
      .filter((result) => !result.ok)
      .map(({ entry, read }) => `${entry.reader} "${entry.text}" read as ${JSON.stringify(read)}`);
    const share = 1 - missed.length / UNDERSTANDING_CASES.length;
    expect(share, missed.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('any message up to the length limit (timings: npm run bench:understanding)', () => {
  const words = fc.constantFrom(
    'no',
    'not',
    'and',
    'or',
    'but',
    ',',
    'vegitarian',
    'swap',
    'day 2',
    'lunch',
    'less salt',
    "don't",
    'allergic to',
    'peanuts',
    '1,500 kcal',
    'ﬃ',
    '\u0301',
    '😀',
  );
  const message = fc.oneof(
    anyText(4000),
    fc.array(words, { maxLength: 1200 }).map((list) => list.join(' ')),
  );

  it('is read by every reader without an exception', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...TOPIC_IDS), message, (topic, text) => {
        expect(typeof readAnswer(topic, text).skip).toBe('boolean');
        expect(parseMealPlanRequests(text).length).toBeGreaterThan(0);
        expect(healthGuidance('medications', {}, text).message.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  it('never normalises a chat message into a longer one than the reader reads', () => {
    const expanding = 'ﬃ'.repeat(4000);
    expect(normalizeRequest(expanding).length).toBeLessThanOrEqual(MAX_REQUEST_CHARS);
    fc.assert(
      fc.property(message, (text) => {
        expect(normalizeRequest(text).length).toBeLessThanOrEqual(MAX_REQUEST_CHARS);
      }),
      { numRuns: 60 },
    );
  });
});
