import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge, regexesUnder, type Verdict, verdictKey } from './regexes';

// Issue 15, Deliver 1: every regular expression in the code runs in linear time. recheck (a
// ReDoS checker: automata theory, then fuzzing) has judged each pattern the code writes;
// `npm run check:regexes` keeps its verdicts in tests/regex-verdicts.json, and this test judges
// any pattern not in that file, so a new one is always looked at. It reads every source file
// (about 3 s), so it runs with the integration tests.

const SRC = join(import.meta.dirname, '..', 'src');
const VERDICTS = JSON.parse(
  readFileSync(join(import.meta.dirname, 'regex-verdicts.json'), 'utf8'),
) as Record<string, Verdict>;

describe('regular expressions', () => {
  it('are all linear in the length of the text they read', async () => {
    const { found, dynamic } = regexesUnder(SRC);
    expect(found.length).toBeGreaterThan(300);
    expect(dynamic, 'a RegExp built from a value this check cannot read').toEqual([]);
    const problems: string[] = [];
    for (const regex of found) {
      const verdict = VERDICTS[verdictKey(regex)] ?? (await judge(regex));
      if (verdict === 'safe') continue;
      problems.push(`${regex.file}:${regex.line} /${regex.source}/${regex.flags}: ${verdict}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
