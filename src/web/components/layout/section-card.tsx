import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';

/**
 * One titled section of a page (account, email test, food log): a card holding a region
 * labelled by its heading. `id` names the heading when a link or a test needs it.
 */
export function SectionCard({
  id,
  title,
  padding = 'default',
  className,
  children,
}: {
  id?: string;
  title: string;
  /** `compact` leaves phones more room (the food log's dense sections). */
  padding?: 'default' | 'compact';
  /** Classes added to the card (layout, not padding). */
  className?: string;
  children: ReactNode;
}) {
  const fallbackId = useId();
  const headingId = id ?? fallbackId;
  return (
    <Card className={cn(padding === 'compact' ? 'p-4 sm:p-6' : 'p-5 sm:p-6', className)}>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="font-semibold text-foreground text-xl">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
