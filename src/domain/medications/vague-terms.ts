/**
 * Words too vague to name a class, with a hint asking for the medicine's name. 'Blood thinner'
 * is not matched to warfarin: most people on one now take apixaban or rivaroxaban, which have
 * no vitamin K interaction, so guessing warfarin would restrict greens for nothing.
 */
export const VAGUE_MEDICATION_TERMS: readonly { words: string; hint: string }[] = [
  {
    words: 'blood thinner',
    hint: 'If your blood thinner is warfarin (Coumadin, Jantoven), enter its name so the plan keeps vitamin K steady.',
  },
  {
    words: 'anticoagulant',
    hint: 'If your anticoagulant is warfarin (Coumadin, Jantoven), enter its name so the plan keeps vitamin K steady.',
  },
  {
    words: 'antidepressant',
    hint: 'If your antidepressant is an MAOI (Nardil, Parnate, Marplan, Emsam), enter its name: it needs a low-tyramine plan.',
  },
  {
    words: 'antibiotic',
    hint: 'If your antibiotic is a tetracycline (doxycycline, minocycline) or a quinolone (Cipro, Levaquin), enter its name for the timing advice.',
  },
  {
    words: 'thyroid',
    hint: 'If you take levothyroxine (Synthroid, Levoxyl), enter its name for the timing advice.',
  },
  {
    words: 'blood pressure',
    hint: 'Enter the name of your blood pressure medicine: ACE inhibitors, ARBs and some diuretics change the potassium advice.',
  },
  {
    words: 'water pill',
    hint: 'Enter the name of your water pill: spironolactone, amiloride and triamterene change the potassium advice.',
  },
  {
    words: 'diuretic',
    hint: 'Enter the name of your diuretic: spironolactone, amiloride and triamterene change the potassium advice.',
  },
  {
    words: 'cholesterol',
    hint: 'Enter the name of your cholesterol medicine: some statins do not mix with grapefruit.',
  },
  {
    words: 'diabetes',
    hint: 'If you take metformin (Glucophage, Janumet), enter its name for the vitamin B12 advice; if you take insulin, enter it too.',
  },
];
