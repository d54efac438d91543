import type { MealPlanDay, PlanTargets } from '#domain';
import { cn } from '../../lib/cn';
import { formatWhole } from '../../lib/format';

/*
 * A day's totals against the plan's targets (spec §2): energy, protein, carbs, fat, fiber and
 * sodium, and the limits the person's conditions add (potassium, phosphorus, vitamin K), each a
 * line of text and a bar with its target range.
 */

interface TargetRow {
  label: string;
  value: number;
  unit: string;
  min?: number;
  max?: number;
  /** What the range is, when it is not the usual target ('the range your analysis gives'). */
  note?: string;
}

function targetRows(day: MealPlanDay, targets: PlanTargets): TargetRow[] {
  const totals = day.totals;
  if (!totals) return [];
  const dayLimit = (nutrient: string) =>
    targets.limits.find((limit) => limit.nutrient === nutrient && limit.scope === 'day');
  const tolerance = targets.energyTolerance;
  // A day no recipes could fit within ±5 % keeps to the range the analysis states (plan note).
  const stated = day.statedEnergyRange;
  const rows: TargetRow[] = [
    {
      label: 'Energy',
      value: totals.calories,
      unit: 'kcal',
      min: stated?.minKcal ?? Math.round(targets.energyKcal * (1 - tolerance)),
      max: stated?.maxKcal ?? Math.round(targets.energyKcal * (1 + tolerance)),
      ...(stated ? { note: 'the range your analysis gives' } : {}),
    },
    {
      label: 'Protein',
      value: totals.protein,
      unit: 'g',
      min: targets.macros.protein.minG,
      max: targets.macros.protein.maxG,
    },
    {
      label: 'Carbs',
      value: totals.carbs,
      unit: 'g',
      min: targets.macros.carbs.minG,
      max: targets.macros.carbs.maxG,
    },
    {
      label: 'Fat',
      value: totals.fat,
      unit: 'g',
      min: targets.macros.fat.minG,
      max: targets.macros.fat.maxG,
    },
    { label: 'Fiber', value: totals.fiberG, unit: 'g', min: targets.fiberMinG },
  ];
  const sodium = dayLimit('sodiumMg');
  rows.push({
    label: 'Sodium',
    value: totals.sodiumMg,
    unit: 'mg',
    max: sodium?.max,
    min: sodium?.min,
  });
  for (const [nutrient, label, value] of [
    ['potassiumMg', 'Potassium', totals.potassiumMg],
    ['phosphorusMg', 'Phosphorus', totals.phosphorusMg],
  ] as const) {
    const limit = dayLimit(nutrient);
    if (limit) rows.push({ label, value, unit: 'mg', max: limit.max, min: limit.min });
  }
  // Warfarin: the plan keeps every day's vitamin K in one steady band, so the day shows it.
  const vitaminK = dayLimit('vitaminKUg');
  if (vitaminK) {
    rows.push({
      label: vitaminK.label,
      value: totals.vitaminKUg,
      unit: 'µg',
      min: vitaminK.min,
      max: vitaminK.max,
    });
  }
  return rows;
}

function targetText(row: TargetRow): string {
  if (row.min !== undefined && row.max !== undefined)
    return `target ${formatWhole(row.min)}–${formatWhole(row.max)} ${row.unit}`;
  if (row.max !== undefined) return `limit ${formatWhole(row.max)} ${row.unit}`;
  if (row.min !== undefined) return `at least ${formatWhole(row.min)} ${row.unit}`;
  return 'no limit set';
}

export function DayTargets({ day, targets }: { day: MealPlanDay; targets: PlanTargets }) {
  const rows = targetRows(day, targets);
  return (
    <div className="border-border border-t pt-4" data-print-keep-together="">
      <h3 className="font-semibold text-muted-foreground text-sm uppercase tracking-wide">
        Day totals against targets
      </h3>
      <ul className="mt-3 flex flex-col gap-3">
        {rows.map((row) => {
          const scale = Math.max(row.max ?? row.min ?? row.value, row.value, 1) * 1.15;
          // Judged as shown, in whole units: 39.9 g of fibre reads "40 g", at least 40 g.
          const shown = Math.round(row.value);
          const isOver = row.max !== undefined && shown > Math.round(row.max);
          const isUnder = row.min !== undefined && shown < Math.round(row.min);
          const status = isOver ? 'above' : isUnder ? 'below' : 'within';
          return (
            <li key={row.label}>
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-medium text-foreground">{row.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  <span className="font-semibold text-foreground">
                    {formatWhole(row.value)} {row.unit}
                  </span>{' '}
                  · {targetText(row)}
                  {row.note ? ` (${row.note})` : ''}
                  {status !== 'within' ? ` · ${status}` : ''}
                </span>
              </div>
              <div
                aria-hidden="true"
                className="relative mt-1 h-2.5 rounded-full bg-muted print:hidden"
              >
                {row.min !== undefined ? (
                  <span
                    className="absolute inset-y-0 rounded-full bg-primary/25"
                    style={{
                      left: `${(row.min / scale) * 100}%`,
                      right: `${100 - ((row.max ?? scale) / scale) * 100}%`,
                    }}
                  />
                ) : null}
                <span
                  className={cn(
                    'absolute inset-y-0 left-0 rounded-full',
                    status === 'within' ? 'bg-primary' : 'bg-warning',
                  )}
                  style={{ width: `${Math.min(100, (row.value / scale) * 100)}%` }}
                />
                {row.max !== undefined ? (
                  <span
                    className="absolute -inset-y-0.5 w-0.5 bg-foreground"
                    style={{ left: `${(row.max / scale) * 100}%` }}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
