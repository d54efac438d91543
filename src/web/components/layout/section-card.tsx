import type { ReactNode } from 'react';
import { Card } from '../ui/card';

/** One titled section of a page (account, email test): a card holding a labelled region. */
export function SectionCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <h2 id={id} className="font-semibold text-foreground text-xl">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
