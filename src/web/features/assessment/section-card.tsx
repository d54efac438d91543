import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import type { AssessmentAnswers } from '../../lib/profile-store';

/** The assessment's form, as each of its sections receives it. */
export type AssessmentForm = UseFormReturn<AssessmentAnswers>;

/**
 * One section of the assessment: a card holding a fieldset named by its heading. The section's
 * name (`data-guidance-section`) tells the AI helper which part of the form is being filled in.
 */
export function SectionCard({
  section,
  title,
  intro,
  children,
  className,
}: {
  section: 'personal' | 'conditions' | 'medications' | 'allergies';
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `assessment-${section}-heading`;
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <fieldset
        data-guidance-section={section}
        aria-labelledby={headingId}
        className="flex min-w-0 flex-col gap-5"
      >
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-semibold text-foreground text-xl">
            {title}
          </h2>
          {intro ? <p className="text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </fieldset>
    </Card>
  );
}
