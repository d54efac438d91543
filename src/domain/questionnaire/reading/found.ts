import type { ConditionId } from '../../conditions/catalogue';
import { splitSegments } from '../../language';
import type {
  ActivityLevel,
  Cuisine,
  DietaryRestriction,
  Gender,
} from '../../profile/health-profile';
import { LIMITS } from '../../profile/health-profile';
import { foodKey } from '../food-mentions';
import type { Budget, CookingSkill, ExtractedData, TimeBand } from '../schemas';

/** Clauses read of one answer: a real answer has a handful; this bounds the work of any text. */
export const MAX_ANSWER_CLAUSES = 60;

export const clausesOf = (normalized: string) =>
  splitSegments(normalized).slice(0, MAX_ANSWER_CLAUSES);

// ---------------------------------------------------------------------------------------------
// What one answer holds, while it is being read.
// ---------------------------------------------------------------------------------------------

export class Found {
  name: string | undefined;
  age: number | undefined;
  gender: Gender | undefined;
  heightCm: number | undefined;
  weightKg: number | undefined;
  medications: string[] | undefined;
  goals: { label: string; at: number }[] = [];
  restrictions = new Set<DietaryRestriction>();
  negatedRestriction = false;
  /** The answer said there are none: emitted as an empty list. */
  restrictionsNone = false;
  goalsNone = false;
  conditions = new Set<ConditionId>();
  allergies: string[] | undefined;
  liked: string[] | undefined;
  disliked: string[] | undefined;
  cuisines = new Set<Cuisine>();
  activityLevel: ActivityLevel | undefined;
  meals: number | undefined;
  snacks: number | undefined;
  cookingSkill: CookingSkill | undefined;
  timeAvailable: TimeBand | undefined;
  budget: Budget | undefined;
  /** Clauses with their matched phrases blanked out, for reading foods. */
  masked: string[] = [];

  addGoal(label: string, at: number): void {
    if (!this.goals.some((goal) => goal.label === label)) this.goals.push({ label, at });
  }
  addAllergy(item: string): void {
    this.allergies = addItem(this.allergies ?? [], item);
  }
  addLiked(item: string): void {
    this.disliked = removeItem(this.disliked, item);
    this.liked = addItem(this.liked ?? [], item);
  }
  addDisliked(item: string): void {
    this.liked = removeItem(this.liked, item);
    this.disliked = addItem(this.disliked ?? [], item);
  }

  toData(): ExtractedData {
    const data: ExtractedData = {};
    if (this.name !== undefined) data.name = this.name;
    if (this.age !== undefined) data.age = this.age;
    if (this.gender !== undefined) data.gender = this.gender;
    if (this.heightCm !== undefined) data.heightCm = this.heightCm;
    if (this.weightKg !== undefined) data.weightKg = this.weightKg;
    if (this.medications !== undefined) data.medications = cap(this.medications);
    if (this.goals.length > 0 || this.goalsNone) {
      data.goals = [...this.goals].sort((a, b) => a.at - b.at).map((goal) => goal.label);
    }
    const restrictions = narrowDiets([...this.restrictions]);
    if (restrictions.length > 0 || this.restrictionsNone) data.dietaryRestrictions = restrictions;
    if (this.allergies !== undefined) data.allergies = cap(this.allergies);
    if (this.liked !== undefined) data.likedFoods = cap(this.liked);
    if (this.disliked !== undefined) data.dislikedFoods = cap(this.disliked);
    if (this.conditions.size > 0) data.healthConditions = [...this.conditions];
    if (this.cuisines.size > 0) data.cuisines = [...this.cuisines];
    if (this.activityLevel !== undefined) data.activityLevel = this.activityLevel;
    if (this.meals !== undefined) {
      data.mealFrequency = mealFrequencyText(this.meals, this.snacks);
      data.mealsPerDay = clamp(this.meals, LIMITS.mealsPerDay.min, LIMITS.mealsPerDay.max);
    }
    if (this.snacks !== undefined) {
      data.snacksPerDay = clamp(this.snacks, LIMITS.snacksPerDay.min, LIMITS.snacksPerDay.max);
    }
    if (this.cookingSkill !== undefined) data.cookingSkill = this.cookingSkill;
    if (this.timeAvailable !== undefined) data.timeAvailable = this.timeAvailable;
    if (this.budget !== undefined) data.budget = this.budget;
    return data;
  }
}

function addItem(list: readonly string[], item: string): string[] {
  const key = foodKey(item);
  return list.some((existing) => foodKey(existing) === key) ? [...list] : [...list, item];
}

/** The list without the item; undefined when nothing is left (an empty list means "none"). */
function removeItem(list: readonly string[] | undefined, item: string): string[] | undefined {
  const key = foodKey(item);
  const rest = list?.filter((existing) => foodKey(existing) !== key);
  return rest !== undefined && rest.length > 0 ? rest : undefined;
}

function cap(list: readonly string[]): string[] {
  return list.slice(0, 100).map((item) => item.slice(0, 80));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Vegan covers vegetarian; pescatarian (fish allowed) replaces vegetarian said alongside it. */
export function narrowDiets(restrictions: readonly DietaryRestriction[]): DietaryRestriction[] {
  const has = new Set(restrictions);
  return restrictions.filter(
    (restriction) =>
      !(restriction === 'vegetarian' && (has.has('vegan') || has.has('pescatarian'))) &&
      !(restriction === 'pescatarian' && has.has('vegan')),
  );
}

/** '3 meals + 2 snacks', '3 meals, no snacks', '2 meals'. */
export function mealFrequencyText(meals: number, snacks: number | undefined): string {
  const mealWords = `${meals} meal${meals === 1 ? '' : 's'}`;
  if (snacks === undefined) return mealWords;
  if (snacks === 0) return `${mealWords}, no snacks`;
  return `${mealWords} + ${snacks} snack${snacks === 1 ? '' : 's'}`;
}
