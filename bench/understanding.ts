// Understanding people (issue 13): the share of the sentence table read as meant with no LLM,
// and how long the readers take on long, odd messages. Prints one JSON line.
// Run: npm run bench:understanding

import { parseMealPlanRequests } from '#domain';
import { checkUnderstanding } from '#domain/testing/understanding';
import { UNDERSTANDING_CASES } from '#domain/testing/understanding-cases';
import { healthGuidance } from '../src/domain/assessment-help/health-guidance';
import { readAnswer } from '../src/domain/questionnaire/parse-answer';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

const results = UNDERSTANDING_CASES.map((entry) => ({ entry, ...checkUnderstanding(entry) }));
const share = (reader: 'questionnaire' | 'chat' | 'advisor') => {
  const list = results.filter((result) => result.entry.reader === reader);
  return { cases: list.length, understood: list.filter((result) => result.ok).length };
};

/** A deterministic pseudo-random source, so every run reads the same messages. */
function* letters(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state;
  }
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz      ,.'!?-0123456789éü€\n";
const WORDS = [
  'no',
  'not',
  'and',
  'or',
  'but',
  'vegitarian',
  'brocoli',
  'swap',
  'day',
  '2',
  'lunch',
  'less',
  'salt',
  'i',
  "don't",
  'like',
  'allergic',
  'to',
  'peanuts',
  'calories',
  '1500',
  'more',
  'fish',
  'aaaaaaaaaaaaaaaaaaaaa',
];
const source = letters(7);
const next = () => source.next().value as number;
const messages: string[] = [];
for (let i = 0; i < 200; i++) {
  const random = Array.from({ length: 4000 }, () => ALPHABET[next() % ALPHABET.length]).join('');
  const wordy = Array.from({ length: 900 }, () => WORDS[next() % WORDS.length]).join(' ');
  messages.push(random, wordy.slice(0, 4000));
}
messages.push('a'.repeat(4000), ' and'.repeat(1000), 'no '.repeat(1333), ','.repeat(4000));

// Warm up as a running server is.
for (const message of messages.slice(0, 20)) {
  readAnswer('likedFoods', message);
  parseMealPlanRequests(message);
}
/** p50, p99 and the slowest, in ms, of one reader over every long message. */
function timed(read: (message: string) => unknown) {
  const times = messages.map((message) => {
    const started = performance.now();
    read(message);
    return performance.now() - started;
  });
  times.sort((a, b) => a - b);
  const at = (p: number) => round(times[Math.min(times.length - 1, Math.floor(p * times.length))]!);
  return { p50: at(0.5), p99: at(0.99), max: round(times.at(-1)!) };
}

const questionnaire = share('questionnaire');
const chat = share('chat');
const advisor = share('advisor');
console.log(
  JSON.stringify({
    cases: results.length,
    understood: results.filter((result) => result.ok).length,
    understoodPct: round((100 * results.filter((result) => result.ok).length) / results.length, 1),
    questionnaire,
    chat,
    advisor,
    missed: results.filter((result) => !result.ok).map((result) => result.entry.text),
    longMessages: messages.length,
    longMessageMs: {
      questionnaireAnswer: timed((message) => readAnswer('likedFoods', message)),
      questionnaireAnyTopic: timed((message) => readAnswer(null, message)),
      chatEdit: timed(parseMealPlanRequests),
      advisorQuestion: timed((message) => healthGuidance('medications', {}, message)),
    },
  }),
);
