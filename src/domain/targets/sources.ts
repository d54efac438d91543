import { z } from 'zod';

/**
 * The rows of `shared/data/clinical-targets.md` this engine uses, as data. Every number the
 * targets carry names one or more of these ids, so the UI can show where it comes from. The
 * citation is the row's source line, condensed (guideline, year). `check` is the row's Check
 * column: V read in the guideline, S read in a secondary summary, K standard reference knowledge.
 */
export interface SourceRow {
  id: string;
  title: string;
  citation: string;
  check: 'V' | 'S' | 'K';
}

const DGA_2020 =
  'USDA & HHS, Dietary Guidelines for Americans 2020–2025, 9th ed., Dec 2020, Key Recommendations';
const IOM_DRI =
  'Institute of Medicine, DRI for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2002/2005)';
const KDOQI_2020 =
  'KDOQI/Academy of Nutrition and Dietetics, Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al., Am J Kidney Dis 2020;76(3 Suppl 1))';
const KDIGO_2024 = 'KDIGO 2024 CKD Guideline (Kidney Int 2024;105(4S):S117-S314)';
const AHA_BP_2025 = '2025 AHA/ACC multisociety Guideline for High Blood Pressure in Adults, §5.1';
const AHA_LIFESTYLE_2013 =
  '2013 AHA/ACC Guideline on Lifestyle Management to Reduce Cardiovascular Risk (Eckel RH et al., Circulation 2014;129:S76-99)';
const ADA_2014 =
  'ADA Position Statement, Nutrition Therapy Recommendations for Adults With Diabetes (Evert AB et al., Diabetes Care 2014;37 Suppl 1)';
const AHA_OBESITY_2013 =
  '2013 AHA/ACC/TOS Guideline for the Management of Overweight and Obesity in Adults (Jensen MD et al., Circulation 2014;129:S102-38), rec 3a';
const MAYO_GALLBLADDER =
  'Mayo Clinic, "Gallbladder removal diet" expert answer (Nelson JK, Zeratsky K)';

export const SOURCE_ROWS = [
  {
    id: 'A1',
    title: 'Resting energy (Mifflin–St Jeor)',
    citation:
      'Mifflin MD et al., Am J Clin Nutr 1990;51:241-7; endorsed by Frankenfield et al., J Am Diet Assoc 2005;105:775-89',
    check: 'V',
  },
  {
    id: 'A2',
    title: 'Activity factors',
    citation:
      'Conventional activity multipliers 1.2–1.9, as on the Medscape Mifflin-St Jeor calculator (not part of the 1990 paper)',
    check: 'V',
  },
  {
    id: 'A3',
    title: 'Acceptable macronutrient distribution ranges (adults)',
    citation: `${IOM_DRI}, NAP doi:10.17226/10490`,
    check: 'V',
  },
  { id: 'A4', title: 'Protein RDA', citation: IOM_DRI, check: 'V' },
  { id: 'A5', title: 'Fibre adequate intake', citation: IOM_DRI, check: 'K' },
  { id: 'A6', title: 'Added sugars (DGA 2020–2025)', citation: DGA_2020, check: 'V' },
  { id: 'A7', title: 'Saturated fat (DGA 2020–2025)', citation: DGA_2020, check: 'V' },
  { id: 'A8', title: 'Sodium (DGA 2020–2025)', citation: DGA_2020, check: 'V' },
  {
    id: 'A10',
    title: 'DGA 2025–2030 (newer edition, not adopted)',
    citation: 'USDA & HHS, Dietary Guidelines for Americans 2025–2030, released 2026-01-07',
    check: 'S',
  },
  { id: 'A11', title: 'Added-sugar ceiling (DRI)', citation: IOM_DRI, check: 'V' },
  {
    id: 'B1.1',
    title: 'Diabetes: no ideal macronutrient split',
    citation: 'ADA Standards of Care in Diabetes, §5, rec 5.10/5.11 (2019 wording)',
    check: 'V',
  },
  {
    id: 'B1.2',
    title: 'Diabetes: carbohydrate from nutrient-dense, high-fibre sources',
    citation: 'ADA Standards of Care in Diabetes, §5, rec 5.12 (2019)',
    check: 'V',
  },
  {
    id: 'B1.4',
    title: 'Diabetes: sodium as for the general public',
    citation: ADA_2014,
    check: 'S',
  },
  {
    id: 'B1.5',
    title: 'Diabetes: limit sugar-sweetened beverages',
    citation: ADA_2014,
    check: 'V',
  },
  {
    id: 'B1.6',
    title: 'Diabetes: saturated fat as for the general public',
    citation: ADA_2014,
    check: 'V',
  },
  {
    id: 'B1.7',
    title: 'Diabetes: fibre at least the general amount',
    citation: 'ADA Standards of Care in Diabetes, §5 (fibre statement), referencing the DGA/IOM AI',
    check: 'K',
  },
  {
    id: 'B1.8',
    title: 'Diabetes with CKD: protein at the RDA, not lower',
    citation: 'KDOQI 2007 Diabetes & CKD Guideline 5.1; same value in KDIGO 2012/2024',
    check: 'V',
  },
  {
    id: 'B2.1',
    title: 'Type 1 diabetes: carbohydrate counting per meal',
    citation: 'ADA Standards of Care in Diabetes, §5, rec 5.13 (2019)',
    check: 'V',
  },
  {
    id: 'B3.1',
    title: 'No gallbladder: smaller, more frequent meals',
    citation: MAYO_GALLBLADDER,
    check: 'V',
  },
  {
    id: 'B3.2',
    title: 'No gallbladder: go easy on fat; low-fat foods ≤ 3 g per serving',
    citation: MAYO_GALLBLADDER,
    check: 'V',
  },
  {
    id: 'B3.3',
    title: 'No gallbladder: increase fibre slowly, favour soluble',
    citation: MAYO_GALLBLADDER,
    check: 'V',
  },
  {
    id: 'B4.2',
    title: 'Fatty liver: hypocaloric diet',
    citation:
      'EASL-EASD-EASO 2016 and AASLD guidance (Rinella ME et al., Hepatology 2023), as tabulated in PMC9346467 Table 3',
    check: 'S',
  },
  {
    id: 'B4.4',
    title: 'Fatty liver: avoid fructose-containing drinks and foods',
    citation: 'EASL-EASD-EASO 2016 CPG, as tabulated in PMC9346467 Table 3',
    check: 'S',
  },
  {
    id: 'B5.1',
    title: 'CKD G3–G5: protein at the RDA',
    citation: `${KDIGO_2024}, rec 3.3.1.1`,
    check: 'S',
  },
  {
    id: 'B5.2',
    title: 'CKD without diabetes: low-protein diet only under supervision',
    citation: `${KDOQI_2020}, Guideline 3`,
    check: 'V',
  },
  {
    id: 'B5.3',
    title: 'CKD with diabetes: protein 0.6–0.8 g/kg',
    citation: `${KDOQI_2020}, protein restriction, non-dialysis, diabetic`,
    check: 'V',
  },
  {
    id: 'B5.4',
    title: 'Dialysis: protein not restricted',
    citation: `${KDOQI_2020}, maintenance dialysis`,
    check: 'V',
  },
  { id: 'B5.5', title: 'CKD sodium (KDIGO)', citation: `${KDIGO_2024}, rec 3.4.1`, check: 'S' },
  {
    id: 'B5.7',
    title: 'CKD: potassium is individualized',
    citation: `${KDOQI_2020}, Guideline 6, dietary potassium amount`,
    check: 'V',
  },
  {
    id: 'B5.8',
    title: 'CKD: phosphorus is individualized',
    citation: `${KDOQI_2020}, Guideline 6, dietary phosphorus amount and source`,
    check: 'V',
  },
  { id: 'B6.1', title: 'Hypertension: sodium', citation: `${AHA_BP_2025}, rec 3`, check: 'V' },
  {
    id: 'B6.2',
    title: 'Hypertension: potassium from food, unless CKD or potassium-retaining drugs',
    citation:
      '2017 ACC/AHA High Blood Pressure Guideline (Whelton PK et al.), Table 15; 2025 AHA/ACC guideline §5.1 rec 5',
    check: 'V',
  },
  {
    id: 'B6.3',
    title: 'Hypertension: DASH eating plan and its nutrient targets',
    citation:
      'NHLBI "DASH Eating Plan"; DASH trial nutrient targets (Sacks FM et al., NEJM 2001;344:3-10)',
    check: 'S',
  },
  {
    id: 'B7.1',
    title: 'LDL lowering: saturated fat 5–6 % of energy',
    citation: `${AHA_LIFESTYLE_2013}, LDL rec 2`,
    check: 'V',
  },
  {
    id: 'B7.4',
    title: 'NCEP TLC: cholesterol, saturated fat, sterols and viscous fibre',
    citation: 'NCEP Adult Treatment Panel III Executive Summary, JAMA 2001;285:2486-97',
    check: 'V',
  },
  {
    id: 'B8.1',
    title: 'Heart disease: AHA heart-healthy dietary pattern',
    citation:
      'Lichtenstein AH et al., 2021 Dietary Guidance to Improve Cardiovascular Health, AHA Scientific Statement, Circulation 2021;144:e472-e487',
    check: 'V',
  },
  {
    id: 'B8.2',
    title: 'Chronic coronary disease: blood-pressure and LDL nutrition targets',
    citation: '2023 AHA/ACC Chronic Coronary Disease Guideline (Virani SS et al.), Table 12',
    check: 'V',
  },
  {
    id: 'B10.2',
    title: 'IBS: soluble, not insoluble, fibre',
    citation:
      'Lacy BE et al., ACG Clinical Guideline: Management of IBS, Am J Gastroenterol 2021;116:17-44',
    check: 'V',
  },
  {
    id: 'B11.1',
    title: 'Celiac disease: strict lifelong gluten-free diet with dietitian follow-up',
    citation:
      'Rubio-Tapia A et al., ACG Guidelines Update: Celiac Disease, Am J Gastroenterol 2023;118:59-76',
    check: 'V',
  },
  {
    id: 'B13.1',
    title: 'Obesity: fixed reduced-calorie intake',
    citation: AHA_OBESITY_2013,
    check: 'V',
  },
  { id: 'B13.2', title: 'Obesity: daily energy deficit', citation: AHA_OBESITY_2013, check: 'V' },
  {
    id: 'C1',
    title: 'Warfarin: keep vitamin K consistent',
    citation: 'NIH Office of Dietary Supplements, Vitamin K Fact Sheet for Health Professionals',
    check: 'V',
  },
  {
    id: 'C2',
    title: 'MAOIs: avoid tyramine-rich foods',
    citation:
      'Mayo Clinic, "MAOIs and diet: Is it necessary to restrict tyramine?" (Hall-Flavin DK)',
    check: 'V',
  },
  {
    id: 'C3',
    title: 'Statins: grapefruit and CYP3A4',
    citation:
      'FDA Consumer Update "Grapefruit Juice and Some Drugs Don\'t Mix"; Lee JW, Morris JK, Wald NJ, Am J Med 2016;129:26-29',
    check: 'V',
  },
  {
    id: 'C4',
    title: 'Levothyroxine: empty stomach, separate from minerals and fibre',
    citation: 'FDA labeling for levothyroxine sodium tablets (e.g. Synthroid PI §2.1, §7)',
    check: 'S',
  },
  {
    id: 'C5',
    title: 'Metformin: vitamin B12',
    citation:
      'ADA Standards of Care in Diabetes–2025, §9 (metformin, B12 monitoring); NIDDK "Metformin and Vitamin B12 Deficiency"',
    check: 'S',
  },
  {
    id: 'C6',
    title: 'ACE inhibitors, ARBs, potassium-sparing diuretics: potassium',
    citation:
      '2025 AHA/ACC BP Guideline §5.1 recs 4–5; spironolactone prescribing information, Warnings: hyperkalemia',
    check: 'V',
  },
  {
    id: 'C7',
    title: 'Tetracyclines and fluoroquinolones: minerals bind the drug',
    citation: 'Merck/MSD Manual Consumer Version, "Tetracyclines" (2024)',
    check: 'V',
  },
] as const satisfies readonly SourceRow[];

export type SourceId = (typeof SOURCE_ROWS)[number]['id'];

export const SOURCE_IDS = SOURCE_ROWS.map((row) => row.id) as [SourceId, ...SourceId[]];
export const SourceIdSchema = z.enum(SOURCE_IDS);

export const SourceRowSchema = z.object({
  id: SourceIdSchema,
  title: z.string(),
  citation: z.string(),
  check: z.enum(['V', 'S', 'K']),
});

const rowsById = new Map<string, SourceRow>(SOURCE_ROWS.map((row) => [row.id, row]));

export function isSourceId(id: string): id is SourceId {
  return rowsById.has(id);
}

export function getSource(id: SourceId): SourceRow {
  const row = rowsById.get(id);
  if (!row) throw new Error(`Unknown clinical-targets row: ${id}`);
  return row;
}

/** The rows for a set of ids, once each, in the order of the clinical-targets table. */
export function sourcesFor(ids: Iterable<SourceId>): (typeof SOURCE_ROWS)[number][] {
  const wanted = new Set(ids);
  return SOURCE_ROWS.filter((row) => wanted.has(row.id));
}

/**
 * A10: the app must pick one edition of the Dietary Guidelines for Americans and say which.
 * We use 2020–2025 for the general limits (added sugar, saturated fat, sodium) and the IOM DRIs
 * for protein, because the 2025–2030 numbers were only seen in secondary summaries (A10 is
 * Check S) and its higher protein (1.2–1.6 g/kg) must never reach a person with kidney disease.
 */
export const DGA_EDITION = '2020–2025' as const;

export const EDITION_NOTE =
  'General limits follow the Dietary Guidelines for Americans 2020–2025 (9th edition). ' +
  'The 2025–2030 edition (January 2026) keeps the saturated-fat and sodium limits but raises ' +
  'protein and caps added sugar per meal; we have not adopted it yet because its numbers have ' +
  'only been checked against summaries, not the guideline text.';
