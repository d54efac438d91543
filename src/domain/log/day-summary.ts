import { NUTRIENTS, type NutrientKey, type NutrientUnit } from '../foods/food';
import { getFood } from '../foods/food-table';
import { type FoodAmount, type NutrientTotals, sumNutrients } from '../foods/nutrients';
import { dayRulesFor } from '../planner/day-rules';
import { planTargetsFrom } from '../planner/plan-targets';
import { formatAmount } from '../profile/format';
import type { HealthProfile } from '../profile/health-profile';
import type { AppliesBecause, NutritionTargets } from '../targets/schemas';
import { LOG_SLOT_LABELS, type LoggedIngredient, type LogSlot } from './schemas';

/** What the summary needs of a logged entry (a stored one, or one kept in the tab). */
export interface LoggedMeal {
  slot: LogSlot;
  status: 'eaten' | 'skipped';
  portion: number;
  ingredients: readonly LoggedIngredient[];
}

export type RangeStatus = 'below' | 'within' | 'above' | 'unknown';

/** One line of the day against the targets: a bar with its band, and words when out of range. */
export interface TargetRow {
  id: string;
  label: string;
  nutrient: NutrientKey;
  unit: NutrientUnit;
  /** The day's amount (null when no food eaten has a value for it). */
  value: number | null;
  /** Some food eaten has no USDA value for it: the amount is a lower bound. */
  incomplete: boolean;
  min: number | null;
  max: number | null;
  status: RangeStatus;
  /** A plain sentence when the amount is out of its band; null when within. */
  sentence: string | null;
  /** Set by a condition or a medicine of the person (shown first), not a general guideline. */
  personal: boolean;
  sourceIds: string[];
}

export interface DaySummary {
  totals: NutrientTotals;
  /** Each entry as eaten, in the order given (a skipped entry has every nutrient 0). */
  entries: NutrientTotals[];
  /** Per slot eaten: the nutrients of what was eaten there. */
  slots: Partial<Record<LogSlot, NutrientTotals>>;
  eaten: number;
  skipped: number;
  /** Condition- and medicine-specific rows first, then energy and macros, then the rest. */
  rows: TargetRow[];
}

/** The foods of an entry as eaten: its grams times the portion; skipped entries count nothing. */
export function eatenAmounts(entry: LoggedMeal): FoodAmount[] {
  if (entry.status !== 'eaten') return [];
  const amounts: FoodAmount[] = [];
  for (const ingredient of entry.ingredients) {
    const food = getFood(ingredient.foodId);
    if (food) amounts.push({ food, grams: ingredient.grams * entry.portion });
  }
  return amounts;
}

/** The full nutrient panel of one entry as eaten. */
export function entryNutrients(entry: LoggedMeal): NutrientTotals {
  return sumNutrients(eatenAmounts(entry));
}

const format = (value: number) => formatAmount(value, 10);

function statusOf(value: number | null, min: number | null, max: number | null): RangeStatus {
  if (value === null) return 'unknown';
  if (max !== null && value > max) return 'above';
  if (min !== null && value < min) return 'below';
  return 'within';
}

function sentenceOf(
  row: Omit<TargetRow, 'sentence'>,
  kind: 'limit' | 'target' | 'steady',
): string | null {
  if (row.status !== 'above' && row.status !== 'below') return null;
  const amount = `${row.label} is ${format(row.value ?? 0)} ${row.unit}`;
  const lowerBound = row.incomplete ? ' (at least: some foods have no value for it)' : '';
  if (kind === 'steady') {
    return `${amount}${lowerBound}, ${row.status} the steady ${format(row.min ?? 0)}–${format(row.max ?? 0)} ${row.unit} a day your medicine is balanced with: keep it about the same each day.`;
  }
  if (row.status === 'above') {
    const word = kind === 'limit' ? 'limit' : 'range';
    return `${amount}${lowerBound}, above your ${word} of ${format(row.max ?? 0)} ${row.unit}.`;
  }
  return `${amount}, below the ${format(row.min ?? 0)} ${row.unit} to aim for.`;
}

function row(
  fields: Omit<TargetRow, 'status' | 'sentence'>,
  kind: 'limit' | 'target' | 'steady',
): TargetRow {
  const withStatus = { ...fields, status: statusOf(fields.value, fields.min, fields.max) };
  return { ...withStatus, sentence: sentenceOf(withStatus, kind) };
}

/**
 * The order of a person's own limits: what each condition watches most first (potassium and
 * phosphorus for kidney disease, carbohydrate per meal for diabetes, vitamin K for warfarin,
 * sodium for blood pressure), then the rest as the targets list them.
 */
const PERSONAL_ORDER: readonly NutrientKey[] = [
  'potassiumMg',
  'phosphorusMg',
  'carbG',
  'vitaminKUg',
  'sodiumMg',
  'proteinG',
];
const personalRank = (row: TargetRow) => {
  const rank = PERSONAL_ORDER.indexOf(row.nutrient);
  return rank < 0 ? PERSONAL_ORDER.length : rank;
};

const isPersonal = (because: readonly AppliesBecause[]) =>
  because.some((reason) => reason !== 'general');

/** The food-table nutrient a micronutrient target names ('Calcium' → calciumMg), if any. */
function nutrientNamed(name: string): NutrientKey | null {
  const wanted = name.trim().toLowerCase();
  for (const [key, info] of Object.entries(NUTRIENTS) as [NutrientKey, { label: string }][]) {
    if (info.label.toLowerCase() === wanted) return key;
  }
  return null;
}

/**
 * The logged day against the person's targets (issue 16): energy, macros, fibre, every checkable
 * limit (a medicine's steady vitamin K band too), carbohydrate per main meal for diabetes, and the
 * micronutrients the targets give a number for. Amounts come from the food table, summed over the
 * foods eaten in grams.
 */
export function summarizeDay(
  profile: HealthProfile,
  nutrition: NutritionTargets,
  entries: readonly LoggedMeal[],
): DaySummary {
  const totals = sumNutrients(entries.flatMap(eatenAmounts));
  const slots: Partial<Record<LogSlot, NutrientTotals>> = {};
  for (const slot of Object.keys(LOG_SLOT_LABELS) as LogSlot[]) {
    const inSlot = entries.filter((entry) => entry.slot === slot && entry.status === 'eaten');
    if (inSlot.length > 0) slots[slot] = sumNutrients(inSlot.flatMap(eatenAmounts));
  }
  const amountOf = (key: NutrientKey, of: NutrientTotals = totals) => ({
    value: of.values[key],
    incomplete: of.incomplete.includes(key),
  });

  const personal: TargetRow[] = [];
  const core: TargetRow[] = [];
  const general: TargetRow[] = [];

  const { energy, macros, fiber } = nutrition;
  core.push(
    row(
      {
        id: 'energy',
        label: 'Energy',
        nutrient: 'energyKcal',
        unit: 'kcal',
        ...amountOf('energyKcal'),
        min: energy.minKcal,
        max: energy.maxKcal,
        personal: false,
        sourceIds: [...energy.sourceIds],
      },
      'target',
    ),
  );
  const macroRows = [
    ['protein', 'Protein', 'proteinG', macros.protein],
    ['carbs', 'Carbohydrate', 'carbG', macros.carbs],
    ['fat', 'Fat', 'fatG', macros.fat],
  ] as const;
  for (const [id, label, nutrient, range] of macroRows) {
    core.push(
      row(
        {
          id,
          label,
          nutrient,
          unit: 'g',
          ...amountOf(nutrient),
          min: range.minG,
          max: range.maxG,
          personal: false,
          sourceIds: [...range.sourceIds],
        },
        'target',
      ),
    );
  }
  core.push(
    row(
      {
        id: 'fiber',
        label: 'Fibre',
        nutrient: 'fiberG',
        unit: 'g',
        ...amountOf('fiberG'),
        min: fiber.minG,
        max: null,
        personal: false,
        sourceIds: [...fiber.sourceIds],
      },
      'target',
    ),
  );

  for (const limit of nutrition.limits) {
    if (!limit.isCheckable || limit.nutrient === 'addedSugarsG' || limit.scope !== 'day') continue;
    const nutrient = limit.nutrient;
    const target = isPersonal(limit.appliesBecause) ? personal : general;
    target.push(
      row(
        {
          id: limit.id,
          label: NUTRIENTS[nutrient].label,
          nutrient,
          unit: NUTRIENTS[nutrient].unit,
          ...amountOf(nutrient),
          min: limit.min ?? null,
          max: limit.max ?? null,
          personal: target === personal,
          sourceIds: [...limit.sourceIds],
        },
        limit.kind === 'consistency' ? 'steady' : limit.kind === 'limit' ? 'limit' : 'target',
      ),
    );
  }

  // Diabetes: the carbohydrate per main meal the analysis states, for each main meal eaten.
  const rules = dayRulesFor(profile, nutrition, planTargetsFrom(nutrition));
  if (rules.mainMealCarbsMaxG !== null) {
    for (const slot of ['breakfast', 'lunch', 'dinner'] as const) {
      const eaten = slots[slot];
      if (!eaten) continue;
      personal.push(
        row(
          {
            id: `carbs-per-meal-${slot}`,
            label: `Carbohydrate at ${LOG_SLOT_LABELS[slot].toLowerCase()}`,
            nutrient: 'carbG',
            unit: 'g',
            ...amountOf('carbG', eaten),
            min: null,
            max: rules.mainMealCarbsMaxG,
            personal: true,
            sourceIds: [...macros.carbs.sourceIds],
          },
          'limit',
        ),
      );
    }
  }

  // A meal-scoped limit (fat per meal without a gallbladder) for each meal eaten.
  for (const limit of nutrition.limits) {
    if (!limit.isCheckable || limit.nutrient === 'addedSugarsG' || limit.scope !== 'meal') continue;
    const nutrient = limit.nutrient;
    for (const [slot, eaten] of Object.entries(slots) as [LogSlot, NutrientTotals][]) {
      personal.push(
        row(
          {
            id: `${limit.id}-${slot}`,
            label: `${NUTRIENTS[nutrient].label} at ${LOG_SLOT_LABELS[slot].toLowerCase()}`,
            nutrient,
            unit: NUTRIENTS[nutrient].unit,
            ...amountOf(nutrient, eaten),
            min: limit.min ?? null,
            max: limit.max ?? null,
            personal: true,
            sourceIds: [...limit.sourceIds],
          },
          'limit',
        ),
      );
    }
  }

  const shown = new Set([...personal, ...general].map((r) => r.nutrient));
  for (const micro of nutrition.micronutrients) {
    const nutrient = nutrientNamed(micro.nutrient);
    if (!nutrient || (micro.min === undefined && micro.max === undefined)) continue;
    if (shown.has(nutrient) && micro.max === undefined) continue;
    const target = isPersonal(micro.appliesBecause) ? personal : general;
    target.push(
      row(
        {
          id: micro.id,
          label: NUTRIENTS[nutrient].label,
          nutrient,
          unit: NUTRIENTS[nutrient].unit,
          ...amountOf(nutrient),
          min: micro.min ?? null,
          max: micro.max ?? null,
          personal: target === personal,
          sourceIds: [...micro.sourceIds],
        },
        'target',
      ),
    );
  }

  personal.sort((a, b) => personalRank(a) - personalRank(b));
  // A macro the person's own limit already shows (protein for kidney disease) is shown once.
  const ownDayLimits = new Set<NutrientKey>(
    nutrition.limits
      .filter((limit) => limit.scope === 'day' && limit.isCheckable)
      .filter((limit) => isPersonal(limit.appliesBecause) && limit.nutrient !== 'addedSugarsG')
      .map((limit) => limit.nutrient as NutrientKey),
  );
  const coreShown = core.filter((r) => r.id === 'energy' || !ownDayLimits.has(r.nutrient));
  return {
    totals,
    entries: entries.map(entryNutrients),
    slots,
    eaten: entries.filter((entry) => entry.status === 'eaten').length,
    skipped: entries.filter((entry) => entry.status === 'skipped').length,
    rows: [...personal, ...coreShown, ...general],
  };
}
