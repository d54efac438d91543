import type { MealPlanIntent, UNTRACKED_NUTRIENTS } from '../intent-schema';

/**
 * The clause reader for requests the chat answers in words: dialysis, cost, vitamin K
 * and nutrients plans do not aim at.
 */

const DIALYSIS = /(?:^| )(?:dialysis|haemodialysis|hemodialysis)(?= |$)/;
const COST =
  /(?:^| )(?:cheaper|cheap|less expensive|lower cost|low cost|budget|afford|affordable|cost less|save money|saving money|too expensive|pricey|costly)(?= |$)/;
const VITAMIN_K = /(?:^| )(?:vitamin k|vit k|vitamin k1)(?= |$)/;
const UNTRACKED =
  /(?:^| )(iron|calcium|vitamin d|vit d|vitamin b12|vit b12|b12|omega 3s?|omega3s?|fish oils?|magnesium|zinc|vitamin c|vit c|folate|folic acid)(?= |$)/;

function untrackedNutrient(word: string): (typeof UNTRACKED_NUTRIENTS)[number] {
  if (/b12/.test(word)) return 'vitamin b12';
  if (/omega|fish oil/.test(word)) return 'omega 3';
  if (/d$/.test(word) && /vit/.test(word)) return 'vitamin d';
  if (/c$/.test(word) && /vit/.test(word)) return 'vitamin c';
  if (/fol/.test(word)) return 'folate';
  return word as (typeof UNTRACKED_NUTRIENTS)[number];
}

export function readExplain(clause: string): MealPlanIntent | undefined {
  if (DIALYSIS.test(clause)) return { kind: 'explain', topic: 'dialysis' };
  if (VITAMIN_K.test(clause)) return { kind: 'explain', topic: 'vitamin-k' };
  const untracked = UNTRACKED.exec(clause);
  if (untracked) {
    return {
      kind: 'explain',
      topic: 'untracked-nutrient',
      nutrient: untrackedNutrient(untracked[1]!),
    };
  }
  if (COST.test(clause)) return { kind: 'explain', topic: 'cost' };
  return undefined;
}
