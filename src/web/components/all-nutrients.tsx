import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import type { UserProfile } from '#domain';
import { daySummaryQueryOptions, type SummaryEntry } from '../lib/day-summary-api';
import { NutrientPanel } from './nutrient-panel';
import { Button } from './ui/button';
import { ChevronDownIcon } from './ui/icons';

/**
 * The profile a plan's panels sum against. The meal plan page provides it; without it (a plan
 * shown before any profile) the "All nutrients" disclosures are not offered.
 */
export const NutrientProfileContext = createContext<UserProfile | null>(null);

/**
 * "All nutrients" of a meal or a day (issue 16): every nutrient of the food table, summed by the
 * engine over the ingredients in grams. Asked for only when opened, so a plan of 14 days does
 * not sum 70 panels nobody reads.
 */
export function AllNutrients({
  entries,
  label,
}: {
  entries: readonly SummaryEntry[];
  /** What is summed, for screen readers and the table caption: 'Day 2 lunch'. */
  label: string;
}) {
  const userProfile = useContext(NutrientProfileContext);
  if (userProfile === null || entries.length === 0) return null;
  return <AllNutrientsDisclosure userProfile={userProfile} entries={entries} label={label} />;
}

/** What is summed, against whose targets, and its name ('Day 2 lunch'). */
interface SumsProps {
  userProfile: UserProfile;
  entries: readonly SummaryEntry[];
  label: string;
}

function AllNutrientsDisclosure({ userProfile, entries, label }: SumsProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <details
      className="group/nutrients print:hidden"
      data-testid="all-nutrients"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1 rounded-control font-medium text-primary hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronDownIcon className="size-4 transition-transform group-open/nutrients:rotate-180" />
        All nutrients<span className="sr-only"> of {label}</span>
      </summary>
      {isOpen ? (
        <AllNutrientsSummary userProfile={userProfile} entries={entries} label={label} />
      ) : null}
    </details>
  );
}

/**
 * An opened disclosure's sums. Mounted only when opened: each closed one (a 14-day plan has 14
 * days and 70 meals) would otherwise make a query observer and hash its key, the whole day's
 * entries, as the plan is first drawn. Closed and opened again, the answer comes from the cache.
 */
function AllNutrientsSummary({ userProfile, entries, label }: SumsProps) {
  const summary = useQuery(daySummaryQueryOptions(userProfile, [...entries]));
  return (
    <div className="mt-2">
      {summary.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-destructive text-sm">
          <p>The nutrients could not be added up just now.</p>
          <Button variant="outline" size="sm" onClick={() => summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : summary.data ? (
        <NutrientPanel totals={summary.data.totals} caption={`All nutrients of ${label}`} />
      ) : (
        <p role="status" className="text-muted-foreground text-sm">
          Adding up the nutrients…
        </p>
      )}
    </div>
  );
}
