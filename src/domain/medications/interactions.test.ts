import { describe, expect, it } from 'vitest';
import { SOURCE_IDS, type SourceId } from '../sources';
import { MEDICATION_CLASSES } from './interactions';
import { medicationTokens } from './match-medications';
import { MEDICATION_CLASS_IDS } from './medication-class';

describe('medication interaction table', () => {
  it('has one entry per class id, in the same order', () => {
    expect(MEDICATION_CLASSES.map((entry) => entry.id)).toEqual([...MEDICATION_CLASS_IDS]);
  });

  it('cites section C of the clinical-targets table for every class', () => {
    for (const entry of MEDICATION_CLASSES) {
      expect(entry.sourceIds.length).toBeGreaterThan(0);
      for (const id of entry.sourceIds) {
        expect(SOURCE_IDS).toContain(id);
        expect(id).toMatch(/^C\d$/);
      }
    }
  });

  it('cites only ids of the sources table (checked by the compiler too)', () => {
    const cited: readonly SourceId[] = MEDICATION_CLASSES.flatMap((entry) => entry.sourceIds);
    expect(cited.filter((id) => !SOURCE_IDS.includes(id))).toEqual([]);
  });

  it('never lists one name under two classes', () => {
    const seen = new Map<string, string>();
    for (const entry of MEDICATION_CLASSES) {
      for (const name of entry.names) {
        const key = medicationTokens(name.name).join('');
        expect(seen.get(key), `${name.name} in ${entry.id} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, entry.id);
      }
    }
  });

  it('has kebab-case planning-effect ids, unique across the table', () => {
    const ids = MEDICATION_CLASSES.flatMap((entry) =>
      entry.planningEffects.map((effect) => effect.id),
    );
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out tyramine with MAOIs, grapefruit with CYP3A4 statins, natto with warfarin and potassium salt substitutes with potassium-retaining drugs only', () => {
    const tags = MEDICATION_CLASSES.flatMap((entry) =>
      entry.planningEffects.flatMap((effect) =>
        effect.kind === 'exclude-food-tag' ? [[entry.id, effect.tag]] : [],
      ),
    );
    expect(tags).toEqual([
      ['warfarin', 'vitaminK2Rich'],
      ['maoi', 'tyramineRich'],
      ['statin-cyp3a4', 'grapefruit'],
      ['potassium-sparing', 'potassiumSaltSubstitute'],
    ]);
  });
});
