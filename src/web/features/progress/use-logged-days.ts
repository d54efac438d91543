import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FoodLogEntrySchema, type UserProfile } from '#domain';
import {
  foodLogRangeQueryOptions,
  type LoggedDayTotals,
  type LoggedEntry,
  loggedDaysQueryOptions,
} from './progress-api';

/**
 * Where the food log (`/log`, `features/food-log/use-day-log.ts`) keeps a signed-out person's
 * days in this tab: `{ [date]: FoodLogEntry[] }`. Read here, never written.
 */
export const TAB_FOOD_LOG_STORAGE_KEY = 'phn.food-log.v1';

/** The tab's logged entries from `from` to `to`; anything unreadable counts as nothing logged. */
export function readTabFoodLog(from: string, to: string): LoggedEntry[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(TAB_FOOD_LOG_STORAGE_KEY);
    if (!raw) return [];
    const parsed = FoodLogEntrySchema.array().safeParse(
      Object.values(JSON.parse(raw) as object).flat(),
    );
    if (!parsed.success) return [];
    return parsed.data.filter((entry) => entry.date >= from && entry.date <= to);
  } catch {
    return [];
  }
}

export interface LoggedDays {
  /** The days with at least one entry, oldest first, each against the targets. */
  days: LoggedDayTotals[];
  /** How many entries the range holds (0: nothing logged yet). */
  entryCount: number;
  isLoading: boolean;
  error: Error | null;
}

const NO_DAYS: LoggedDayTotals[] = [];

/** The logged days of a range against the person's targets (null profile: no targets yet). */
export function useLoggedDays(
  userId: string | null,
  userProfile: UserProfile | null,
  from: string,
  to: string,
): LoggedDays {
  const account = useQuery({
    ...foodLogRangeQueryOptions(userId ?? '', from, to),
    enabled: userId !== null,
  });
  const tabEntries = useMemo(
    () => (userId === null ? readTabFoodLog(from, to) : []),
    [userId, from, to],
  );
  const entries: LoggedEntry[] = userId === null ? tabEntries : (account.data ?? []);
  const isEntriesLoading = userId !== null && account.isPending;
  const days = useQuery({
    ...loggedDaysQueryOptions(userProfile, entries),
    enabled: userProfile !== null && !isEntriesLoading && entries.length > 0,
  });
  return {
    days: entries.length === 0 ? NO_DAYS : (days.data ?? NO_DAYS),
    entryCount: entries.length,
    isLoading: isEntriesLoading || (entries.length > 0 && userProfile !== null && days.isPending),
    error: account.error ?? (entries.length > 0 ? days.error : null),
  };
}
