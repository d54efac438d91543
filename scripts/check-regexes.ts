// Every regular expression in src judged by recheck (a ReDoS checker), written to
// tests/regex-verdicts.json, which `tests/regexes.integration.test.ts` reads so a test run only
// judges patterns that are new. A full judgement takes about a minute. Run: npm run check:regexes
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { judge, regexesUnder, type Verdict, verdictKey } from '../tests/regexes';

const ROOT = join(import.meta.dirname, '..');
const { found } = regexesUnder(join(ROOT, 'src'));
const verdicts: Record<string, Verdict> = {};
for (const regex of found) verdicts[verdictKey(regex)] ??= await judge(regex);
const sorted = Object.fromEntries(Object.entries(verdicts).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(ROOT, 'tests', 'regex-verdicts.json'), `${JSON.stringify(sorted, null, 2)}\n`);
const counts: Record<string, number> = {};
for (const verdict of Object.values(verdicts)) counts[verdict] = (counts[verdict] ?? 0) + 1;
console.log(
  JSON.stringify({ patterns: found.length, distinct: Object.keys(verdicts).length, ...counts }),
);
