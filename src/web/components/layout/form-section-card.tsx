import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';

/**
 * One section of a form page (assessment, preferences): a card holding a region, or a fieldset
 * for a group of inputs, named by its heading, with an optional line of introduction.
 */
export function FormSectionCard({
  headingId,
  title,
  intro,
  asFieldset = false,
  guidanceSection,
  className,
  children,
}: {
  headingId: string;
  title: string;
  intro?: string | undefined;
  asFieldset?: boolean;
  /** Tells the assessment's AI helper which part of the form is being filled in. */
  guidanceSection?: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  const Container = asFieldset ? 'fieldset' : 'section';
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <Container
        data-guidance-section={guidanceSection}
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
      </Container>
    </Card>
  );
}
