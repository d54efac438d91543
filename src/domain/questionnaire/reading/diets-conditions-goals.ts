import { isNegatedAt, negationReaches } from '../../language';
import type { TopicId } from '../schemas';
import { FISH_ALLOWED, RESTRICTION_RULES } from '../words/diets';
import { NOT_FOOD_PHRASES } from '../words/foods';
import {
  CONDITION_GOALS,
  CONDITION_RULES,
  FAMILY_HISTORY,
  GOAL_RULES,
  SOMEONE_ELSE,
} from '../words/health';
import type { PhraseRule } from '../words/phrase-rule';
import { clausesOf, type Found } from './found';

// ---------------------------------------------------------------------------------------------
// Phrases: restrictions, conditions and goals, clause by clause, skipping negated ones.
// ---------------------------------------------------------------------------------------------

function appliesTo<T>(rule: PhraseRule<T>, topic: TopicId | null): boolean {
  return rule.topics === undefined || (topic !== null && rule.topics.includes(topic));
}

export function readPhrases(topic: TopicId | null, normalized: string, found: Found): void {
  let previousNegated = false;
  clausesOf(normalized).forEach((segment, segmentIndex) => {
    const clause = segment.text;
    const inheritsNegation = negationReaches(segment.joiner) && previousNegated;
    let negatedHere = false;
    const blanks: [number, number][] = [];
    const visit = <T>(
      rules: readonly PhraseRule<T>[],
      use: (value: T, at: number) => void,
      onNegated?: () => void,
    ) => {
      for (const rule of rules) {
        if (!appliesTo(rule, topic)) continue;
        for (const match of clause.matchAll(rule.pattern)) {
          blanks.push([match.index, match.index + match[0].length]);
          if (inheritsNegation || isNegatedAt(clause, match.index)) {
            negatedHere = true;
            onNegated?.();
          } else {
            use(rule.value, segmentIndex * 10_000 + match.index);
          }
        }
      }
    };
    visit(
      RESTRICTION_RULES,
      (value) => found.restrictions.add(value),
      () => {
        found.negatedRestriction = true;
      },
    );
    const someoneElse = SOMEONE_ELSE.exec(clause);
    visit(CONDITION_RULES, (value, at) => {
      // 'My dad had a heart attack': their condition, the person's goal.
      const theirs =
        (someoneElse !== null && someoneElse.index < at - segmentIndex * 10_000) ||
        FAMILY_HISTORY.test(clause);
      if (!theirs) found.conditions.add(value);
      const goal = CONDITION_GOALS[value];
      if (goal !== undefined) found.addGoal(goal, at);
    });
    visit(GOAL_RULES, (value, at) => found.addGoal(value, at));
    previousNegated = negatedHere;

    let masked = clause;
    for (const [start, end] of blanks) {
      masked = masked.slice(0, start) + ' '.repeat(end - start) + masked.slice(end);
    }
    found.masked.push(masked.replace(NOT_FOOD_PHRASES, (phrase) => ' '.repeat(phrase.length)));
  });
  if (found.restrictions.has('vegetarian') && FISH_ALLOWED.test(normalized)) {
    found.restrictions.delete('vegetarian');
    found.restrictions.add('pescatarian');
  }
}
