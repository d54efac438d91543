import {
  CONDITIONS,
  getMedicationClass,
  MEDICATION_CLASS_IDS,
  type MedicationClassId,
  SOURCE_ROWS,
} from '#domain';
import { formatNumber, formatWhole } from '../../lib/format';

/**
 * Where a number or a piece of advice comes from: the clinical-targets rows a reply cites by id
 * (`'A8'`, `'C1'`). Replies carry the rows they cite; the static tables fill in for replies that
 * only carry ids (the spec §8 fallback).
 */
export interface SourceRowView {
  id: string;
  title: string;
  citation: string;
}

export type SourceLookup = (ids: readonly string[] | undefined) => SourceRowView[];

export function createSourceLookup(
  ...replyRows: (readonly SourceRowView[] | undefined)[]
): SourceLookup {
  const rows = new Map<string, SourceRowView>();
  for (const row of SOURCE_ROWS) rows.set(row.id, row);
  for (const list of replyRows) for (const row of list ?? []) rows.set(row.id, row);
  return (ids) => {
    const seen = new Set<string>();
    const found: SourceRowView[] = [];
    for (const id of ids ?? []) {
      const row = rows.get(id);
      if (row && !seen.has(id)) {
        seen.add(id);
        found.push(row);
      }
    }
    return found;
  };
}

/**
 * Section C of clinical-targets holds the medication–food interactions: an item citing one of
 * its rows is about a medicine.
 */
export function citesMedicationRow(ids: readonly string[] | undefined): boolean {
  return (ids ?? []).some((id) => /^C\d/.test(id));
}

/** An item naming one of the person's medicines is about that medicine too (AI-written text). */
export function mentionsMedication(text: string, medications: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return medications.some((name) => name.trim().length > 2 && lower.includes(name.toLowerCase()));
}

const isMedicationClassId = (id: string): id is MedicationClassId =>
  (MEDICATION_CLASS_IDS as readonly string[]).includes(id);

export function involvesMedication(between: readonly string[]): boolean {
  return between.some(isMedicationClassId);
}

/** 'hypertension' -> 'High Blood Pressure'; 'warfarin' -> its class label; 'general' -> words. */
export function reasonLabel(id: string): string {
  if (id === 'general') return 'General guideline for adults';
  const condition = CONDITIONS.find((entry) => entry.id === id);
  if (condition) return condition.name;
  if (isMedicationClassId(id)) return getMedicationClass(id).label;
  return id;
}

/** Plain digits ('1800 kcal'), as the spec writes its numbers (§8). */
export const formatInteger = (value: number) => formatWhole(value).replaceAll(',', '');
export const formatPercent = (value: number) => formatNumber(value, 1);
