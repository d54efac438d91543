import type { SourceId } from '../sources';
import type { Macros } from './macros';
import type { Person } from './person';
import type { AppliesBecause, LimitNutrient, NutrientLimit } from './schemas';

// The shape of the limit table (limit-rules.ts), which limits.ts evaluates.

/** What a computed amount or reason may read. */
export interface LimitContext {
  person: Person;
  /** The day's energy target, kcal. */
  kcal: number;
  macros: Macros;
}

/** The amount a row proposes, in the limit's unit (or % of energy, see `energyShare`). */
export interface LimitAmount {
  min?: number;
  max: number;
  perKg?: { min: number; max: number };
  referenceAmount?: number;
}

export interface LimitRow {
  /** Whose rule: 'general' applies to everyone, a condition or medication class when listed. */
  because: AppliesBecause;
  amount: LimitAmount | ((context: LimitContext) => LimitAmount);
  /** Why, in words. A row that only adds its cause and sources to an equal amount has none. */
  reason?: string | ((context: LimitContext) => string);
  sourceIds: readonly SourceId[] | ((context: LimitContext) => readonly SourceId[]);
}

export interface LimitDefinition {
  id: string;
  nutrient: LimitNutrient;
  label: string;
  kind: NutrientLimit['kind'];
  scope: NutrientLimit['scope'];
  unit: NutrientLimit['unit'];
  /** Set when the rows' amounts are % of energy: the limit is then in grams at the target. */
  energyShare?: { kcalPerG: number };
  /** 'strictest': the reason of the first row with the strictest maximum; 'all': every applying row's, in order. */
  reasonFrom: 'strictest' | 'all';
  /** Recorded when the applying rows propose different maxima ('The strictest … applies'). */
  strictestConflict?: { id: string; what: string; unit: string };
  /** Causes that stop the limit; the conflict, if any, is recorded when a row would have applied. */
  blockedBy?: readonly {
    because: AppliesBecause;
    conflict?: { id: string; resolution: string; sourceIds: readonly SourceId[] };
  }[];
  isPlanningDefault?: boolean;
  /** False when the food table cannot measure the nutrient (added sugar). */
  isCheckable?: boolean;
  rows: readonly LimitRow[];
}
