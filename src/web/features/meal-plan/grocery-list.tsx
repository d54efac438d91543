import { useEffect, useId, useMemo, useState } from 'react';
import {
  type GroceryLine,
  groceryCsv,
  groceryLines,
  grocerySections,
  type MealPlan,
} from '#domain';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { GROCERY_CHECKS_PREFIX, groceryChecksKey } from './plan-summary';

/** The ticked lines stored for a plan; nothing when storage is unavailable or holds junk. */
function readChecks(key: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]');
    return new Set(
      Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

function writeChecks(key: string, ids: ReadonlySet<string>) {
  try {
    if (ids.size === 0) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify([...ids].sort()));
  } catch {
    // Storage full or refused (private browsing): the ticks last as long as the page.
  }
}

/** Forgets the ticks of earlier plans, so storage holds only the current plan's. */
function removeStaleChecks(currentKey: string) {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(GROCERY_CHECKS_PREFIX) && key !== currentKey) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  } catch {
    // Storage refused: there is nothing stored to clean.
  }
}

const lineText = (line: GroceryLine) =>
  `${line.name}: ${line.amount}${line.gramsNote ? ` (${line.gramsNote})` : ''}`;

function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the timer runs.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * What to buy for the plan: one line per food in the form a shopper buys it, amounts rounded up
 * to packages or household units with the grams beside, by store section. Ticks persist per plan.
 */
export function GroceryList({ plan }: { plan: MealPlan }) {
  const lines = useMemo(() => groceryLines(plan), [plan]);
  const sections = useMemo(() => grocerySections(lines), [lines]);
  const storageKey = groceryChecksKey(plan);
  const [checks, setChecks] = useState(() => ({
    key: storageKey,
    ids: readChecks(storageKey),
  }));
  // A new plan brings its own (empty) ticks.
  if (checks.key !== storageKey) setChecks({ key: storageKey, ids: readChecks(storageKey) });
  const checked = checks.ids;
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const idPrefix = useId();

  useEffect(() => removeStaleChecks(storageKey), [storageKey]);

  if (lines.length === 0) return null;

  const toggle = (foodId: string, isChecked: boolean) => {
    const next = new Set(checked);
    if (isChecked) next.add(foodId);
    else next.delete(foodId);
    writeChecks(storageKey, next);
    setChecks({ key: storageKey, ids: next });
  };

  const copy = async () => {
    const text = sections
      .map(
        (group) => `${group.label}\n${group.lines.map((line) => `  ${lineText(line)}`).join('\n')}`,
      )
      .join('\n');
    try {
      await navigator.clipboard.writeText(`Grocery list (${plan.days.length} days)\n${text}`);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  const tickedCount = lines.filter((line) => checked.has(line.foodId)).length;

  return (
    // On paper the list starts its own page (to take shopping) and may run over more; each
    // store section keeps together.
    <Card role="region" aria-labelledby="grocery-list-heading" className="print:break-before-page">
      <CardContent className="flex flex-col gap-4 py-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="grocery-list-heading" className="font-semibold text-foreground text-xl">
            Grocery list for {plan.days.length} days
          </h2>
          <div className="flex flex-wrap gap-2" data-print-hide="">
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                downloadCsv(groceryCsv(lines), `grocery-list-${plan.days.length}-days.csv`)
              }
            >
              Download grocery list (CSV)
            </Button>
            <Button variant="outline" size="sm" onClick={copy}>
              Copy list
            </Button>
          </div>
        </div>
        <p className="text-muted-foreground text-sm">
          Amounts are rounded up to what you can buy, with the grams the plan uses beside them.
          Beans, grains and pasta are listed dry, meat and fish raw.
        </p>
        <p className="text-muted-foreground text-sm" data-print-hide="">
          {tickedCount} of {lines.length} ticked off
        </p>
        <p role="status" className="text-muted-foreground text-sm empty:hidden" data-print-hide="">
          {copied === 'copied'
            ? 'Grocery list copied.'
            : copied === 'failed'
              ? 'Copying is not allowed here; select the list to copy it.'
              : ''}
        </p>
        <div className="gap-8 md:columns-2">
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
                {group.lines.map((line) => {
                  const inputId = `${idPrefix}-${line.foodId}`;
                  const isChecked = checked.has(line.foodId);
                  return (
                    <li
                      key={line.foodId}
                      data-testid="grocery-item"
                      data-food-id={line.foodId}
                      className="flex items-start gap-3 border-border border-b py-2"
                    >
                      <input
                        type="checkbox"
                        id={inputId}
                        checked={isChecked}
                        // The whole line, read as one phrase ('Apple: 3 apples (about 420 g)').
                        aria-label={lineText(line)}
                        onChange={(event) => toggle(line.foodId, event.target.checked)}
                        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-primary"
                      />
                      <label
                        htmlFor={inputId}
                        className={cn(
                          'flex min-w-0 flex-1 cursor-pointer flex-wrap justify-between gap-x-3',
                          isChecked && 'text-muted-foreground line-through',
                        )}
                      >
                        <span className="min-w-0 break-words">{line.name}</span>
                        <span
                          className="ml-auto text-right tabular-nums"
                          data-testid="grocery-amount"
                        >
                          {line.amount}
                          {line.gramsNote ? (
                            <span className="text-muted-foreground"> ({line.gramsNote})</span>
                          ) : null}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
