import { type CSSProperties, type Ref, startTransition, useEffect, useRef, useState } from 'react';
import type { MealPlan } from '#domain';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { loadOnce } from '../../lib/load-once';

/*
 * The grocery list is the last thing on the meal plan screen, and the costliest to render: the
 * engine's food table (about 57 KB brotli, a megabyte of JSON to parse) comes with it. None of it
 * is needed for the first view, so `grocery-list.tsx` loads on its own: when the list nears the
 * screen, when the browser is idle after the plan is shown, or before printing (the paper copy
 * includes it).
 * Until then a card of about its height, under the same heading, holds its place.
 */

type GroceryListModule = typeof import('./grocery-list');

let loaded: GroceryListModule | undefined;
const listeners = new Set<() => void>();

/** Tells the slots the list has loaded: they render it as a transition (see below). */
const announceLoaded = () =>
  startTransition(() => {
    for (const listener of listeners) listener();
  });

/** Starts loading the grocery list (once; again after a failure); resolves when it can render. */
export const loadGroceryList: () => Promise<GroceryListModule> = loadOnce(() =>
  import('./grocery-list').then((module) => {
    loaded = module;
    announceLoaded();
    return module;
  }),
);

/**
 * The loaded list, if it has loaded. Its first render is the screen's costliest (the list's lines
 * from the food table), so the news comes as a transition, rendered in slices between frames
 * instead of one long task (issue 15: total blocking time). Any other render of the slot reads it
 * at once: a print that awaited `loadGroceryList` finds the list when it flushes its own update.
 */
function useLoadedGroceryList(): GroceryListModule | undefined {
  const [, rendered] = useState(0);
  const firstRenderHad = useRef(loaded);
  useEffect(() => {
    const listener = () => rendered((count) => count + 1);
    listeners.add(listener);
    // Loaded between this slot's first render and now: the news went out before it listened.
    if (loaded && !firstRenderHad.current) startTransition(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return loaded;
}

/** Ahead of the screen's bottom edge by this much, the list starts loading. */
const NEAR_SCREEN_MARGIN = '100% 0px';

/** The grocery list, loaded on demand (see above); same heading and about the same height meanwhile. */
export function GroceryListSlot({ plan }: { plan: MealPlan }) {
  const module = useLoadedGroceryList();
  const [hasFailed, setFailed] = useState(false);
  const placeholderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (module) return;
    const load = () =>
      void loadGroceryList().then(
        () => setFailed(false),
        () => setFailed(true),
      );
    window.addEventListener('beforeprint', load);
    let observer: IntersectionObserver | undefined;
    const placeholder = placeholderRef.current;
    if (placeholder && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load();
        },
        { rootMargin: NEAR_SCREEN_MARGIN },
      );
      observer.observe(placeholder);
    }
    // Find in page, a screen reader's reading cursor and Ctrl+P need the list without scrolling.
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(load, { timeout: 5000 })
        : undefined;
    const timer = idle === undefined ? setTimeout(load, 2000) : undefined;
    return () => {
      window.removeEventListener('beforeprint', load);
      observer?.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [module]);

  if (module) return <module.GroceryList plan={plan} />;
  return (
    <GroceryListPlaceholder
      ref={placeholderRef}
      plan={plan}
      hasFailed={hasFailed}
      onRetry={() => void loadGroceryList().catch(() => setFailed(true))}
    />
  );
}

/** Distinct foods in the plan: about the number of lines the list will have (cooked forms merge). */
function foodCount(plan: MealPlan): number {
  const ids = new Set<string>();
  for (const day of plan.days) {
    const { breakfast, lunch, dinner, snacks } = day.meals;
    for (const meal of [breakfast, lunch, dinner, ...snacks]) {
      for (const ingredient of meal.ingredients ?? []) ids.add(ingredient.foodId);
    }
  }
  return ids.size;
}

function GroceryListPlaceholder({
  ref,
  plan,
  hasFailed,
  onRetry,
}: {
  ref: Ref<HTMLDivElement>;
  plan: MealPlan;
  hasFailed: boolean;
  onRetry: () => void;
}) {
  const lines = foodCount(plan);
  if (lines === 0) return null;
  return (
    // Not yet the list's region: what finds the region by its name finds the list itself.
    // About the list's height, measured on plans of 3 to 14 days: a line is 49 px on a phone
    // (names wrap) and about 23 px from md (two columns), plus its sections and its header.
    // Not printed: a print started before the list loaded (Ctrl+P at once) goes without it.
    <Card
      ref={ref}
      data-print-hide=""
      // A failed load keeps no room: the list comes only when the person asks again.
      className={
        hasFailed
          ? undefined
          : 'flex min-h-[calc(var(--lines)*49px+700px)] flex-col md:min-h-[calc(var(--lines)*23px+400px)]'
      }
      style={{ '--lines': lines } as CSSProperties}
    >
      <CardContent className="flex flex-1 flex-col gap-4 py-6">
        <h2 className="font-semibold text-foreground text-xl">
          Grocery list for {plan.days.length} days
        </h2>
        {hasFailed ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-muted-foreground text-sm">The grocery list did not load.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">Loading the grocery list...</p>
        )}
        {hasFailed ? null : (
          <div aria-hidden="true" className="flex-1 rounded-control bg-muted/40" />
        )}
      </CardContent>
    </Card>
  );
}
