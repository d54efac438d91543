import { describe, expect, it } from 'vitest';
import { judge, regexesOf } from './regexes';

// The scanner and the judge that regexes.integration.test.ts runs over every file in src/.

describe('the regular-expression check', () => {
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
