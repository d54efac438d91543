/**
 * Cues in a clause and the words they point at ('allergic to …', 'less …', 'swap … for …',
 * 'fewer … snacks'), each read in one pass (issue 15: every pattern linear). Each function gives
 * what a single pattern gave before, such as `cue (.+)$`; those read the rest of the clause again
 * from every place a cue could start, quadratic on a long clause.
 */

/** Where the last line starts: `.` stops at a line break, so `(.+)$` reads only that line. */
function lastLineStart(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) {
    if ('\n\r\u2028\u2029'.includes(text[i]!)) return i + 1;
  }
  return 0;
}

/**
 * What `cue(.+)$` captures: the rest of the text after the first match of `cue` (a global
 * regex) that leaves some of the last line after it.
 */
function restAfterCue(text: string, cue: RegExp): string | undefined {
  cue.lastIndex = lastLineStart(text);
  for (let match = cue.exec(text); match; match = cue.exec(text)) {
    const end = match.index + match[0].length;
    if (end < text.length) return text.slice(end);
    cue.lastIndex = match.index + 1;
  }
  return undefined;
}

const ALLERGIC_TO =
  /(?:^| )(?:allergic|intolerant|sensitive|allergy|allergies|intolerance|intolerances) (?:to|of|for|with) /g;

/**
 * 'im allergic to peanuts and sesame' -> 'peanuts and sesame': the words after the first
 * 'allergic to', 'intolerant of', 'allergy to' ... (was `… (?:to|of|for|with) (.+)$`).
 */
export function allergyObject(clause: string): string | undefined {
  return restAfterCue(clause, ALLERGIC_TO);
}

const LESS_FOOD =
  /(?:^| )(?:(?:bored|sick|tired) (?:of|with)|too (?:much|many)|less|fewer|not so (?:much|many)|not as (?:much|many)|cut (?:back|down) on|so (?:much|many)) /g;

/**
 * 'im bored of salmon' -> 'salmon', 'too much of the rice' -> 'the rice': the words after the
 * first cue, less an 'of' with words after it (was `…(?: of)? (.+)$`).
 */
export function lessFoodObject(clause: string): string | undefined {
  const rest = restAfterCue(clause, LESS_FOOD);
  if (rest === undefined) return undefined;
  return rest.startsWith('of ') && rest.length > 3 ? rest.slice(3) : rest;
}

const REPLACE = /(?:^| )(?:replace|swap|switch|substitute|exchange|change|trade) /g;
const REPLACE_WITH = / (?:with|for|to|by|into) /g;

/**
 * 'swap out the salmon for tofu' -> ['the salmon', 'tofu']: what comes after the first swap cue,
 * split at the first connector with words on both sides (was
 * `…(?: out)? (.+?)(?: (?:with|for|to|by|into) (.+))?$`).
 */
export function replacedAndReplacement(clause: string): [string, string?] | undefined {
  let rest = restAfterCue(clause, REPLACE);
  if (rest === undefined) return undefined;
  if (rest.startsWith('out ') && rest.length > 4) rest = rest.slice(4);
  REPLACE_WITH.lastIndex = 1;
  for (let match = REPLACE_WITH.exec(rest); match; match = REPLACE_WITH.exec(rest)) {
    const end = match.index + match[0].length;
    if (end < rest.length) return [rest.slice(0, match.index), rest.slice(end)];
    REPLACE_WITH.lastIndex = match.index + 1;
  }
  return [rest];
}

const FEWER =
  /(?:^| )(?:fewer|less|reduce|lower|cut down|cut back|not so many|too many|decrease)(?= )/g;
const SNACKS_FEWER = /(?:^| )snacks? (?:fewer|less)(?= |$)/;
const MORE = /(?:^| )(?:more|extra|another|additional|add|an extra|one more|increase)(?= )/g;
const SNACK_OR_BREAK = / snacks?(?= |$)|[^a-z ]/g;

/**
 * Whether a cue (a global regex) comes before 'snack' or 'snacks' with only words and spaces
 * between: what `cue(?: [a-z ]*)? snacks?(?= |$)` tests, each stretch of words read once.
 */
function isCueBeforeSnack(clause: string, cue: RegExp): boolean {
  cue.lastIndex = 0;
  for (let match = cue.exec(clause); match; match = cue.exec(clause)) {
    SNACK_OR_BREAK.lastIndex = match.index + match[0].length;
    const next = SNACK_OR_BREAK.exec(clause);
    if (!next) return false;
    if (next[0].startsWith(' ')) return true;
    // Any other cue before this break has fewer of the same words after it: no snack either.
    cue.lastIndex = next.index;
  }
  return false;
}

/** 'fewer sweet snacks', 'cut down on snacks', 'snacks less' (was `…(?: [a-z ]*)? snacks?…`). */
export function asksFewerSnacks(clause: string): boolean {
  return isCueBeforeSnack(clause, FEWER) || SNACKS_FEWER.test(clause);
}

/** 'more snacks', 'add an afternoon snack' (was `…(?: [a-z ]*)? snacks?(?= |$)`). */
export function asksMoreSnacks(clause: string): boolean {
  return isCueBeforeSnack(clause, MORE);
}

/** Words after which a food is the one wanted: 'can i have fish', 'swap it for salmon'. */
const WANT_CUES = new Set(
  'have want get eat try fancy prefer crave craving like with for to into some'.split(' '),
);
/** Words between a cue and its food: 'have a nice bit of salmon', 'something with tofu'. */
const FOOD_FILLERS = new Set(
  'a an the some something anything with like more of bit little nice good tasty please maybe kind sort type'.split(
    ' ',
  ),
);
/** A food nearby that follows one of these is the one to leave: 'fish rather than chicken'. */
const NOT_WANTED = new Set('than not no without instead dont'.split(' '));
/** At most this many fillers between a cue and its food ('something with a bit of'). */
const MAX_FILLERS = 5;
/** The longest food name read, in words ('sweet potato', 'brown rice', 'greek yogurt'). */
const MAX_FOOD_WORDS = 4;

/**
 * The food a clause asks to have ('can i have fish on day 3 dinner', 'salmon for lunch on day
 * 2', 'swap day 1 breakfast for something with oats'): the first food name right after a want
 * cue or at the clause's start, past a few fillers, not after 'not' or "don't". `isFood` says
 * whether words name a food (and are not a meal, a cuisine or a diet); each cue is read at most
 * `MAX_FILLERS` + `MAX_FOOD_WORDS` words ahead, so the pass is linear.
 */
export function wantedFood(clause: string, isFood: (words: string) => boolean): string | undefined {
  const tokens = clause.split(' ');
  for (let cue = -1; cue < tokens.length - 1; cue++) {
    if (cue >= 0 && !WANT_CUES.has(tokens[cue]!)) continue;
    if (cue >= 1 && NOT_WANTED.has(tokens[cue - 1]!)) continue;
    let start = cue + 1;
    const fillersEnd = Math.min(tokens.length, start + MAX_FILLERS);
    while (start < fillersEnd && FOOD_FILLERS.has(tokens[start]!)) start++;
    // At the clause's start the food comes first ('fish for dinner'), after no filler.
    if (cue === -1 && start !== 0) continue;
    for (let words = Math.min(MAX_FOOD_WORDS, tokens.length - start); words > 0; words--) {
      const phrase = tokens.slice(start, start + words).join(' ');
      if (isFood(phrase)) return phrase;
    }
  }
  return undefined;
}
