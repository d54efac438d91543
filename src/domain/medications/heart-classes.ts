import { brand as b, classWord as c, generic as g, type MedicationClass } from './medication-class';

/** Rows of the interaction table: warfarin, the statins, and the medicines that keep potassium. */

const UNSPECIFIED_STATIN =
  'Statin not named: treated as one that grapefruit affects until you enter its name.';

export const WARFARIN: MedicationClass = {
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
};

export const STATIN_CYP3A4: MedicationClass = {
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
};

export const STATIN_OTHER: MedicationClass = {
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
};

export const POTASSIUM_SPARING: MedicationClass = {
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
};
