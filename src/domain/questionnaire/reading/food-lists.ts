import { splitSegments } from '../../language';
import type { DietaryRestriction } from '../../profile/health-profile';
import { foodKey, mentionsIn } from '../food-mentions';
import type { TopicId } from '../schemas';
import { NONE_PHRASES, PLAIN_NONE } from '../words/answers';
import {
  ALLERGY_MARKER,
  ALLOWED_MARKER,
  AVOID_MARKER,
  DISLIKE_MARKER,
  INTOLERANCE_MARKER,
  LIKE_MARKER,
  NEGATED_ALLERGY,
  NOT_A_LIKE,
  NOT_START,
} from '../words/clause-markers';
import { AVOIDED_WORD_RESTRICTIONS } from '../words/diets';
import { clausesOf, type Found } from './found';

// ---------------------------------------------------------------------------------------------
// Foods: each clause leans one way (like, dislike, avoid, allergy, ...), from its own words or
// from the clause before; 'but' turns it round and a leading 'not' negates it.
// ---------------------------------------------------------------------------------------------

type Lean = 'like' | 'allowed' | 'dislike' | 'avoid' | 'allergy' | 'intolerance' | null;

const TOPIC_LEAN: Readonly<Partial<Record<TopicId, Lean>>> = {
  restrictions: 'avoid',
  allergies: 'allergy',
  likedFoods: 'like',
  dislikedFoods: 'dislike',
};

/** The clause's own lean; 'not' for a clause that starts by negating; undefined for none. */
function ownLean(clause: string): Lean | 'not' | undefined {
  if (NEGATED_ALLERGY.test(clause)) return null;
  if (DISLIKE_MARKER.test(clause)) return 'dislike';
  if (ALLERGY_MARKER.test(clause)) return 'allergy';
  if (INTOLERANCE_MARKER.test(clause)) return 'intolerance';
  if (AVOID_MARKER.test(clause)) return 'avoid';
  if (ALLOWED_MARKER.test(clause)) return 'allowed';
  if (LIKE_MARKER.test(clause.replace(NOT_A_LIKE, ' '))) return 'like';
  if (NOT_START.test(clause)) return 'not';
  return undefined;
}

/** 'I love salmon but not tuna': a 'not' turns a like into a dislike and cancels the rest. */
function negate(lean: Lean): Lean {
  if (lean === 'like' || lean === 'allowed') return 'dislike';
  return null;
}

/** 'I don't like fish but chicken': an unmarked clause after 'but' leans the other way. */
function turn(lean: Lean): Lean {
  switch (lean) {
    case 'like':
      return 'dislike';
    case 'dislike':
    case 'avoid':
      return 'allowed';
    default:
      return null;
  }
}

/** Under the allergies question, 'no X' and 'can't eat X' name an allergy; 'I avoid X' does not. */
const CANNOT_EAT = /^(?:no|zero|not any|none of)\b|\bcan(?:'t|not) (?:eat|have)\b/;

const DAIRY_OR_GLUTEN: Readonly<Record<string, DietaryRestriction>> = {
  [foodKey('lactose')]: 'dairy_free',
  [foodKey('dairy')]: 'dairy_free',
  [foodKey('milk')]: 'dairy_free',
  [foodKey('gluten')]: 'gluten_free',
  [foodKey('wheat')]: 'gluten_free',
};

function restrictionForAvoided(
  item: string,
  topic: TopicId | null,
): DietaryRestriction | undefined {
  const key = foodKey(item);
  for (const { words, value, anywhere } of AVOIDED_WORD_RESTRICTIONS) {
    if ((anywhere || topic === 'restrictions') && words.some((word) => foodKey(word) === key)) {
      return value;
    }
  }
  return undefined;
}

export function readFoods(topic: TopicId | null, normalized: string, found: Found): void {
  const segments = clausesOf(normalized);
  const start: Lean = (topic && TOPIC_LEAN[topic]) ?? null;
  let previous: Lean = start;
  segments.forEach((segment, index) => {
    const own = ownLean(segment.text);
    let lean: Lean;
    const before = segments[index - 1]?.text ?? '';
    if (own === 'not') lean = negate(index === 0 ? start : previous);
    else if (own !== undefined) lean = own;
    else if (index === 0) lean = start;
    else if (segment.joiner === 'contrast' && NEGATED_ALLERGY.test(before)) {
      // 'No allergies apart from shellfish': the exception is one.
      lean = 'allergy';
    } else if (
      segment.joiner === 'contrast' &&
      PLAIN_NONE.test(before.replace(/[^a-z0-9' ]+/g, ''))
    ) {
      // 'Nothing except mushrooms': the exception is what the question asked for.
      lean = previous;
    } else if (segment.joiner === 'contrast') lean = turn(previous);
    else lean = previous;
    previous = lean;
    if (lean === null) return;

    const text = found.masked[index] ?? segment.text;
    const { foods, cuisines } = mentionsIn(text, {
      allergens:
        lean === 'allergy' || lean === 'intolerance' || lean === 'avoid' || topic === 'allergies',
      cuisines: lean === 'like',
    });
    for (const cuisine of cuisines) found.cuisines.add(cuisine);
    for (const item of foods) {
      switch (lean) {
        case 'like':
          found.addLiked(item);
          break;
        case 'allowed':
          if (topic === 'likedFoods') found.addLiked(item);
          break;
        case 'dislike':
          found.addDisliked(item);
          break;
        case 'avoid': {
          const restriction = restrictionForAvoided(item, topic);
          if (restriction !== undefined) found.restrictions.add(restriction);
          else if (topic === 'allergies' && CANNOT_EAT.test(segment.text)) found.addAllergy(item);
          else found.addDisliked(item);
          break;
        }
        case 'allergy':
          found.addAllergy(item);
          break;
        case 'intolerance': {
          const restriction = DAIRY_OR_GLUTEN[foodKey(item)];
          if (restriction !== undefined) found.restrictions.add(restriction);
          else found.addAllergy(item);
          break;
        }
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// "None" answers to list questions.
// ---------------------------------------------------------------------------------------------

export function readNones(
  topic: TopicId | null,
  normalized: string,
  bare: string,
  found: Found,
): void {
  // 'No, but I don't like mushrooms': a plain no at the start answers the question asked.
  const firstClause =
    splitSegments(normalized)[0]
      ?.text.replace(/[^a-z0-9' ]+/g, ' ')
      .trim() ?? '';
  const plainNone = PLAIN_NONE.test(bare) || PLAIN_NONE.test(firstClause);
  if (
    found.allergies === undefined &&
    ((topic === 'allergies' && plainNone) || NONE_PHRASES.allergies.test(normalized))
  ) {
    found.allergies = [];
  }
  if (
    found.restrictions.size === 0 &&
    ((topic === 'restrictions' && (plainNone || found.negatedRestriction)) ||
      NONE_PHRASES.dietaryRestrictions.test(normalized))
  ) {
    found.restrictionsNone = true;
  }
  const likesNone =
    topic === 'likedFoods' && (plainNone || NONE_PHRASES.likedFoods.test(normalized));
  if (found.liked === undefined && likesNone) found.liked = [];
  if (
    found.disliked === undefined &&
    (topic === 'dislikedFoods' || topic === 'likedFoods') &&
    ((topic === 'dislikedFoods' && plainNone) || NONE_PHRASES.dislikedFoods.test(normalized))
  ) {
    found.disliked = [];
  }
  if (topic === 'goals' && plainNone && found.goals.length === 0) found.goalsNone = true;
}
