import type { Joiner } from './text';

/**
 * Negation and its scope, for text in the normal form (`normalizeText`), with or without the
 * apostrophes the chat drops: 'not', 'never', "don't" / 'dont', 'cannot', 'no longer', 'used to',
 * 'stopped', 'without', 'nor'.
 */
export const NEGATOR =
  /\b(?:not|never|no longer|used to(?: be)?|stopped|without|nor|cannot|(?:do|does|did|is|are|was|were|have|has|had|ca|wo|ai|could|would|should|must|need)n'?t)\b/;

/** Whether the words before `index` in a clause negate what follows ("I'm not vegan"). */
export function isNegatedAt(clause: string, index: number): boolean {
  const before = clause.slice(0, index);
  return NEGATOR.test(before) || /\bno\s*$/.test(before);
}

/**
 * Whether a clause negated as a whole passes its negation to the next one: across 'or' ('not
 * vegan or vegetarian', 'no pork or alcohol'), never across 'and' or 'but' ('not vegan, but I
 * have diabetes').
 */
export function negationReaches(joiner: Joiner): boolean {
  return joiner === 'or';
}
