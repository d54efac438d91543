import type { SourceId } from '../sources';
import type { GuidanceContext } from './context';
import type { LimitKind } from './schemas';
import type { Trigger } from './triggers';

/**
 * The shape of the food-category catalogues behind `foodsToEmphasize` and `foodsToLimit`. Each
 * entry has a permanent id, the candidate foods (named so that `findFoodsByName` finds them in the
 * food table; a test checks every name), the triggers that select it, each with the sentence it
 * adds to the reason and the clinical-targets rows behind that sentence, and the triggers that
 * rule it out. The rows are in `emphasis-*.ts` and `limits-*.ts`, assembled in
 * `food-categories.ts`; which candidates a person sees is decided in `foods-to-emphasize.ts` and
 * `foods-to-limit.ts`.
 */

export interface Because {
  when: Trigger;
  /** One or two sentences for this person; null when they need a number the person lacks. */
  say: (ctx: GuidanceContext, foods: readonly string[]) => string | null;
  sourceIds: readonly SourceId[];
}

export interface FoodCategory {
  /** Permanent, kebab-case. */
  id: string;
  category: string;
  /** Candidate foods, best first. */
  foods: readonly string[];
  /** The reason's first sentence, true for everyone the category is shown to. */
  lead: string;
  because: readonly Because[];
  /** The category is not shown when any of these applies. */
  unless?: readonly Trigger[];
}

export interface LimitCategory extends FoodCategory {
  kind: LimitKind;
}
