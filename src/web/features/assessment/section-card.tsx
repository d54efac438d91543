import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormSectionCard } from '../../components/layout/form-section-card';
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
  return (
    <FormSectionCard
      headingId={`assessment-${section}-heading`}
      title={title}
      intro={intro}
      asFieldset
      guidanceSection={section}
      className={className}
    >
      {children}
    </FormSectionCard>
  );
}
