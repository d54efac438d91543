import { useState } from 'react';
import type { MealPlan } from '../../../domain';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { groceryBySection } from './plan-summary';

const gramsText = (grams: number) => `${grams < 1 ? '<1' : Math.round(grams)} g`;

/** Everything the plan needs, grams merged per food across all meals, alphabetical. */
export function GroceryList({ plan }: { plan: MealPlan }) {
  const sections = groceryBySection(plan);
  const items = sections.flatMap((group) => group.items);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (items.length === 0) return null;

  const copy = async () => {
    const text = sections
      .map(
        (group) =>
          `${group.label}\n${group.items.map((item) => `  ${item.name}: ${gramsText(item.grams)}`).join('\n')}`,
      )
      .join('\n');
    try {
      await navigator.clipboard.writeText(`Grocery list (${plan.days.length} days)\n${text}`);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    // On paper the list starts its own page (to take shopping) and may run over more; each
    // store section keeps together.
    <Card
      role="region"
      aria-labelledby="grocery-list-heading"
      data-print-keep-together={undefined}
      className="print:break-before-page"
    >
      <CardContent className="flex flex-col gap-4 py-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="grocery-list-heading" className="font-semibold text-foreground text-xl">
            Grocery list for {plan.days.length} days
          </h2>
          <Button variant="outline" size="sm" data-print-hide="" onClick={copy}>
            Copy list
          </Button>
        </div>
        <p role="status" className="text-muted-foreground text-sm" data-print-hide="">
          {copied === 'copied'
            ? 'Grocery list copied.'
            : copied === 'failed'
              ? 'Copying is not allowed here; select the list to copy it.'
              : ''}
        </p>
        <div className="columns-1 gap-8 sm:columns-2 lg:columns-3">
          {sections.map((group) => (
            <section
              key={group.section}
              className="mb-4 break-inside-avoid"
              aria-label={group.label}
            >
              <h3 className="mb-1 font-semibold text-foreground text-sm uppercase tracking-wide">
                {group.label}
              </h3>
              <ul>
                {group.items.map((item) => (
                  <li
                    key={item.foodId}
                    data-testid="grocery-item"
                    data-food-id={item.foodId}
                    className="flex justify-between gap-3 border-border border-b py-1.5"
                  >
                    <span>{item.name}</span>
                    <span className="shrink-0 text-muted-foreground tabular-nums">
                      {gramsText(item.grams)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
