import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { CKD_STAGE_LABELS, CKD_STAGES, CONDITIONS, DIALYSIS_KINDS, DIALYSIS_LABELS } from '#domain';
import { Badge } from '../../components/ui/badge';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import { type AssessmentForm, SectionCard } from './section-card';

/** 'Health conditions': one card per condition of the catalogue, with its dietary focus. */
export const ConditionsSection = memo(function ConditionsSection({
  form,
}: {
  form: AssessmentForm;
}) {
  return (
    <SectionCard
      section="conditions"
      title="Health conditions"
      intro="Tick every condition a doctor has diagnosed. Each one adds its own dietary focus."
    >
      <ul className="grid gap-3 md:grid-cols-2">
        {CONDITIONS.map((condition) => {
          const id = `condition-${condition.id}`;
          return (
            <li
              key={condition.id}
              className={cn(
                'relative flex gap-3 rounded-card border border-border bg-card p-4 transition-colors',
                'hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
              )}
            >
              <input
                type="checkbox"
                id={id}
                value={condition.id}
                aria-describedby={`${id}-description`}
                className="relative z-10 mt-1 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
                {...form.register('selectedConditions')}
              />
              <div className="flex min-w-0 flex-col gap-2">
                <label
                  htmlFor={id}
                  className="cursor-pointer font-semibold text-foreground after:absolute after:inset-0"
                >
                  {condition.name}
                </label>
                <p id={`${id}-description`} className="text-muted-foreground text-sm">
                  {condition.description}
                </p>
                <ul
                  aria-label={`Dietary focus for ${condition.name}`}
                  className="flex flex-wrap gap-1.5"
                >
                  {condition.dietaryFocus.map((focus) => (
                    <li key={focus}>
                      <Badge variant="outline" size="sm">
                        {focus}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
      <KidneyDetails form={form} />
    </SectionCard>
  );
});

/**
 * Kidney disease's optional details (issue 12): the stage and dialysis set the protein range
 * (KDOQI). Shown only while kidney disease is ticked; "I don't know" keeps the cautious range.
 */
function KidneyDetails({ form }: { form: AssessmentForm }) {
  const selected = useWatch({ control: form.control, name: 'selectedConditions' });
  if (!selected?.includes('chronic_kidney_disease')) return null;
  return (
    <fieldset
      aria-describedby="kidney-details-hint"
      className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-muted/40 p-4"
    >
      <legend className="float-left font-semibold text-foreground">
        Kidney disease details (optional)
      </legend>
      <p id="kidney-details-hint" className="clear-left text-muted-foreground text-sm">
        Your stage and whether you are on dialysis set your protein range: more on dialysis, less at
        stages 3 to 5. Leave "I don't know" and we use the cautious range for stages 3 to 5.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Kidney disease stage" hint="Your doctor may call it G1 to G5.">
          <Select {...form.register('ckdStage')}>
            <option value="">I don't know</option>
            {CKD_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {CKD_STAGE_LABELS[stage]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Dialysis" hint="Which kind, if you have dialysis.">
          <Select {...form.register('dialysis')}>
            <option value="">I don't know</option>
            {DIALYSIS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DIALYSIS_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </fieldset>
  );
}
