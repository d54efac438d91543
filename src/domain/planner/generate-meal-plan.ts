import { formatList, formatWholeNumber } from '../profile/format';
import type { HealthProfile } from '../profile/health-profile';
import type { Result } from '../profile/result';
import { personalFoodRules } from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets/compute-targets';
import type { NutritionTargets, TargetsError } from '../targets/schemas';
import { mealsOfDay } from './build-meal';
import { type DayRules, dayRulesFor } from './day-rules';
import { planDay } from './draw-day';
import { inSession } from './infeasibility-memory';
import type { LpSolver } from './linear-program';
import type { MealPlan, MealPlanDay } from './meal-plan';
import { planTargetsFrom } from './plan-targets';
import { earlierDay, type Planning, slotFit } from './planning';
import { describeRules, type Option, planningPools, recipesForSlot } from './planning-pools';
import { seededRandom } from './random';
import { withRepeatNote } from './repeat-note';
import { EMPTY_SLOTS, heldDay, revisedDay } from './revised-day';
import type { SideDish } from './sides';

export interface PlanOptions {
  /** Days to plan: 3, 5, 7 or 14 as the screens offer, or any whole number up to 14 (a chat
   * regenerating a one-day sample plans one day). */
  days: number;
  seed: number;
  /** A daily energy the person chose instead of the computed target ('1500 kcal a day'). */
  energyKcal?: number;
  /** The LP solver portions are solved with (the server passes HiGHS). */
  solver: LpSolver;
  /** Plan only some days of an existing plan again; every other day stays as it is. */
  revise?: PlanRevision;
}

/**
 * Which days of `plan` to plan again, each with the slots that must change (0 breakfast, 1 lunch,
 * 2 dinner, then the snacks, as `mealsOfDay` lists them). The day's other slots keep their
 * recipes when some day can be made that way (portions may move), else the whole day is new.
 * Days past the end of `plan` are planned anew.
 */
export interface PlanRevision {
  plan: MealPlan;
  days: ReadonlyMap<number, ReadonlySet<number>>;
  /**
   * Slots of a re-planned day that stay as they are (a locked or chosen meal): the same recipe
   * and portions when the day can keep them so, else the same recipe with new portions; a day
   * that cannot keep them is refused with a reason, never planned without them.
   */
  held?: ReadonlyMap<number, ReadonlySet<number>>;
  /** Held meals keep their portions too, never new ones (a chat edit keeps a locked meal so). */
  isHeldExact?: boolean;
}

export type PlanError =
  | TargetsError
  | {
      kind: 'infeasible-plan';
      /** Why no plan can keep the rules, in plain words: the binding rules and by how much. */
      reason: string;
      /** The rule id or constraint family that bound: 'no-breakfast-recipes', 'sodium-daily-max', ... */
      constraint: string;
    };

export type PlanResult = Result<MealPlan, PlanError>;

/** Main meals do not repeat within this many days (issue 12: no main meal within two days). */
const MAIN_REPEAT_WINDOW_DAYS = 3;

/**
 * The meal-plan engine: `(profile, { days, seed, solver })` gives a plan of breakfast, lunch,
 * dinner and the preferred number of snacks each day. Each day's recipes are drawn (liked foods
 * on at least half the days, chosen cuisines most of the time, no main meal again within two
 * days), then portions and plain sides are solved exactly (`portionDay`). A day no draw can fill
 * goes to the relaxed model, which either picks recipes that work or proves that none can, and
 * names the rules that bind and by how much.
 */
export function generateMealPlan(profile: HealthProfile, options: PlanOptions): PlanResult {
  const targetsResult = computeTargetsForProfile(profile, {
    energyKcalOverride: options.energyKcal ?? null,
  });
  if (!targetsResult.ok) return targetsResult;
  return generateMealPlanForTargets(profile, targetsResult.value, options);
}

export function generateMealPlanForTargets(
  profile: HealthProfile,
  nutritionTargets: NutritionTargets,
  options: PlanOptions,
): PlanResult {
  // One solver session per plan: its solves warm-start from each other, and the plan depends
  // only on the profile and seed, never on what the solver did before.
  // The relaxed search has a session of its own: its model keeps one shape all plan long.
  return inSession(options.solver, (solver) =>
    inSession(options.solver, (relaxedSolver) =>
      planForTargets(profile, nutritionTargets, { ...options, solver }, relaxedSolver),
    ),
  );
}

function planForTargets(
  profile: HealthProfile,
  nutritionTargets: NutritionTargets,
  options: PlanOptions,
  relaxedSolver: LpSolver,
): PlanResult {
  if (!Number.isInteger(options.days) || options.days < 1 || options.days > 14) {
    throw new Error(`days must be a whole number from 1 to 14, got ${options.days}`);
  }
  if (options.revise && options.revise.plan.days.length > options.days) {
    throw new Error('a revised plan has no more days than are planned');
  }
  const targets = planTargetsFrom(nutritionTargets);
  const foodRules = personalFoodRules(profile);
  const snacksPerDay = profile.mealOptions.snacksPerDay;
  const { pools, sides } = planningPools(profile, targets, foodRules);
  const mains = [...pools.lunch, ...pools.dinner];
  const slotPools: [string, readonly Option[]][] = [
    ['breakfast', pools.breakfast],
    ['lunch', recipesForSlot(pools, 'lunch')],
    ['dinner', recipesForSlot(pools, 'dinner')],
  ];
  for (let s = 0; s < snacksPerDay; s++) slotPools.push(['snack', pools.snack]);
  if (mains.length === 1) {
    return infeasible(
      'no-lunch-or-dinner-recipes',
      `Only one lunch or dinner recipe in our library fits all of your rules together (${describeRules(profile, foodRules)}), so we cannot fill a day's lunch and dinner. Relaxing one of them, or asking a dietitian for recipes, would let us plan.`,
    );
  }
  for (const [slot, pool] of slotPools) {
    if (pool.length === 0) {
      return infeasible(
        `no-${slot}-recipes`,
        `No ${slot} recipe in our library fits all of your rules together (${describeRules(profile, foodRules)}). Relaxing one of them, or asking a dietitian for recipes, would let us plan.`,
      );
    }
  }
  const rules = dayRulesFor(profile, nutritionTargets, targets);
  const slots = slotPools.map(([, pool]) => pool);
  const planning: Planning = {
    profile,
    nutrition: nutritionTargets,
    rules,
    slots,
    slotFit: slots.map((pool, s) => pool.map((option) => slotFit(option, s, rules))),
    sides: sides.filter((side) => side.kind !== 'protein'),
    proteinSides: sides.filter((side) => side.kind === 'protein'),
    solver: options.solver,
    relaxedSolver,
    random: seededRandom(options.seed),
    used: new Map(),
    tried: new Map(),
    lastDayHard: false,
    likedMainsScarce: false,
    planned: [],
  };
  const hasLiked = planning.slots.some((pool) => pool.some((option) => option.liked));
  const likedMains = new Set(
    slots.slice(0, 3).flatMap((pool) => pool.flatMap((option) => (option.liked ? option.id : []))),
  );
  const likedSnack = slots.slice(3).some((pool) => pool.some((option) => option.liked));
  planning.likedMainsScarce =
    !likedSnack &&
    likedMains.size > 0 &&
    likedMains.size * Math.ceil(options.days / 3) < 2 * Math.ceil(options.days / 2);
  const recentMains: string[][] = [];
  const days: MealPlanDay[] = [];
  let likedDays = 0;
  const sideKinds = new Set<SideDish['kind']>();

  const revise = options.revise;
  const byId = new Map(slots.flat().map((option) => [option.id, option]));
  const mainIdsOf = (planDay: MealPlanDay | undefined) =>
    planDay
      ? mealsOfDay(planDay)
          .slice(0, 3)
          .flatMap((meal) => meal.recipeId ?? [])
      : [];

  for (let day = 1; day <= options.days; day++) {
    const previous = revise?.plan.days[day - 1];
    const toChange = revise?.days.get(day);
    if (previous && !toChange) {
      // A day the revision keeps: it counts for repeats and liked foods as if planned here.
      const ids = mealsOfDay(previous).flatMap((meal) => meal.recipeId ?? []);
      if (ids.some((id) => byId.get(id)?.liked)) likedDays += 1;
      for (const id of ids) planning.used.set(id, (planning.used.get(id) ?? 0) + 1);
      recentMains.push(mainIdsOf(previous));
      days.push(previous);
      continue;
    }
    const blocked = new Set(recentMains.slice(-(MAIN_REPEAT_WINDOW_DAYS - 1)).flat());
    // A revised day must not repeat the mains of the kept days (or held meals) just after it.
    for (let ahead = day + 1; revise && ahead < day + MAIN_REPEAT_WINDOW_DAYS; ahead++) {
      const aheadDay = revise.plan.days[ahead - 1];
      if (!revise.days.has(ahead)) for (const id of mainIdsOf(aheadDay)) blocked.add(id);
      const heldAhead = revise.held?.get(ahead);
      if (aheadDay && heldAhead) {
        mealsOfDay(aheadDay).forEach((meal, s) => {
          if (s < 3 && heldAhead.has(s) && meal.recipeId) blocked.add(meal.recipeId);
        });
      }
    }
    // Keep pace: by day d, at least half of the days so far have a liked food; and near the
    // end, two chances for each liked day still missing (a hard day may find none).
    const likedNeeded = Math.ceil(options.days / 2) - likedDays;
    const daysLeft = options.days - day + 1;
    const wantLiked =
      hasLiked &&
      likedNeeded > 0 &&
      (likedDays < Math.ceil(day / 2) || likedNeeded >= daysLeft - 1);
    const held = revise?.held?.get(day) ?? EMPTY_SLOTS;
    const found =
      previous && toChange && held.size > 0
        ? heldDay(
            planning,
            previous,
            { toChange, held, isExact: revise.isHeldExact === true },
            blocked,
            wantLiked,
          )
        : (previous && toChange && revisedDay(planning, previous, toChange, blocked, wantLiked)) ||
          planDay(
            planning,
            day,
            blocked,
            wantLiked,
            hasLiked && likedNeeded > 0 && likedNeeded >= daysLeft - 1,
          );
    // A day no search could fill, though no rule rules it out: an earlier day again, even one
    // from the last two days, rather than no plan.
    const built =
      (!found.ok &&
        found.error.constraint === 'search-exhausted' &&
        earlierDay(planning, day, new Set(), wantLiked)) ||
      found;
    if (!built.ok) {
      return infeasible(
        built.error.constraint,
        built.error.reason ??
          `We could not build day ${day} from the recipes your rules allow (${describeRules(profile, foodRules)}).`,
      );
    }
    planning.planned.push(built.value);
    const { picks, planDay: planned } = built.value;
    if (picks.some((option) => option.liked)) likedDays += 1;
    for (const kind of built.value.sideKinds) sideKinds.add(kind);
    for (const option of picks)
      planning.used.set(option.id, (planning.used.get(option.id) ?? 0) + 1);
    recentMains.push(picks.slice(0, 3).map((option) => option.id));
    days.push(planned);
  }

  const isKidney = profile.healthConditions.includes('chronic_kidney_disease');
  const notes = isKidney ? kidneySidesNotes(sideKinds) : [];
  const wideDays = days.filter((day) => day.statedEnergyRange).map((day) => day.day);
  if (wideDays.length > 0) notes.push(statedRangeNote(wideDays, days.length, rules));
  return {
    ok: true,
    value: withRepeatNote({
      days,
      dailyCalories: targets.energyKcal,
      targets,
      seed: options.seed,
      ...(notes.length > 0 ? { notes } : {}),
    }),
  };
}

/** Why some meals carry plain sides, for a person with kidney disease: by the kinds they carry. */
function kidneySidesNotes(kinds: ReadonlySet<SideDish['kind']>): string[] {
  const notes: string[] = [];
  if (kinds.has('starch') || kinds.has('fruit') || kinds.has('fat')) {
    notes.push(
      'To give you enough energy within your kidney limits, some meals come with plain rice, fruit or olive oil: they add energy with little protein, potassium or phosphorus.',
    );
  }
  if (kinds.has('protein')) {
    notes.push(
      'To reach your protein target within your phosphorus limit, some meals come with scrambled egg whites: protein with little phosphorus or potassium.',
    );
  }
  return notes;
}

/** 'Days 2 and 5 keep to the range your analysis gives (...)', for the plan's notes. */
function statedRangeNote(days: readonly number[], planDays: number, rules: DayRules): string {
  const kcal = formatWholeNumber;
  const list =
    days.length === planDays
      ? 'Every day keeps'
      : days.length === 1
        ? `Day ${days[0]} keeps`
        : `Days ${formatList(days.map(String))} keep`;
  const { minKcal, maxKcal } = rules.statedRange;
  return `${list} to the range your analysis gives (${kcal(minKcal)}–${kcal(maxKcal)} kcal) rather than within 5\u00a0% of your ${kcal(rules.targets.energyKcal)} kcal target: no recipes fit all of your limits together any closer without repeating a recent main meal.`;
}

function infeasible(constraint: string, reason: string): PlanResult {
  return { ok: false, error: { kind: 'infeasible-plan', constraint, reason } };
}
