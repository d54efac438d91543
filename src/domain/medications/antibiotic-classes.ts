import { brand as b, classWord as c, generic as g, type MedicationClass } from './medication-class';

/** Rows of the interaction table: the antibiotics that minerals bind (tetracyclines, fluoroquinolones). */

export const TETRACYCLINE: MedicationClass = {
  id: 'tetracycline',
  label: 'Tetracycline antibiotic',
  names: [
    g('tetracycline'),
    g('doxycycline'),
    g('doxy'),
    b('Vibramycin', 'doxycycline'),
    b('Doryx', 'doxycycline'),
    b('Acticlate', 'doxycycline'),
    b('Oracea', 'doxycycline'),
    b('Monodox', 'doxycycline'),
    g('minocycline'),
    b('Minocin', 'minocycline'),
    b('Solodyn', 'minocycline'),
    g('demeclocycline'),
  ],
  concerns: ['Dairy, calcium-fortified foods, antacids, iron and multiminerals'],
  advice:
    'Calcium, magnesium and iron bind this antibiotic and stop it working. Keep milk, yogurt, ' +
    'cheese, calcium-fortified foods, antacids and iron or mineral supplements away from the ' +
    'dose: typically 2 hours before or 4–6 hours after (check your label). Tetracycline itself ' +
    'is best taken on an empty stomach.',
  severity: 'timing',
  planningEffects: [
    {
      id: 'tetracycline-separate-minerals',
      kind: 'separate-from-dose',
      foods: 'dairy, calcium-fortified foods, antacids, iron and mineral supplements',
      timing: 'typically 2 hours before or 4–6 hours after the dose (label-specific)',
    },
  ],
  sourceIds: ['C7'],
};

export const FLUOROQUINOLONE: MedicationClass = {
  id: 'fluoroquinolone',
  label: 'Fluoroquinolone antibiotic',
  names: [
    g('ciprofloxacin'),
    b('Cipro', 'ciprofloxacin'),
    g('levofloxacin'),
    b('Levaquin', 'levofloxacin'),
    g('moxifloxacin'),
    b('Avelox', 'moxifloxacin'),
    g('ofloxacin'),
    b('Floxin', 'ofloxacin'),
    c('fluoroquinolone'),
    c('quinolone'),
  ],
  concerns: ['Dairy, calcium-fortified foods, antacids, iron and zinc supplements'],
  advice:
    'Calcium, magnesium, iron and zinc bind this antibiotic. Take it apart from milk, yogurt, ' +
    'calcium-fortified juice, antacids and mineral supplements, following the timing on your label.',
  severity: 'timing',
  planningEffects: [
    {
      id: 'fluoroquinolone-separate-minerals',
      kind: 'separate-from-dose',
      foods: 'dairy, calcium-fortified foods, antacids, iron and zinc supplements',
      // C7 gives spacing for tetracyclines only; for quinolones the label decides.
      timing: 'as on the label',
    },
  ],
  sourceIds: ['C7'],
};
