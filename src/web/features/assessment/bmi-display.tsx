import { type BmiCategory, bmiCategory, bodyMassIndex, formatBmi, LIMITS } from '#domain';
import { Badge } from '../../components/ui/badge';
import { metricMeasures } from '../../lib/profile-request';
import type { AssessmentAnswers } from '../../lib/profile-store';

export interface LiveBmi {
  bmi: string;
  category: BmiCategory;
}

const within = (value: number, { min, max }: { min: number; max: number }) =>
  value >= min && value <= max;

/** BMI (spec §5) of the measures typed so far, once weight and height are both within range. */
export function liveBmi(answers: AssessmentAnswers): LiveBmi | null {
  const { weightKg, heightCm } = metricMeasures(answers);
  if (weightKg === null || heightCm === null) return null;
  // Converted imperial values can land a hair outside the metric range: round before checking.
  const kg = Math.round(weightKg * 10) / 10;
  const cm = Math.round(heightCm * 10) / 10;
  if (!within(kg, LIMITS.weightKg) || !within(cm, LIMITS.heightCm)) return null;
  const value = bodyMassIndex(weightKg, heightCm);
  return { bmi: formatBmi(value), category: bmiCategory(value) };
}

const RANGES: readonly { category: BmiCategory; range: string }[] = [
  { category: 'Underweight', range: 'below 18.5' },
  { category: 'Normal weight', range: '18.5–24.9' },
  { category: 'Overweight', range: '25–29.9' },
  { category: 'Obese', range: '30 and above' },
];

/** The live BMI, large, with its category; screen readers hear each new value politely. */
export function BmiDisplay({ answers }: { answers: AssessmentAnswers }) {
  const result = liveBmi(answers);
  return (
    <section
      aria-labelledby="bmi-heading"
      className="flex flex-col gap-4 rounded-card border border-border bg-muted/60 p-5 sm:flex-row sm:items-center sm:gap-8"
    >
      <div className="flex min-w-44 flex-col gap-1">
        <h3 id="bmi-heading" className="font-medium text-muted-foreground">
          Your BMI
        </h3>
        <div role="status" aria-live="polite" aria-atomic="true" className="flex flex-col gap-2">
          {result ? (
            <>
              <p className="flex items-baseline gap-2">
                <span className="font-bold text-5xl text-foreground tabular-nums tracking-tight">
                  {result.bmi}
                </span>
                <span className="text-muted-foreground">kg/m²</span>
              </p>
              <Badge
                variant={result.category === 'Normal weight' ? 'primary' : 'warning'}
                className="self-start"
              >
                {result.category}
              </Badge>
            </>
          ) : (
            <p className="text-muted-foreground">Enter your weight and height to see your BMI.</p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-muted-foreground">
          Body mass index is your weight in kilograms divided by your height in metres squared. It
          is a quick screening number: it cannot tell muscle from fat.
        </p>
        <ul className="grid gap-x-4 gap-y-1 min-[480px]:grid-cols-2" aria-label="BMI categories">
          {RANGES.map(({ category, range }) => (
            <li
              key={category}
              className={
                result?.category === category
                  ? 'font-semibold text-foreground'
                  : 'text-muted-foreground'
              }
            >
              {category}: {range}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
