import { describe, expect, it } from 'vitest';
import { MEDICATION_CLASSES } from './interactions';
import { matchMedication, matchMedications, medicationTokens } from './match-medications';
import type { MedicationClassId } from './medication-class';
import { MEDICINES_WITHOUT_ROW } from './without-table-row';

describe('matchMedication', () => {
  it.each<[string, MedicationClassId[]]>([
    // Generic names with dose text, any case and punctuation
    ['Lisinopril 10 mg daily', ['potassium-sparing']],
    ['atorvastatin(40mg)', ['statin-cyp3a4']],
    ['SIMVASTATIN 20MG', ['statin-cyp3a4']],
    ['lovastatin', ['statin-cyp3a4']],
    ['rosuvastatin 10 mg', ['statin-other']],
    ['pravastatin', ['statin-other']],
    ['warfarin sodium 5 mg', ['warfarin']],
    ['levothyroxine 75mcg', ['levothyroxine']],
    ['metformin ER 500 mg twice daily', ['metformin']],
    ['metforminER', ['metformin']],
    ['spironolactone 25', ['potassium-sparing']],
    ['eplerenone', ['potassium-sparing']],
    ['triamterene-HCTZ', ['potassium-sparing']],
    ['losartan potassium 50 mg', ['potassium-sparing']],
    ['doxycycline hyclate 100mg', ['tetracycline']],
    ['minocycline', ['tetracycline']],
    ['ciprofloxacin 500', ['fluoroquinolone']],
    ['levofloxacin', ['fluoroquinolone']],
    ['phenelzine', ['maoi']],
    ['tranylcypromine', ['maoi']],
    // US brand names and combinations
    ['LIPITOR', ['statin-cyp3a4']],
    ['Zocor', ['statin-cyp3a4']],
    ['Crestor 5mg', ['statin-other']],
    ['Coumadin 5mg', ['warfarin']],
    ['Jantoven', ['warfarin']],
    ['Synthroid 88 mcg', ['levothyroxine']],
    ['Levo-T', ['levothyroxine']],
    ['Glucophage XR', ['metformin']],
    ['Janumet 50/1000', ['metformin']],
    ['Zestoretic', ['potassium-sparing']],
    ['Entresto 49/51', ['potassium-sparing']],
    ['Aldactone', ['potassium-sparing']],
    ['Maxzide', ['potassium-sparing']],
    ['Cipro', ['fluoroquinolone']],
    ['Vibramycin', ['tetracycline']],
    ['Nardil', ['maoi']],
    ['Emsam patch', ['maoi']],
    ['Caduet 5/10', ['statin-cyp3a4']],
    // Class words, plurals and split spellings
    ['an ACE inhibitor', ['potassium-sparing']],
    ['ACE-inhibitors', ['potassium-sparing']],
    ['ARBs', ['potassium-sparing']],
    ['MAOI', ['maoi']],
    ['statins', ['statin-cyp3a4']],
    ['rosuva statin', ['statin-other']],
    ['sacubitril / valsartan', ['potassium-sparing']],
    ['fluoroquinolones', ['fluoroquinolone']],
    // Several medicines in one entry
    ['lisinopril and metformin', ['metformin', 'potassium-sparing']],
    ['amlodipine/atorvastatin', ['statin-cyp3a4']],
  ])('matches %j to %j', (input, classIds) => {
    expect(matchMedication(input).classIds).toEqual(classIds);
  });

  it.each([
    'placebo',
    'ace',
    'Stating none',
    'apixaban (Eliquis)',
    'Vitamin D 1000 IU',
    'amlodipine',
    'hydrochlorothiazide',
    'furosemide',
    'ibuprofen',
    'omeprazole',
    'metoprolol',
    'Tarka dal',
    'sertraline',
    'arbitrary',
  ])('matches nothing in %j', (input) => {
    expect(matchMedication(input).matches).toEqual([]);
  });

  it('keeps the name that matched, its kind and its ingredients', () => {
    expect(matchMedication('Zestoretic 20/12.5').matches).toEqual([
      {
        classId: 'potassium-sparing',
        matchedName: 'Zestoretic',
        kind: 'brand',
        contains: 'lisinopril and hydrochlorothiazide',
      },
    ]);
    expect(matchMedication('statin').matches[0]).toMatchObject({
      kind: 'class',
      note: expect.stringMatching(/not named/),
    });
  });

  it('asks for the name behind a vague word instead of guessing', () => {
    const entry = matchMedication('blood thinner');
    expect(entry.classIds).toEqual([]);
    expect(entry.hint).toMatch(/warfarin/);
    expect(matchMedication('water pills').hint).toMatch(/spironolactone/);
    expect(matchMedication('warfarin (blood thinner)').hint).toBeUndefined();
  });
});

describe('matchMedications', () => {
  it('lists every class once, in table order, and the entries it could not match', () => {
    const result = matchMedications([
      'Lipitor 20mg',
      'Coumadin',
      'fish oil',
      'Zocor',
      'lisinopril',
    ]);
    expect(result.classIds).toEqual(['warfarin', 'statin-cyp3a4', 'potassium-sparing']);
    expect(result.unmatched).toEqual(['fish oil']);
    expect(result.entries.map((e) => e.input)).toEqual([
      'Lipitor 20mg',
      'Coumadin',
      'fish oil',
      'Zocor',
      'lisinopril',
    ]);
  });

  it('knows insulin by its generic and brand names, though it has no interaction row', () => {
    const result = matchMedications([
      'insulin glargine 20 units at night',
      'Humalog pen',
      'NovoLog',
      'metformin',
      'zzzmed',
    ]);
    expect(result.classIds).toEqual(['metformin']);
    expect(result.entries.map((entry) => entry.withoutRow)).toEqual([
      'insulin',
      'insulin',
      'insulin',
      undefined,
      undefined,
    ]);
    // Only the medicine we know nothing about is left unmatched.
    expect(result.unmatched).toEqual(['zzzmed']);
  });

  it('never lists one name both in the table and among medicines without a row', () => {
    const inTable = new Set(
      MEDICATION_CLASSES.flatMap((entry) => entry.names).map((name) =>
        medicationTokens(name.name).join(''),
      ),
    );
    for (const medicine of MEDICINES_WITHOUT_ROW) {
      for (const name of medicine.names) {
        expect(inTable.has(medicationTokens(name).join('')), name).toBe(false);
      }
    }
  });

  it('returns nothing for an empty list', () => {
    expect(matchMedications([])).toEqual({ entries: [], classIds: [], unmatched: [] });
  });
});

describe('medicationTokens', () => {
  it('lower-cases, drops accents and punctuation, and splits digits from letters', () => {
    expect(medicationTokens('Atorvastatin(40mg), 1×/day')).toEqual([
      'atorvastatin',
      '40',
      'mg',
      '1',
      'day',
    ]);
    expect(medicationTokens('Lévothyroxine')).toEqual(['levothyroxine']);
  });
});
