import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  type FoodLogEntry,
  FoodLogEntryCreateSchema,
  type FoodLogEntryInput,
  FoodLogEntrySchema,
  type FoodLogEntryUpdate,
} from '#domain';
import {
  createFoodLogEntry,
  deleteFoodLogEntry,
  foodLogDayQueryOptions,
  foodLogKeys,
  updateFoodLogEntry,
} from './food-log-api';

/**
 * One day of the log, wherever it is kept: signed in, in the account (`/api/me/food-log`, read
 * with TanStack Query); signed out, in this tab (sessionStorage, gone when the tab closes). The
 * screen reads and changes both the same way.
 */
export interface DayLog {
  entries: FoodLogEntry[];
  isLoading: boolean;
  error: Error | null;
  /** True while a change is on its way to the account. */
  isSaving: boolean;
  add: (input: FoodLogEntryInput) => Promise<void>;
  update: (id: string, changes: FoodLogEntryUpdate) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

// ----- the tab's log (signed out) -------------------------------------------------------------

export const TAB_LOG_STORAGE_KEY = 'phn.food-log.v1';

type TabLog = Record<string, FoodLogEntry[]>;

function loadTabLog(): TabLog {
  try {
    const raw = globalThis.sessionStorage?.getItem(TAB_LOG_STORAGE_KEY);
    if (!raw) return {};
    const parsed = FoodLogEntrySchema.array().safeParse(
      Object.values(JSON.parse(raw) as object).flat(),
    );
    if (!parsed.success) return {};
    const log: TabLog = {};
    for (const entry of parsed.data) log[entry.date] = [...(log[entry.date] ?? []), entry];
    return log;
  } catch {
    return {};
  }
}

let tabLog: TabLog | undefined;
const listeners = new Set<() => void>();

function currentTabLog(): TabLog {
  tabLog ??= loadTabLog();
  return tabLog;
}

function changeTabLog(date: string, change: (entries: FoodLogEntry[]) => FoodLogEntry[]) {
  const log = currentTabLog();
  tabLog = { ...log, [date]: change(log[date] ?? []) };
  try {
    globalThis.sessionStorage?.setItem(TAB_LOG_STORAGE_KEY, JSON.stringify(tabLog));
  } catch {
    // Storage full or disabled: the log still lives in memory for this page.
  }
  for (const listener of listeners) listener();
}

/** Test hook: forget the tab's log (the storage is cleared by the caller). */
export function resetTabLog() {
  tabLog = undefined;
  for (const listener of listeners) listener();
}

const NO_ENTRIES: FoodLogEntry[] = [];
let nextLocalId = 0;

function useTabDayLog(date: string): DayLog {
  const entries = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentTabLog()[date] ?? NO_ENTRIES,
    () => NO_ENTRIES,
  );
  return {
    entries,
    isLoading: false,
    error: null,
    isSaving: false,
    add: async (input) => {
      const entry = FoodLogEntryCreateSchema.parse(input);
      nextLocalId += 1;
      const id = `tab-${Date.now()}-${nextLocalId}`;
      changeTabLog(entry.date, (list) => [
        ...list,
        { ...entry, id, createdAt: new Date().toISOString() },
      ]);
    },
    update: async (id, changes) => {
      changeTabLog(date, (list) =>
        list.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry)),
      );
    },
    remove: async (id) => {
      changeTabLog(date, (list) => list.filter((entry) => entry.id !== id));
    },
  };
}

// ----- the account's log (signed in) ----------------------------------------------------------

function useAccountDayLog(userId: string, date: string, isEnabled: boolean): DayLog {
  const queryClient = useQueryClient();
  const key = foodLogKeys.day(userId, date);
  const query = useQuery({ ...foodLogDayQueryOptions(userId, date), enabled: isEnabled });
  const setEntries = (change: (entries: FoodLogEntry[]) => FoodLogEntry[]) =>
    queryClient.setQueryData<FoodLogEntry[]>(key, (entries) => change(entries ?? []));

  const add = useMutation({
    mutationFn: createFoodLogEntry,
    onSuccess: (item) => setEntries((entries) => [...entries, item]),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: FoodLogEntryUpdate }) =>
      updateFoodLogEntry(id, changes),
    onSuccess: (item) =>
      setEntries((entries) => entries.map((entry) => (entry.id === item.id ? item : entry))),
  });
  const remove = useMutation({
    mutationFn: deleteFoodLogEntry,
    onSuccess: (_, id) => setEntries((entries) => entries.filter((entry) => entry.id !== id)),
  });

  return {
    entries: query.data ?? NO_ENTRIES,
    isLoading: isEnabled && query.isPending,
    error: query.error,
    isSaving: add.isPending || update.isPending || remove.isPending,
    add: async (input) => {
      await add.mutateAsync(input);
    },
    update: async (id, changes) => {
      await update.mutateAsync({ id, changes });
    },
    remove: async (id) => {
      await remove.mutateAsync(id);
    },
  };
}

/** The day's log: the account's when `userId` is set, else the tab's. */
export function useDayLog(userId: string | null, date: string): DayLog {
  const account = useAccountDayLog(userId ?? '', date, userId !== null);
  const tab = useTabDayLog(date);
  return userId ? account : tab;
}
