import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { InfoIcon, WarningIcon } from '../../components/ui/icons';
import type { AnalysisGuidelines } from './analysis-queries';
import { gramsText, MacroChart, percentText } from './macro-chart';
import { MACRO_NOUNS, macroRows } from './macro-split';
import { formatInteger, involvesMedication, reasonLabel, type SourceLookup } from './sources';
import { WhyDisclosure } from './why-disclosure';

/**
 * Spec §2 Analysis, nutritional guidelines: the daily calorie target with its range, the
 * macronutrient split, key micronutrients and nutrient limits. Every target can say why: its
 * rule, why it applies, and the published source (the reply's `targets` and `sources`).
 */
export function NutritionalGuidelinesSection({
  guidelines,
  lookupSources,
}: {
  guidelines: AnalysisGuidelines;
  lookupSources: SourceLookup;
}) {
  const { targets } = guidelines;
  const rows = macroRows(guidelines);
  const calories = guidelines.dailyCalories;

  return (
    <section aria-labelledby="analysis-guidelines-heading" className="flex flex-col gap-6">
      <h2 id="analysis-guidelines-heading" className="font-bold text-2xl text-foreground">
        Nutritional Guidelines
      </h2>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <Card>
          <CardHeader>
            <CardTitle>Daily Calorie Target</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-bold text-5xl text-primary tracking-tight">
                {formatInteger(calories.recommended)}
              </span>
              <span className="font-semibold text-foreground text-xl">kcal a day</span>
            </p>
            <p className="text-foreground text-lg">
              Range: {formatInteger(calories.min)}–{formatInteger(calories.max)} kcal
            </p>
            {targets ? (
              <p className="text-muted-foreground">
                Estimated needs: {formatInteger(targets.energy.tdeeKcal)} kcal a day (resting{' '}
                {formatInteger(targets.energy.bmrKcal)} kcal × {targets.energy.activityFactor} for
                activity).
              </p>
            ) : null}
            <WhyDisclosure
              subject="Daily calorie target"
              rule={
                targets
                  ? targets.energy.adjustment.reason
                  : 'A general daily energy range for adults, used until your own target can be computed.'
              }
              notes={targets?.energy.notes}
              sources={lookupSources(calories.sourceIds ?? targets?.energy.sourceIds)}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>Macronutrient Split</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-6 px-4 sm:px-6">
            <MacroChart rows={rows} />
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">Macronutrient targets</caption>
                <thead>
                  <tr className="border-border border-b">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Macronutrient
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Share of calories
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Grams a day{' '}
                      <span className="font-normal text-muted-foreground">
                        at {formatInteger(calories.recommended)} kcal
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} className="border-border border-b last:border-b-0">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {row.label}
                      </th>
                      <td className="whitespace-nowrap py-2 pr-3">{percentText(row)}</td>
                      <td className="whitespace-nowrap py-2">{gramsText(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div>
              {rows.map((row) => (
                <WhyDisclosure
                  key={row.key}
                  subject={row.label}
                  summary={`Why this ${MACRO_NOUNS[row.key]} range?`}
                  rule={`${row.label}: ${row.text}.`}
                  notes={row.notes}
                  sources={lookupSources(row.sourceIds)}
                />
              ))}
            </div>
          </CardContent>
        </Card>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Key Micronutrients</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-border">
              {guidelines.keyMicronutrients.map((item) => {
                const isFiber = item.nutrient.toLowerCase().startsWith('fiber');
                const detail = targets?.micronutrients.find(
                  (entry) => entry.nutrient === item.nutrient,
                );
                const notes = isFiber ? targets?.fiber.notes : undefined;
                return (
                  <li key={item.nutrient} className="py-4 first:pt-0 last:pb-0">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <h4 className="font-semibold text-foreground text-lg">{item.nutrient}</h4>
                      <p className="font-semibold text-lg text-primary">{item.amount}</p>
                    </div>
                    <p className="mt-1 text-muted-foreground">{item.reason}</p>
                    <WhyDisclosure
                      subject={item.nutrient}
                      rule={`${item.nutrient}: ${item.amount}.`}
                      appliesBecause={detail?.appliesBecause.map(reasonLabel)}
                      notes={notes}
                      sources={lookupSources(
                        item.sourceIds ??
                          detail?.sourceIds ??
                          (isFiber ? targets?.fiber.sourceIds : undefined),
                      )}
                    />
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Nutrient Limits</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-4">
              {guidelines.nutrientLimits.map((item) => {
                const rule = targets?.limits.find((limit) => limit.id === item.ruleId);
                const notes = [
                  ...(rule?.isPlanningDefault
                    ? [
                        'This number is our conservative planning default, not a guideline figure: discuss it with your care team.',
                      ]
                    : []),
                  ...(rule && !rule.isCheckable
                    ? [
                        'Our food data cannot measure this directly, so the meal plan follows it by leaving out the foods that carry it.',
                      ]
                    : []),
                ];
                return (
                  <li
                    key={item.nutrient}
                    className="rounded-control border border-warning-border border-l-4 border-l-warning bg-card p-4"
                  >
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <h4 className="font-semibold text-foreground text-lg">{item.nutrient}</h4>
                      <p className="font-semibold text-lg text-warning">{item.limit}</p>
                    </div>
                    <p className="mt-1 text-muted-foreground">{item.reason}</p>
                    <WhyDisclosure
                      subject={item.nutrient}
                      rule={`${item.nutrient}: ${item.limit}.`}
                      ruleId={item.ruleId}
                      appliesBecause={rule?.appliesBecause.map(reasonLabel)}
                      notes={notes}
                      sources={lookupSources(item.sourceIds ?? rule?.sourceIds)}
                    />
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      </div>

      {targets && targets.conflicts.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Where Guidelines Differ</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3">
              {targets.conflicts.map((conflict) => {
                const isMedication = involvesMedication(conflict.between);
                const Icon = isMedication ? WarningIcon : InfoIcon;
                return (
                  <li
                    key={conflict.id}
                    className={
                      isMedication
                        ? 'flex gap-3 rounded-control border border-warning-border border-l-4 border-l-warning bg-warning-soft p-4'
                        : 'flex gap-3 rounded-control border border-border bg-background p-4'
                    }
                  >
                    <Icon
                      className={`mt-0.5 shrink-0 ${isMedication ? 'text-warning' : 'text-primary'}`}
                    />
                    <div>
                      {isMedication ? (
                        <p className="font-semibold text-warning">Medication interaction</p>
                      ) : null}
                      <p className="text-foreground">{conflict.resolution}</p>
                      <p className="mt-1 text-muted-foreground text-sm">
                        Between: {conflict.between.map(reasonLabel).join(', ')}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {guidelines.disclaimer || guidelines.editionNote ? (
        <div className="flex max-w-3xl flex-col gap-2 text-muted-foreground text-sm">
          {guidelines.disclaimer ? <p>{guidelines.disclaimer}</p> : null}
          {guidelines.editionNote ? <p>{guidelines.editionNote}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
