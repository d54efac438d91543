import { brand as b, classWord as c, generic as g, type MedicationClass } from './medication-class';

/** Rows of the interaction table: MAO inhibitors, levothyroxine and metformin. */

const SELEGILINE_NOTE =
  'Tyramine matters most with the skin patch at higher doses; ask your prescriber whether it applies to your dose.';

export const MAOI: MedicationClass = {
  id: 'maoi',
  label: 'MAO inhibitor (MAOI)',
  names: [
    g('phenelzine'),
    b('Nardil', 'phenelzine'),
    g('tranylcypromine'),
    b('Parnate', 'tranylcypromine'),
    g('isocarboxazid'),
    b('Marplan', 'isocarboxazid'),
    g('selegiline', SELEGILINE_NOTE),
    b('Emsam', 'selegiline', SELEGILINE_NOTE),
    c('MAOI'),
    c('MAO inhibitor'),
    c('monoamine oxidase inhibitor'),
  ],
  concerns: [
    'Tyramine: aged cheeses, cured or smoked meats, fermented foods (sauerkraut, kimchi), ' +
      'soy sauce, miso, fish sauce, yeast extracts, fava bean pods, overripe or dried fruit, tap beer',
  ],
  advice:
    'Tyramine-rich foods can raise blood pressure dangerously with this medicine. Leave out ' +
    'aged cheese, cured, smoked or processed meat, fermented and pickled foods, soy sauce, ' +
    'miso and fish sauce, yeast extracts, fava bean pods, overripe or dried fruit and tap beer, ' +
    'and eat leftovers of meat or fish only when fresh. Keep this up for a few weeks after stopping.',
  severity: 'avoid',
  planningEffects: [{ id: 'maoi-exclude-tyramine', kind: 'exclude-food-tag', tag: 'tyramineRich' }],
  sourceIds: ['C2'],
};

export const LEVOTHYROXINE: MedicationClass = {
  id: 'levothyroxine',
  label: 'Levothyroxine (thyroid hormone)',
  names: [
    g('levothyroxine'),
    g('levothyroxine sodium'),
    g('L-thyroxine'),
    g('thyroxine'),
    b('Synthroid', 'levothyroxine'),
    b('Levoxyl', 'levothyroxine'),
    b('Unithroid', 'levothyroxine'),
    b('Tirosint', 'levothyroxine'),
    b('Euthyrox', 'levothyroxine'),
    b('Levo-T', 'levothyroxine'),
    b('Levothroid', 'levothyroxine'),
  ],
  concerns: [
    'Calcium, iron and antacids',
    'Soy flour, walnuts and high-fibre foods',
    'Taking it with food',
  ],
  advice:
    'Take it with water on an empty stomach, 30–60 minutes before breakfast. Keep calcium or ' +
    'iron supplements, antacids and calcium-rich meals at least 4 hours away from the dose. ' +
    'Soy, walnuts and high-fibre foods can lower absorption: if you eat them, keep the amounts ' +
    'steady from day to day and away from the dose.',
  severity: 'timing',
  planningEffects: [
    {
      id: 'levothyroxine-separate-minerals',
      kind: 'separate-from-dose',
      foods: 'calcium- or iron-rich foods and supplements, antacids',
      timing: 'dose 30–60 minutes before breakfast; minerals at least 4 hours later',
    },
    {
      id: 'levothyroxine-steady-fibre-soy',
      kind: 'separate-from-dose',
      foods: 'soy, walnuts and high-fibre foods (keep amounts steady day to day)',
      timing: 'not with the dose',
    },
  ],
  sourceIds: ['C4'],
};

export const METFORMIN: MedicationClass = {
  id: 'metformin',
  label: 'Metformin',
  names: [
    g('metformin'),
    g('metformin hydrochloride'),
    b('Glucophage', 'metformin'),
    b('Glumetza', 'metformin'),
    b('Fortamet', 'metformin'),
    b('Riomet', 'metformin'),
    b('Janumet', 'sitagliptin and metformin'),
    b('Jentadueto', 'linagliptin and metformin'),
    b('Synjardy', 'empagliflozin and metformin'),
    b('Xigduo', 'dapagliflozin and metformin'),
    b('Invokamet', 'canagliflozin and metformin'),
    b('Segluromet', 'ertugliflozin and metformin'),
    b('Kazano', 'alogliptin and metformin'),
    b('Kombiglyze', 'saxagliptin and metformin'),
    b('Actoplus Met', 'pioglitazone and metformin'),
    b('Glucovance', 'glyburide and metformin'),
  ],
  concerns: ['Vitamin B12 (long-term use lowers it)'],
  advice:
    'Long-term metformin can lower vitamin B12: have a food with vitamin B12 most days, and ask ' +
    'your doctor about checking your B12 now and then.',
  severity: 'caution',
  planningEffects: [
    { id: 'metformin-emphasise-b12', kind: 'emphasise-nutrient', nutrient: 'vitaminB12Ug' },
  ],
  sourceIds: ['C5'],
};
