import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type Measurement, type MeasurementCreate, MeasurementCreateSchema } from '#domain';
import {
  createMeasurement,
  deleteMeasurement,
  MeasurementSchema,
  measurementsQueryOptions,
  progressKeys,
} from './progress-api';

/**
 * The person's readings (weight, blood pressure, blood glucose) in a range of days, wherever they
 * are kept: signed in, in the account (`/api/me/measurements`, read with TanStack Query); signed
 * out, in this tab (sessionStorage, gone when the tab closes). The screen uses both the same way.
 */
export interface Readings {
  /** Oldest first. */
  items: Measurement[];
  isLoading: boolean;
  error: Error | null;
  isSaving: boolean;
  add: (input: MeasurementCreate) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

// ----- the tab's readings (signed out) --------------------------------------------------------

export const TAB_READINGS_STORAGE_KEY = 'phn.progress.v1';

let tabReadings: Measurement[] | undefined;
const listeners = new Set<() => void>();

function loadTabReadings(): Measurement[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(TAB_READINGS_STORAGE_KEY);
    if (!raw) return [];
    const parsed = MeasurementSchema.array().safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function currentTabReadings(): Measurement[] {
  tabReadings ??= loadTabReadings();
  return tabReadings;
}

function changeTabReadings(change: (items: Measurement[]) => Measurement[]) {
  tabReadings = change(currentTabReadings());
  try {
    globalThis.sessionStorage?.setItem(TAB_READINGS_STORAGE_KEY, JSON.stringify(tabReadings));
  } catch {
    // Storage full or disabled: the readings still live in memory for this page.
  }
  for (const listener of listeners) listener();
}

/** Test hook: forget the tab's readings (the storage is cleared by the caller). */
export function resetTabReadings() {
  tabReadings = undefined;
  for (const listener of listeners) listener();
}

const NO_READINGS: Measurement[] = [];
let nextLocalId = 0;

const byDate = (a: Measurement, b: Measurement) =>
  a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt);

/** A stored reading from what the form sent, as the server would store it. */
function toMeasurement(input: MeasurementCreate, id: string, createdAt: string): Measurement {
  return {
    id,
    kind: input.kind,
    date: input.date,
    weightKg: input.kind === 'weight' ? input.weightKg : null,
    systolic: input.kind === 'blood-pressure' ? input.systolic : null,
    diastolic: input.kind === 'blood-pressure' ? input.diastolic : null,
    glucoseMgDl: input.kind === 'blood-glucose' ? input.glucoseMgDl : null,
    timing: input.kind === 'blood-glucose' ? input.timing : null,
    note: input.note,
    createdAt,
  };
}

function useTabReadings(from: string, to: string): Readings {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentTabReadings,
    () => NO_READINGS,
  );
  return {
    items: all.filter((item) => item.date >= from && item.date <= to).sort(byDate),
    isLoading: false,
    error: null,
    isSaving: false,
    add: async (input) => {
      const reading = MeasurementCreateSchema.parse(input);
      nextLocalId += 1;
      const id = `tab-${Date.now()}-${nextLocalId}`;
      changeTabReadings((items) => [
        ...items,
        toMeasurement(reading, id, new Date().toISOString()),
      ]);
    },
    remove: async (id) => {
      changeTabReadings((items) => items.filter((item) => item.id !== id));
    },
  };
}

// ----- the account's readings (signed in) -----------------------------------------------------

function useAccountReadings(
  userId: string,
  from: string,
  to: string,
  isEnabled: boolean,
): Readings {
  const queryClient = useQueryClient();
  const query = useQuery({ ...measurementsQueryOptions(userId, from, to), enabled: isEnabled });
  // A reading may fall in any range cached (4 or 12 weeks): read them all again.
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...progressKeys.all, userId, 'measurements'] });
  const add = useMutation({ mutationFn: createMeasurement, onSuccess: refresh });
  const remove = useMutation({ mutationFn: deleteMeasurement, onSuccess: refresh });
  return {
    items: [...(query.data ?? NO_READINGS)].sort(byDate),
    isLoading: isEnabled && query.isPending,
    error: query.error,
    isSaving: add.isPending || remove.isPending,
    add: async (input) => {
      await add.mutateAsync(input);
    },
    remove: async (id) => {
      await remove.mutateAsync(id);
    },
  };
}

/** `userId` null: signed out (or auth off), so the tab keeps the readings. */
export function useReadings(userId: string | null, from: string, to: string): Readings {
  const tab = useTabReadings(from, to);
  const account = useAccountReadings(userId ?? '', from, to, userId !== null);
  return userId === null ? tab : account;
}
