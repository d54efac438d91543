import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A regular expression written in the code: its pattern, flags and where it is. */
export interface FoundRegex {
  file: string;
  line: number;
  source: string;
  flags: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every regular expression in the source: `/.../flags` literals, and `new RegExp('...', 'flags')`
 * or `RegExp(...)` with a literal or template pattern (each `${...}` stands for a list of words
 * joined by '|', as the code builds them, and is checked as `aa|ab`). A RegExp built from any
 * other value is listed by line in `dynamic`, to be looked at by hand.
 */
export function regexesOf(file: string, text: string): { found: FoundRegex[]; dynamic: number[] } {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundRegex[] = [];
  const dynamic: number[] = [];
  const lineOf = (node: ts.Node) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({
        file,
        line: lineOf(node),
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
      });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? [];
      const text = (arg: ts.Expression | undefined): string | null => {
        if (!arg) return null;
        if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return arg.text;
        // A template's substitutions are word lists joined by '|' here: checked as two words.
        if (ts.isTemplateExpression(arg)) {
          return (
            arg.head.text + arg.templateSpans.map((span) => `aa|ab${span.literal.text}`).join('')
          );
        }
        return null;
      };
      const source = text(pattern);
      if (source === null) dynamic.push(lineOf(node));
      else found.push({ file, line: lineOf(node), source, flags: text(flags) ?? '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { found, dynamic };
}

/** Every regular expression under `root` (tests left out), with files relative to it. */
export function regexesUnder(root: string) {
  const found: FoundRegex[] = [];
  const dynamic: string[] = [];
  for (const path of sourceFiles(root)) {
    const file = relative(root, path);
    const result = regexesOf(file, readFileSync(path, 'utf8'));
    found.push(...result.found);
    dynamic.push(...result.dynamic.map((line) => `${file}:${line}`));
  }
  return { found, dynamic };
}

/** How recheck judged a pattern: linear, or how it can backtrack. */
export type Verdict = 'safe' | 'polynomial' | 'exponential' | 'unknown';

/** The key of a pattern in the verdicts file: flags that change matching, then the source. */
export const verdictKey = (regex: Pick<FoundRegex, 'source' | 'flags'>) =>
  `${regex.flags.replace(/[gy]/g, '')}/${regex.source}`;

/** recheck's verdict on one pattern (`g` and `y` change where matching starts, not its cost). */
export async function judge(regex: Pick<FoundRegex, 'source' | 'flags'>): Promise<Verdict> {
  const { checkSync } = await import('recheck');
  const result = checkSync(regex.source, regex.flags.replace(/[gy]/g, ''));
  if (result.status === 'vulnerable')
    return result.complexity.type === 'exponential' ? 'exponential' : 'polynomial';
  return result.status === 'safe' ? 'safe' : 'unknown';
}
