import type { MealPlan } from '#domain';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatWhole } from '../../lib/format';
import { dayCalories } from './plan-summary';

const kcal = (value: number) => `${formatWhole(value)} kcal`;

/** The energy band a day is checked against: the target ± its tolerance, when the plan has one. */
function energyBand(plan: MealPlan): { target: number; min: number; max: number } | null {
  const target = plan.targets?.energyKcal ?? plan.dailyCalories;
  if (!target) return null;
  const tolerance = plan.targets?.energyTolerance ?? 0.05;
  return {
    target,
    min: Math.round(target * (1 - tolerance)),
    max: Math.round(target * (1 + tolerance)),
  };
}

/**
 * Each day's energy across the plan as a dot against the target band. The axis is zoomed to the
 * band (its limits are labelled) so a few percent shows; the same figures are in a table for
 * screen readers and for anyone who prefers numbers.
 */
export function EnergyChart({ plan }: { plan: MealPlan }) {
  const days = plan.days.map((day) => ({
    day: day.day,
    energy: dayCalories(day),
    stated: day.statedEnergyRange,
  }));
  if (days.length === 0) return null;
  const band = energyBand(plan);
  const values = days.map((day) => day.energy);
  const low = Math.min(...values, band?.min ?? Number.POSITIVE_INFINITY);
  const high = Math.max(...values, band?.max ?? Number.NEGATIVE_INFINITY);
  const pad = Math.max((high - low) * 0.35, 40);
  const floor = low - pad;
  const span = high + pad - floor;
  const fromTop = (value: number) => `${(100 * (1 - (value - floor) / span)).toFixed(2)}%`;
  const isOutside = (value: number) => band !== null && (value < band.min || value > band.max);

  return (
    <Card role="region" aria-labelledby="energy-chart-heading" data-print-keep-together="">
      <CardContent className="flex flex-col gap-3 py-6">
        <h2 id="energy-chart-heading" className="font-semibold text-foreground text-xl">
          Daily energy across the plan
        </h2>
        {band ? (
          <p className="text-muted-foreground">
            Each dot is one day's total. The shaded band is your target range, {kcal(band.min)} to{' '}
            {kcal(band.max)} (target {kcal(band.target)}).
          </p>
        ) : null}
        <div aria-hidden="true">
          <div className="flex h-40 gap-2">
            <div className="relative w-14 shrink-0 text-right text-muted-foreground text-xs tabular-nums">
              {band
                ? [band.max, band.target, band.min].map((value) => (
                    <span
                      key={value}
                      className="absolute right-0 -translate-y-1/2"
                      style={{ top: fromTop(value) }}
                    >
                      {formatWhole(value)}
                    </span>
                  ))
                : null}
            </div>
            <div
              className="relative flex-1 rounded-control border border-border bg-muted/40"
              data-testid="energy-chart-plot"
            >
              {band ? (
                <>
                  <div
                    className="absolute inset-x-0 border-primary/40 border-y bg-primary/15"
                    style={{ top: fromTop(band.max), bottom: `calc(100% - ${fromTop(band.min)})` }}
                  />
                  <div
                    className="absolute inset-x-0 border-primary border-t-2 border-dashed"
                    style={{ top: fromTop(band.target) }}
                  />
                </>
              ) : null}
              <div className="absolute inset-0 flex">
                {days.map(({ day, energy }) => (
                  <div key={day} className="relative flex-1">
                    <span
                      className="absolute left-1/2 hidden -translate-x-1/2 -translate-y-[1.6rem] text-foreground text-xs tabular-nums md:block"
                      style={{ top: fromTop(energy) }}
                    >
                      {formatWhole(energy)}
                    </span>
                    <span
                      className={cn(
                        // Drawn with a border, so the dot prints without background graphics.
                        'absolute left-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-[6px]',
                        isOutside(energy) ? 'border-warning' : 'border-primary',
                      )}
                      style={{ top: fromTop(energy) }}
                      title={`Day ${day}: ${kcal(energy)}`}
                    />
                  </div>
                ))}
              </div>
            </div>
          </div>
          <div className="mt-1 flex gap-2 text-muted-foreground text-xs tabular-nums">
            <span className="w-14 shrink-0 text-right">kcal</span>
            <div className="flex flex-1">
              {days.map(({ day }) => (
                <span key={day} className="flex-1 text-center">
                  {day}
                </span>
              ))}
            </div>
          </div>
          <p className="mt-0.5 pl-16 text-center text-muted-foreground text-xs">Day</p>
        </div>
        <table className="sr-only">
          <caption>Energy of each day{band ? `, target ${kcal(band.target)}` : ''}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Energy</th>
              {band ? <th scope="col">Within target range</th> : null}
            </tr>
          </thead>
          <tbody>
            {days.map(({ day, energy, stated }) => (
              <tr key={day}>
                <th scope="row">Day {day}</th>
                <td>{kcal(energy)}</td>
                {band ? (
                  <td>
                    {!isOutside(energy)
                      ? 'Yes'
                      : stated && energy >= stated.minKcal && energy <= stated.maxKcal
                        ? `No; within the range your analysis gives, ${kcal(stated.minKcal)} to ${kcal(stated.maxKcal)}`
                        : 'No'}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
