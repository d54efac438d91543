import { z } from 'zod';
import { SOURCE_ROWS, type SourceRow } from '../targets/sources';

/**
 * The written guidance cites the same `shared/data/clinical-targets.md` rows as the targets,
 * plus the rows below, which the targets have no number for (alcohol, GERD, the low-FODMAP
 * trial, allergen labelling, ...). Same shape and same condensed citations as
 * `targets/sources.ts`; the Check column is the table's. If the targets come to use one of these
 * rows, move it there and delete it here (a test fails on a duplicate id).
 */
const DGA_2020 =
  'USDA & HHS, Dietary Guidelines for Americans 2020–2025, 9th ed., Dec 2020, Key Recommendations';
const AHA_BP_2025 = '2025 AHA/ACC multisociety Guideline for High Blood Pressure in Adults, §5.1';
const ACG_GERD_2022 =
  'Katz PO et al., ACG Clinical Guideline for the Diagnosis and Management of GERD, Am J Gastroenterol 2022;117:27-56';
const ACG_IBS_2021 =
  'Lacy BE et al., ACG Clinical Guideline: Management of IBS, Am J Gastroenterol 2021;116:17-44';
const AASLD_2023 =
  'AASLD Practice Guidance on MASLD (Rinella ME et al., Hepatology 2023;77:1797-1835); EASL-EASD-EASO MASLD CPG 2024';
const AHA_OBESITY_2013 =
  '2013 AHA/ACC/TOS Guideline for the Management of Overweight and Obesity in Adults (Jensen MD et al., Circulation 2014;129:S102-38)';

export const GUIDANCE_SOURCE_ROWS = [
  { id: 'A9', title: 'Alcohol (DGA 2020–2025)', citation: DGA_2020, check: 'V' },
  {
    id: 'B1.3',
    title: 'Diabetes with overweight: lifestyle weight loss of 5 % or more',
    citation: 'ADA Standards of Care in Diabetes 2020, §5, rec 5.8',
    check: 'V',
  },
  {
    id: 'B2.2',
    title: 'Type 1 diabetes on fixed insulin doses: consistent carbohydrate',
    citation:
      'ADA nutrition recommendations table (fixed daily insulin: consistent day-to-day carbohydrate), Diabetes Care position statement',
    check: 'V',
  },
  {
    id: 'B4.1',
    title: 'Fatty liver: weight loss is the core therapy',
    citation: AASLD_2023,
    check: 'S',
  },
  {
    id: 'B4.3',
    title: 'Fatty liver: Mediterranean-style pattern, less ultra-processed food',
    citation: AASLD_2023,
    check: 'S',
  },
  {
    id: 'B4.5',
    title: 'Fatty liver: alcohol discouraged, none with advanced fibrosis',
    citation: AASLD_2023,
    check: 'S',
  },
  {
    id: 'B6.4',
    title: 'High blood pressure: weight loss if overweight',
    citation: `${AHA_BP_2025}, rec 1`,
    check: 'V',
  },
  {
    id: 'B6.5',
    title: 'High blood pressure: alcohol',
    citation: `${AHA_BP_2025}, rec 6`,
    check: 'V',
  },
  {
    id: 'B7.3',
    title: 'LDL lowering: the heart-healthy food pattern',
    citation:
      '2013 AHA/ACC Guideline on Lifestyle Management to Reduce Cardiovascular Risk (Eckel RH et al., Circulation 2014;129:S76-99), LDL rec 1',
    check: 'V',
  },
  {
    id: 'B9.1',
    title: 'GERD: weight loss if overweight',
    citation: ACG_GERD_2022,
    check: 'V',
  },
  {
    id: 'B9.2',
    title: 'GERD: no meals within 2–3 hours of bedtime',
    citation: ACG_GERD_2022,
    check: 'V',
  },
  {
    id: 'B9.3',
    title: "GERD: avoid the person's own trigger foods",
    citation: ACG_GERD_2022,
    check: 'V',
  },
  {
    id: 'B9.4',
    title: 'GERD: no tobacco; raise the head of the bed',
    citation: ACG_GERD_2022,
    check: 'V',
  },
  {
    id: 'B10.1',
    title: 'IBS: a limited low-FODMAP diet in three phases',
    citation: `${ACG_IBS_2021}; AGA Clinical Practice Update on Diet in IBS, Gastroenterology 2022`,
    check: 'V',
  },
  {
    id: 'B10.3',
    title: 'IBS: peppermint oil suggested, probiotics not recommended',
    citation: ACG_IBS_2021,
    check: 'V',
  },
  {
    id: 'B11.2',
    title: 'Celiac disease: pure gluten-free oats may be included',
    citation: 'ACG 2023 celiac update (Celiac Disease Foundation summary, Jan 2023)',
    check: 'S',
  },
  {
    id: 'B11.3',
    title: 'US "gluten-free" label: under 20 ppm gluten',
    citation: 'FDA final rule "Gluten-Free Labeling of Foods", 21 CFR 101.91, Aug 2013',
    check: 'S',
  },
  {
    id: 'B12.1',
    title: 'Food allergy: strict avoidance and an emergency plan',
    citation:
      'Boyce JA et al., Guidelines for the Diagnosis and Management of Food Allergy in the US (NIAID), J Allergy Clin Immunol 2010;126(6):S1-58',
    check: 'V',
  },
  {
    id: 'B12.2',
    title: 'The nine major US food allergens on labels',
    citation: 'FALCPA 2004 + FASTER Act 2021 (Pub. L. 117-11), 21 U.S.C. 343(w)',
    check: 'V',
  },
  {
    id: 'B13.4',
    title: 'Obesity: modest weight loss (3–5 %) is clinically meaningful',
    citation: `${AHA_OBESITY_2013}, key points`,
    check: 'V',
  },
  {
    id: 'B13.5',
    title: 'Obesity: 150 minutes a week of aerobic activity or more',
    citation: `${AHA_OBESITY_2013}, rec 4b`,
    check: 'V',
  },
] as const satisfies readonly SourceRow[];

/** Every clinical-targets row the guidance may cite: the targets' rows and the ones above. */
export const GUIDANCE_SOURCE_IDS = [
  ...SOURCE_ROWS.map((row) => row.id),
  ...GUIDANCE_SOURCE_ROWS.map((row) => row.id),
] as [GuidanceSourceId, ...GuidanceSourceId[]];
export type GuidanceSourceId =
  | (typeof SOURCE_ROWS)[number]['id']
  | (typeof GUIDANCE_SOURCE_ROWS)[number]['id'];
export const GuidanceSourceIdSchema = z.enum(GUIDANCE_SOURCE_IDS);

export const GuidanceSourceRowSchema = z.object({
  id: GuidanceSourceIdSchema,
  title: z.string(),
  citation: z.string(),
  check: z.enum(['V', 'S', 'K']),
});
export type GuidanceSourceRow = z.infer<typeof GuidanceSourceRowSchema>;

const ALL_ROWS: readonly GuidanceSourceRow[] = [...SOURCE_ROWS, ...GUIDANCE_SOURCE_ROWS];

/** 'B10.2' -> ['B', 10, 2]: the order rows have in the clinical-targets table. */
function tableOrder(id: string): [string, number, number] {
  const [, letter = '', major = '0', minor = '0'] = /^([A-Z])(\d+)(?:\.(\d+))?$/.exec(id) ?? [];
  return [letter, Number(major), Number(minor)];
}

function compareIds(a: string, b: string): number {
  const [la, ma, na] = tableOrder(a);
  const [lb, mb, nb] = tableOrder(b);
  return la.localeCompare(lb) || ma - mb || na - nb;
}

/** The rows for a set of ids, once each, in the order of the clinical-targets table. */
export function guidanceSourcesFor(ids: Iterable<GuidanceSourceId>): GuidanceSourceRow[] {
  const wanted = new Set<string>(ids);
  return ALL_ROWS.filter((row) => wanted.has(row.id))
    .toSorted((a, b) => compareIds(a.id, b.id))
    .map(({ id, title, citation, check }) => ({ id, title, citation, check }));
}
