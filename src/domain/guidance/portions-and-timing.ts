import { formatNumber } from '../profile/format';
import { type GuidanceContext, has, kcal, type Line, line, takes } from './context';
import { DEFAULT_SODIUM_LIMIT_MG, fatPerMealG, sodiumLimitMg } from './facts';
import { FRUIT, suitableList, VEGETABLES } from './food-sources';

// Portion guidelines and meal timing: the day's energy over the plan's meals, per-meal amounts
// from the targets, and when to eat with the person's conditions and medicines.

/** Planning convention (ours): each snack is about a tenth of the day's energy. */
export const SNACK_SHARE_OF_DAY = 0.1;
/** Every plan has breakfast, lunch and dinner (spec: '3 main meals + snacks'), so the portion
 * guide splits the day over three meals, whatever meal count the person usually eats. */
export const PLAN_MAIN_MEALS = 3;

const round10 = (value: number) => Math.round(value / 10) * 10;

export interface MealSplit {
  mealKcal: number;
  snackKcal: number;
  /** The share of the day's energy in one main meal. */
  mealShare: number;
}

/** The day's energy over the person's meals and snacks (snacks a tenth each, meals the rest). */
export function mealSplit(dayKcal: number, mealsPerDay: number, snacksPerDay: number): MealSplit {
  const snackKcal = snacksPerDay === 0 ? 0 : round10(dayKcal * SNACK_SHARE_OF_DAY);
  const mealKcal = round10((dayKcal - snacksPerDay * snackKcal) / mealsPerDay);
  return { mealKcal, snackKcal, mealShare: mealKcal / dayKcal };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function portionGuidelines(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  const { snacksPerDay } = ctx.profile.mealOptions;
  const isCkd = has(ctx, 'chronic_kidney_disease');
  const plate = isCkd
    ? 'Build each plate as half low-potassium vegetables, a quarter a modest portion of protein and a quarter grains or starchy food.'
    : 'Build each plate as half vegetables, a quarter lean protein and a quarter whole grains or starchy food.';
  const { targets } = ctx;
  if (targets === null) {
    lines.push(line(plate));
    lines.push(
      line(
        'Portion sizes depend on your age and growth, so we have not set calorie amounts: ask your doctor or a registered dietitian what is right for you.',
      ),
    );
    return lines;
  }

  const { energy, macros } = targets;
  const split = mealSplit(energy.targetKcal, PLAN_MAIN_MEALS, snacksPerDay);
  // An even split, said as one: the plan's meals vary around it (a lighter breakfast, a fuller
  // dinner), each day kept near the target, and its mains average close to the figure.
  const meals =
    snacksPerDay === 0
      ? `${plural(PLAN_MAIN_MEALS, 'meal')}, about ${kcal(split.mealKcal)} a meal`
      : `${plural(PLAN_MAIN_MEALS, 'meal')} and ${plural(snacksPerDay, 'snack')}, about ${kcal(split.mealKcal)} a meal and ${kcal(split.snackKcal)} a snack`;
  lines.push(
    line(
      `Spread your ${kcal(energy.targetKcal)} a day over ${meals} if you split it evenly (the meals of your plan vary around these, and each day comes close to your target).`,
      energy.sourceIds,
    ),
  );
  lines.push(line(plate));

  const share = split.mealShare;
  const perMeal = (grams: number) => Math.round(grams * share);
  const ckdProtein = targets.limits.find((limit) => limit.id === 'ckd-protein-daily-range');
  if (ckdProtein?.max !== undefined) {
    lines.push(
      line(
        `Keep protein to ${ckdProtein.min}–${ckdProtein.max} g a day, about ${perMeal(ckdProtein.min ?? 0)}–${perMeal(ckdProtein.max)} g a meal if you spread it evenly (each meal of your plan shows its protein): a portion of meat or fish the size of your palm has about 20–25 g.`,
        ckdProtein.sourceIds,
      ),
    );
  } else {
    lines.push(
      line(
        `Have some protein at each meal: at least ${macros.protein.minG} g a day, about ${perMeal(macros.protein.minG)} g a meal if you spread it evenly.`,
        macros.protein.sourceIds,
      ),
    );
  }

  if (has(ctx, 'diabetes_type1')) {
    lines.push(
      line(
        `Count the carbohydrate in each meal and match your mealtime insulin to it, as your diabetes team taught you: each meal of your plan shows its grams, ${macros.carbs.minG}–${macros.carbs.maxG} g over the day and no more than about ${perMeal(macros.carbs.maxG)} g at one meal. If your insulin doses are fixed, keep the carbohydrate of each meal about the same from day to day.`,
        ['B2.1', 'B2.2'],
      ),
    );
  } else if (has(ctx, 'diabetes_type2')) {
    lines.push(
      line(
        `Keep carbohydrate similar from meal to meal, no more than about ${perMeal(macros.carbs.maxG)} g at one meal (your plan keeps to this), mostly from ${suitableList(ctx, [VEGETABLES, 'beans', 'whole grains', FRUIT, 'dairy'])}.`,
        ['B1.1', 'B1.2'],
      ),
    );
  }

  const fatMeal = fatPerMealG(ctx);
  if (fatMeal !== null) {
    lines.push(
      line(
        `Keep each meal or snack under ${fatMeal} g of fat. Foods with 3 g of fat or less per serving count as low-fat.`,
        ['B3.1', 'B3.2'],
      ),
    );
  }

  const sodiumMg = sodiumLimitMg(ctx);
  if (sodiumMg !== null && sodiumMg < DEFAULT_SODIUM_LIMIT_MG) {
    lines.push(
      line(
        `With a sodium limit of ${formatNumber(sodiumMg)} mg a day, aim for about ${formatNumber(round10(sodiumMg * share))} mg of sodium per meal or less, and keep snacks unsalted.`,
        targets.limits.find((limit) => limit.id === 'sodium-daily-max')?.sourceIds ?? [],
      ),
    );
  }

  if (energy.adjustment.kind === 'deficit') {
    lines.push(
      line(
        `These portions add up to about ${kcal(-energy.adjustment.kcal)} less than you burn each day, for slow, steady weight loss. Eat slowly and stop when you are comfortably full.`,
        ['B13.2'],
      ),
    );
  } else if (ctx.bmiCategory === 'Underweight') {
    lines.push(
      line(
        'Your portions match your needs with no cut in calories. If you are losing weight without trying, add a snack and talk to your doctor.',
      ),
    );
  }

  if (has(ctx, 'ibs', 'no_gallbladder')) {
    lines.push(
      line(
        `Raise fibre slowly, over a few weeks, towards at least ${targets.fiber.minG} g a day.`,
        targets.fiber.sourceIds,
      ),
    );
  }
  return lines;
}

export function mealTiming(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  const { mealsPerDay, snacksPerDay } = ctx.profile.mealOptions;
  const snacks = snacksPerDay === 0 ? '' : ` and ${plural(snacksPerDay, 'snack')}`;
  // The plan always has three main meals (its portion guide too); a different preference is
  // met by splitting or joining them, said so rather than promised by the plan.
  const regular = 'at roughly the same times, so your hunger and energy stay even';
  lines.push(
    line(
      mealsPerDay === PLAN_MAIN_MEALS
        ? `Eat ${plural(mealsPerDay, 'meal')}${snacks} a day ${regular}.`
        : `Your plan has ${plural(PLAN_MAIN_MEALS, 'main meal')}${snacks} a day; for the ${mealsPerDay} meals you prefer, ${
            mealsPerDay > PLAN_MAIN_MEALS
              ? 'split a lunch or dinner into smaller meals'
              : 'have two of them together as one meal'
          }, and eat ${regular}.`,
    ),
  );
  if (has(ctx, 'diabetes_type1')) {
    lines.push(
      line(
        'Keep meal times and carbohydrate regular from day to day, and do not skip a meal after taking mealtime insulin.',
        ['B2.1', 'B2.2'],
      ),
    );
  } else if (has(ctx, 'diabetes_type2')) {
    lines.push(
      line(
        'Regular meals with similar amounts of carbohydrate make your blood sugar easier to predict; try not to skip meals.',
        ['B1.1'],
      ),
    );
  }
  if (has(ctx, 'no_gallbladder')) {
    const eatingTimes = mealsPerDay + snacksPerDay;
    lines.push(
      line(
        eatingTimes >= 4
          ? `Your ${eatingTimes} smaller meals and snacks suit you: without a gallbladder, fat is easier to handle a little at a time.`
          : `Without a gallbladder, 4–6 smaller meals a day are easier than ${eatingTimes} large ones: consider adding snacks and making meals smaller.`,
        ['B3.1'],
      ),
    );
  }
  if (has(ctx, 'gerd')) {
    lines.push(
      line('Finish your last meal or snack 2–3 hours before you lie down or go to bed.', ['B9.2']),
    );
    lines.push(
      line('If reflux wakes you at night, raise the head of your bed; avoid tobacco.', ['B9.4']),
    );
  }
  if (has(ctx, 'ibs')) {
    lines.push(line('Eat at regular times and slowly; large, rushed meals are harder on IBS.'));
  }
  if (takes(ctx, 'levothyroxine')) {
    lines.push(
      line(
        'Take levothyroxine with water on an empty stomach, 30–60 minutes before breakfast; keep calcium- or iron-rich food and supplements at least 4 hours away from it.',
        ['C4'],
      ),
    );
  }
  if (takes(ctx, 'tetracycline')) {
    lines.push(
      line(
        'Take your tetracycline antibiotic on an empty stomach, and keep dairy, antacids and iron or mineral supplements about 2 hours before or 4–6 hours after it (check your label).',
        ['C7'],
      ),
    );
  }
  if (takes(ctx, 'fluoroquinolone')) {
    lines.push(
      line(
        'Keep dairy, calcium-fortified drinks, antacids and mineral supplements apart from your antibiotic, timed as its label says.',
        ['C7'],
      ),
    );
  }
  return lines;
}
