import type { DietaryRestriction } from '../../profile/health-profile';
import type { PhraseRule } from './phrase-rule';

// ---------------------------------------------------------------------------------------------
// Dietary restrictions (spec §3 ids). Restriction words found in any answer count, unless
// negated ('I'm not vegan'); the looser 'no nuts' / 'no soy' / 'no eggs' only under the
// restrictions question, since under 'allergies' they name an allergy and elsewhere a dislike.
// ---------------------------------------------------------------------------------------------

export const RESTRICTION_RULES: readonly PhraseRule<DietaryRestriction>[] = [
  {
    value: 'vegan',
    pattern:
      /\bvegan\b|(?<!more |more of a |mostly |semi[\s-]?)\bplant[\s-]?based\b(?! (?:meals?|foods?|options?|dishes|recipes|protein))|\b(?:no|avoid(?:ing)?|don't eat|do not eat|never eat) (?:any )?animal (?:products?|foods?)\b/g,
  },
  {
    value: 'vegetarian',
    pattern:
      /(?<!mostly |semi[\s-]?|part[\s-]time |sometimes )\bvegetarian\b|\bveggie\b(?!s| burgers?| sausages?| patt)|\blacto[\s-]?ovo\b|\bovo[\s-]?lacto\b|\bmeat[\s-]?free\b|\bmeatless\b|\bno meat\b|\b(?:don't|do not|never|can't|won't|cannot|no longer) eat (?:any )?meat\b|\bavoid(?:ing)? (?:all )?meat\b|\bnot eat(?:ing)? meat\b/g,
  },
  {
    value: 'pescatarian',
    pattern:
      /\bpesc[ae]tarian\b|\bpescatarian\b|\bonly (?:eat )?(?:fish|seafood) (?:and|but) no (?:other )?meat\b/g,
  },
  { value: 'halal', pattern: /\bhalal\b|\bzabiha\b/g },
  { value: 'kosher', pattern: /\bkosher\b/g },
  {
    value: 'gluten_free',
    pattern:
      /\bgluten[\s-]?free\b|\bno gluten\b|\bavoid(?:ing)? gluten\b|\b(?:don't|can't|cannot|do not|never) (?:eat|have|tolerate|do) gluten\b|\bgluten[\s-](?:intoleran\w*|sensitiv\w*)\b|\b(?:intolerant|sensitive) to gluten\b|\bc(?:o)?eliac\b|\bwheat[\s-]?free\b|\bno wheat\b/g,
  },
  {
    value: 'dairy_free',
    pattern:
      /\bdairy[\s-]?free\b|\bno dairy\b|\bavoid(?:ing)? (?:dairy|milk|lactose)\b|\b(?:don't|can't|cannot|do not|never) (?:eat|have|drink|tolerate|do) (?:dairy|milk|lactose)\b|\blactose[\s-]?(?:intoleran\w*|free|sensitiv\w*)\b|\b(?:intolerant|sensitive) to (?:lactose|dairy|milk)\b|\bno milk\b|\bnon[\s-]?dairy\b|\bcut(?:ting)? out dairy\b/g,
  },
  { value: 'nut_free', pattern: /\bnut[\s-]?free\b/g },
  { value: 'nut_free', pattern: /\bno (?:tree )?nuts?\b/g, topics: ['restrictions'] },
  { value: 'soy_free', pattern: /\bsoy[\s-]?free\b/g },
  { value: 'soy_free', pattern: /\bno soy\b/g, topics: ['restrictions'] },
  { value: 'egg_free', pattern: /\beggs?[\s-]?free\b/g },
  { value: 'egg_free', pattern: /\bno eggs?\b/g, topics: ['restrictions'] },
];

/** 'vegetarian but I eat fish', 'no meat, fish is fine': vegetarian becomes pescatarian. */
export const FISH_ALLOWED =
  /\b(?:eat|eats|have|except|but|still|with|incl\w*)\s+(?:some |the odd |occasional )?(?:fish|seafood)\b|\b(?:fish|seafood)\s+(?:is|are)\s+(?:ok|okay|fine|good|allowed)\b|\b(?:fine|ok|okay) with (?:fish|seafood)\b/;

/**
 * Words that, when a person says they avoid them ('no meat', 'I avoid dairy'), name a
 * restriction. `anywhere`: in any answer; otherwise only under the restrictions question.
 */
export const AVOIDED_WORD_RESTRICTIONS: readonly {
  words: readonly string[];
  value: DietaryRestriction;
  anywhere: boolean;
}[] = [
  { words: ['meat', 'any meat'], value: 'vegetarian', anywhere: true },
  {
    words: ['animal product', 'animal products', 'animal food', 'animal foods'],
    value: 'vegan',
    anywhere: true,
  },
  { words: ['gluten', 'wheat'], value: 'gluten_free', anywhere: true },
  {
    words: ['dairy', 'milk', 'lactose', 'dairy product', 'dairy products'],
    value: 'dairy_free',
    anywhere: true,
  },
  { words: ['nut', 'nuts', 'tree nut', 'tree nuts'], value: 'nut_free', anywhere: false },
  { words: ['soy', 'soya'], value: 'soy_free', anywhere: false },
  { words: ['egg', 'eggs'], value: 'egg_free', anywhere: false },
];
