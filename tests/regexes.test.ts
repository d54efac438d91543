import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge, regexesOf, regexesUnder, type Verdict, verdictKey } from './regexes';

// Issue 15, Deliver 1: every regular expression in the code runs in linear time. recheck (a
// ReDoS checker: automata theory, then fuzzing) has judged each pattern the code writes;
// `npm run check:regexes` keeps its verdicts in tests/regex-verdicts.json, and this test judges
// any pattern not in that file, so a new one is always looked at.

const SRC = join(import.meta.dirname, '..', 'src');
const VERDICTS = JSON.parse(
  readFileSync(join(import.meta.dirname, 'regex-verdicts.json'), 'utf8'),
) as Record<string, Verdict>;

/**
 * Patterns recheck finds can take polynomial time (quadratic on a long run of the text they
 * scan), still to be rewritten. Each reads text capped at 4,000 characters or less first, and
 * src/server/redos.test.ts holds every endpoint under 100 ms on adversarial text. A
 * pattern leaves this list when it is rewritten; none may join it.
 */
const STILL_POLYNOMIAL = new Set([
  '/(?:^| )(?:(?:bored|sick|tired) (?:of|with)|too (?:much|many)|less|fewer|not so (?:much|many)|not as (?:much|many)|cut (?:back|down) on|so (?:much|many))(?: of)? (.+)$',
  '/(?:^| )(?:allergic|intolerant|sensitive|allergy|allergies|intolerance|intolerances) (?:to|of|for|with) (.+)$',
  '/(?:^| )(?:fewer|less|reduce|lower|cut down|cut back|not so many|too many|decrease)(?: [a-z ]*)? snacks?(?= |$)|(?:^| )snacks? (?:fewer|less)(?= |$)',
  '/(?:^| )(?:more|extra|another|additional|add|an extra|one more|increase)(?: [a-z ]*)? snacks?(?= |$)',
  '/(?:^| )(?:replace|swap|switch|substitute|exchange|change|swap out|switch out|trade)(?: out)? (.+?)(?: (?:with|for|to|by|into) (.+))?$',
  '/\\b(\\d+|once|twice|a couple(?: of)?|couple(?: of)?|a few|few|several)(?:\\s*(?:-|to|or)\\s*(\\d+))?\\s*(?:x|times?|days?|sessions?|workouts?|runs?|classes)?\\s*(?:a|per|each|every|\\/|in a|of the)\\s*week\\b',
  '/\\s*(?:([,;:\\n!?()&]|\\.(?!\\d)|\\/(?!\\d))|(?<=^|\\s)(and|or|nor|plus|also|but|except|apart from|other than|although|though|however|yet|whereas|while)(?=\\s|$))\\s*',
]);

describe('regular expressions', () => {
  it('are all linear in the length of the text they read, but for the few still listed', async () => {
    const { found, dynamic } = regexesUnder(SRC);
    expect(found.length).toBeGreaterThan(300);
    expect(dynamic, 'a RegExp built from a value this check cannot read').toEqual([]);
    const problems: string[] = [];
    const stillThere = new Set<string>();
    for (const regex of found) {
      const key = verdictKey(regex);
      const verdict = VERDICTS[key] ?? (await judge(regex));
      if (verdict === 'safe') continue;
      if (verdict === 'polynomial' && STILL_POLYNOMIAL.has(key)) {
        stillThere.add(key);
        continue;
      }
      problems.push(`${regex.file}:${regex.line} /${regex.source}/${regex.flags}: ${verdict}`);
    }
    expect(problems).toEqual([]);
    // A pattern rewritten or gone leaves the list.
    expect([...STILL_POLYNOMIAL].filter((key) => !stillThere.has(key))).toEqual([]);
  }, 120_000);

  it('finds literals and RegExp calls, and tells a backtracking one', async () => {
    const source = [
      'const a = /^(a+)+$/;',
      "const b = new RegExp('^[a-z]+$', 'i');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code the scanner reads
      'const c = new RegExp(`(?:^| )(${words.join("|")})(?= |$)`);',
      'const d = new RegExp(pattern);',
      'const e = /^[ ,]+|[ ,]+$/g;',
    ].join('\n');
    const { found, dynamic } = regexesOf('x.ts', source);
    expect(found.map((regex) => [regex.line, regex.source, regex.flags])).toEqual([
      [1, '^(a+)+$', ''],
      [2, '^[a-z]+$', 'i'],
      [3, '(?:^| )(aa|ab)(?= |$)', ''],
      [5, '^[ ,]+|[ ,]+$', 'g'],
    ]);
    expect(dynamic).toEqual([4]);
    expect(await Promise.all(found.map(judge))).toEqual([
      'exponential',
      'safe',
      'safe',
      'polynomial',
    ]);
  });
});
