import { z } from 'zod';

/**
 * Medication–food interactions (clinical-targets section C) as data. Each class lists the names
 * people type for it (generic, US brand, class word), the foods or nutrients concerned, our
 * advice, and the planning effects the meal planner applies. Ids are permanent.
 */
export const MEDICATION_CLASS_IDS = [
  'warfarin',
  'maoi',
  'statin-cyp3a4',
  'statin-other',
  'levothyroxine',
  'metformin',
  'potassium-sparing',
  'tetracycline',
  'fluoroquinolone',
] as const;
export const MedicationClassIdSchema = z.enum(MEDICATION_CLASS_IDS);
export type MedicationClassId = z.infer<typeof MedicationClassIdSchema>;

/** avoid: some foods are left out; caution: amounts are steered; timing: when to eat them. */
export const INTERACTION_SEVERITIES = ['avoid', 'caution', 'timing'] as const;
export type InteractionSeverity = (typeof INTERACTION_SEVERITIES)[number];

export type MedicationNameKind = 'generic' | 'brand' | 'class';

export interface MedicationName {
  /** As people write it; matching ignores case, spacing and punctuation. */
  name: string;
  kind: MedicationNameKind;
  /** For brands and combinations: the generic ingredients. */
  contains?: string;
  /** Shown beside a match when the name needs a caveat. */
  note?: string;
}

/**
 * What the planner does for a class. `exclude-food-tag` names a boolean tag of the food table
 * (`FoodTags` in foods/food.ts). Targets read `vitamin-k-consistency` (a vitamin K band every
 * day keeps), `no-potassium-target` (no DASH potassium target, and a 4,700 mg day maximum) and
 * `emphasise-nutrient`; the others are advice the plan shows and the planner may act on.
 */
export type PlanningEffect =
  | {
      id: string;
      kind: 'exclude-food-tag';
      tag: 'tyramineRich' | 'grapefruit' | 'vitaminK2Rich' | 'potassiumSaltSubstitute';
    }
  | { id: string; kind: 'vitamin-k-consistency' }
  | { id: string; kind: 'no-potassium-target' }
  | { id: string; kind: 'emphasise-nutrient'; nutrient: 'vitaminB12Ug' }
  | { id: string; kind: 'separate-from-dose'; foods: string; timing: string };

/**
 * A row of section C (medication–food interactions) of the clinical sources table in
 * `targets/sources.ts`. Spelt here so that medications stay below targets in the domain's layers
 * (targets reads this table); `interactions.test.ts` checks each is a row of that table.
 */
export type MedicationSourceId = 'C1' | 'C2' | 'C3' | 'C4' | 'C5' | 'C6' | 'C7';

export interface MedicationClass {
  id: MedicationClassId;
  label: string;
  names: readonly MedicationName[];
  /** The foods or nutrients concerned, in plain words. */
  concerns: readonly string[];
  /** Our words, for the person. */
  advice: string;
  severity: InteractionSeverity;
  planningEffects: readonly PlanningEffect[];
  sourceIds: readonly MedicationSourceId[];
}

const g = (name: string, note?: string): MedicationName =>
  note ? { name, kind: 'generic', note } : { name, kind: 'generic' };
const b = (name: string, contains: string, note?: string): MedicationName =>
  note ? { name, kind: 'brand', contains, note } : { name, kind: 'brand', contains };
const c = (name: string, note?: string): MedicationName =>
  note ? { name, kind: 'class', note } : { name, kind: 'class' };

const UNSPECIFIED_STATIN =
  'Statin not named: treated as one that grapefruit affects until you enter its name.';
const SELEGILINE_NOTE =
  'Tyramine matters most with the skin patch at higher doses; ask your prescriber whether it applies to your dose.';

export const MEDICATION_CLASSES: readonly MedicationClass[] = [
  {
    id: 'warfarin',
    label: 'Warfarin (vitamin K antagonist)',
    names: [
      g('warfarin'),
      g('warfarin sodium'),
      b('Coumadin', 'warfarin'),
      b('Jantoven', 'warfarin'),
      b('Marevan', 'warfarin'),
      g('acenocoumarol'),
      g('phenprocoumon'),
      c('vitamin K antagonist'),
    ],
    concerns: ['Vitamin K: leafy greens (kale, spinach, collards), broccoli, some oils'],
    advice:
      'Keep the amount of vitamin K you eat about the same every day rather than avoiding it. ' +
      'Avoid sudden large servings of leafy greens and do not start vitamin K supplements ' +
      'without talking to whoever manages your warfarin.',
    severity: 'caution',
    planningEffects: [
      { id: 'warfarin-vitamin-k-consistency', kind: 'vitamin-k-consistency' },
      { id: 'warfarin-exclude-vitamin-k2', kind: 'exclude-food-tag', tag: 'vitaminK2Rich' },
    ],
    sourceIds: ['C1'],
  },
  {
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
    planningEffects: [
      { id: 'maoi-exclude-tyramine', kind: 'exclude-food-tag', tag: 'tyramineRich' },
    ],
    sourceIds: ['C2'],
  },
  {
    id: 'statin-cyp3a4',
    label: 'Statin affected by grapefruit (simvastatin, lovastatin, atorvastatin)',
    names: [
      g('simvastatin'),
      b('Zocor', 'simvastatin'),
      b('FloLipid', 'simvastatin'),
      b('Vytorin', 'ezetimibe and simvastatin'),
      g('lovastatin'),
      b('Mevacor', 'lovastatin'),
      b('Altoprev', 'lovastatin'),
      g('atorvastatin'),
      b('Lipitor', 'atorvastatin'),
      b('Atorvaliq', 'atorvastatin'),
      b('Caduet', 'amlodipine and atorvastatin'),
      c('statin', UNSPECIFIED_STATIN),
    ],
    concerns: ['Grapefruit, grapefruit juice, pomelo and Seville orange'],
    advice:
      'Grapefruit and its juice (also pomelo and Seville orange) raise the level of this statin ' +
      'in your blood and the risk of muscle damage. The plan leaves them out.',
    severity: 'avoid',
    planningEffects: [
      { id: 'statin-exclude-grapefruit', kind: 'exclude-food-tag', tag: 'grapefruit' },
    ],
    sourceIds: ['C3'],
  },
  {
    id: 'statin-other',
    label:
      'Statin little affected by grapefruit (rosuvastatin, pravastatin, fluvastatin, pitavastatin)',
    names: [
      g('rosuvastatin'),
      b('Crestor', 'rosuvastatin'),
      b('Ezallor', 'rosuvastatin'),
      b('Roszet', 'rosuvastatin and ezetimibe'),
      g('pravastatin'),
      b('Pravachol', 'pravastatin'),
      g('fluvastatin'),
      b('Lescol', 'fluvastatin'),
      g('pitavastatin'),
      b('Livalo', 'pitavastatin'),
      b('Zypitamag', 'pitavastatin'),
    ],
    concerns: [
      'Grapefruit (a much smaller effect than with simvastatin, lovastatin or atorvastatin)',
    ],
    advice:
      'Grapefruit affects this statin much less than some others, so the plan does not leave it ' +
      'out. Check your medicine leaflet: some labels still advise caution.',
    severity: 'caution',
    planningEffects: [],
    sourceIds: ['C3'],
  },
  {
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
      'Soy, walnuts and high-fibre foods can lower absorption: eat them in steady amounts and ' +
      'away from the dose rather than cutting them out.',
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
  },
  {
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
      'Long-term metformin can lower vitamin B12. The plan includes B12 foods (fish, meat, eggs, ' +
      'dairy or fortified foods) most days; ask your doctor about checking your B12 now and then.',
    severity: 'caution',
    planningEffects: [
      { id: 'metformin-emphasise-b12', kind: 'emphasise-nutrient', nutrient: 'vitaminB12Ug' },
    ],
    sourceIds: ['C5'],
  },
  {
    id: 'potassium-sparing',
    label: 'ACE inhibitor, ARB or potassium-sparing diuretic (potassium retained)',
    names: [
      // ACE inhibitors and their combinations
      g('lisinopril'),
      b('Zestril', 'lisinopril'),
      b('Prinivil', 'lisinopril'),
      b('Qbrelis', 'lisinopril'),
      b('Zestoretic', 'lisinopril and hydrochlorothiazide'),
      g('enalapril'),
      b('Vasotec', 'enalapril'),
      b('Epaned', 'enalapril'),
      b('Vaseretic', 'enalapril and hydrochlorothiazide'),
      g('ramipril'),
      b('Altace', 'ramipril'),
      g('benazepril'),
      b('Lotensin', 'benazepril'),
      b('Lotrel', 'amlodipine and benazepril'),
      g('captopril'),
      b('Capoten', 'captopril'),
      g('quinapril'),
      b('Accupril', 'quinapril'),
      b('Accuretic', 'quinapril and hydrochlorothiazide'),
      g('fosinopril'),
      g('perindopril'),
      g('trandolapril'),
      g('moexipril'),
      c('ACE inhibitor'),
      c('ACEi'),
      // Angiotensin receptor blockers and their combinations
      g('losartan'),
      b('Cozaar', 'losartan'),
      b('Hyzaar', 'losartan and hydrochlorothiazide'),
      g('valsartan'),
      b('Diovan', 'valsartan'),
      b('Exforge', 'amlodipine and valsartan'),
      g('sacubitril/valsartan'),
      b('Entresto', 'sacubitril and valsartan'),
      g('irbesartan'),
      b('Avapro', 'irbesartan'),
      b('Avalide', 'irbesartan and hydrochlorothiazide'),
      g('olmesartan'),
      b('Benicar', 'olmesartan'),
      b('Azor', 'amlodipine and olmesartan'),
      b('Tribenzor', 'olmesartan, amlodipine and hydrochlorothiazide'),
      g('telmisartan'),
      b('Micardis', 'telmisartan'),
      b('Twynsta', 'telmisartan and amlodipine'),
      g('candesartan'),
      b('Atacand', 'candesartan'),
      g('azilsartan'),
      b('Edarbi', 'azilsartan'),
      b('Edarbyclor', 'azilsartan and chlorthalidone'),
      g('eprosartan'),
      c('ARB'),
      c('ARBs'),
      c('angiotensin receptor blocker'),
      c('angiotensin II receptor blocker'),
      // Mineralocorticoid antagonists and potassium-sparing diuretics
      g('spironolactone'),
      b('Aldactone', 'spironolactone'),
      b('CaroSpir', 'spironolactone'),
      b('Aldactazide', 'spironolactone and hydrochlorothiazide'),
      g('eplerenone'),
      b('Inspra', 'eplerenone'),
      g('finerenone'),
      b('Kerendia', 'finerenone'),
      g('amiloride'),
      b('Midamor', 'amiloride'),
      b('Moduretic', 'amiloride and hydrochlorothiazide'),
      g('triamterene'),
      b('Dyrenium', 'triamterene'),
      b('Maxzide', 'triamterene and hydrochlorothiazide'),
      b('Dyazide', 'triamterene and hydrochlorothiazide'),
      c('potassium-sparing diuretic'),
      c('aldosterone antagonist'),
      c('mineralocorticoid receptor antagonist'),
    ],
    concerns: ['Potassium: salt substitutes made with potassium chloride, potassium supplements'],
    advice:
      'This medicine makes your body hold on to potassium. Do not use potassium-based salt ' +
      'substitutes or potassium supplements, and do not aim for a high potassium intake unless ' +
      'your doctor has checked your blood potassium and agrees.',
    severity: 'avoid',
    planningEffects: [
      { id: 'potassium-sparing-no-potassium-target', kind: 'no-potassium-target' },
      {
        id: 'potassium-sparing-no-salt-substitute',
        kind: 'exclude-food-tag',
        tag: 'potassiumSaltSubstitute',
      },
    ],
    sourceIds: ['C6'],
  },
  {
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
  },
  {
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
  },
];

const classById = new Map(MEDICATION_CLASSES.map((entry) => [entry.id, entry]));

export function getMedicationClass(id: MedicationClassId): MedicationClass {
  const entry = classById.get(id);
  if (!entry) throw new Error(`Unknown medication class: ${id}`);
  return entry;
}

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
    hint: 'If you take metformin (Glucophage, Janumet), enter its name so the plan includes vitamin B12 foods.',
  },
];
