/**
 * The shape of a row of `shared/data/clinical-targets.md` as written in the row files, and the
 * condensed citations (guideline, year) several rows share. `check` is the row's Check column:
 * V read in the guideline, S read in a secondary summary, K standard reference knowledge.
 */
export interface SourceRowData {
  id: string;
  title: string;
  citation: string;
  check: 'V' | 'S' | 'K';
}

export const DGA_2020 =
  'USDA & HHS, Dietary Guidelines for Americans 2020–2025, 9th ed., Dec 2020, Key Recommendations';
export const IOM_DRI =
  'Institute of Medicine, DRI for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2002/2005)';
export const KDOQI_2020 =
  'KDOQI/Academy of Nutrition and Dietetics, Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al., Am J Kidney Dis 2020;76(3 Suppl 1))';
export const KDIGO_2024 = 'KDIGO 2024 CKD Guideline (Kidney Int 2024;105(4S):S117-S314)';
export const AHA_BP_2025 =
  '2025 AHA/ACC multisociety Guideline for High Blood Pressure in Adults, §5.1';
export const AHA_LIFESTYLE_2013 =
  '2013 AHA/ACC Guideline on Lifestyle Management to Reduce Cardiovascular Risk (Eckel RH et al., Circulation 2014;129:S76-99)';
export const ADA_2014 =
  'ADA Position Statement, Nutrition Therapy Recommendations for Adults With Diabetes (Evert AB et al., Diabetes Care 2014;37 Suppl 1)';
export const AHA_OBESITY_2013 =
  '2013 AHA/ACC/TOS Guideline for the Management of Overweight and Obesity in Adults (Jensen MD et al., Circulation 2014;129:S102-38)';
export const MAYO_GALLBLADDER =
  'Mayo Clinic, "Gallbladder removal diet" expert answer (Nelson JK, Zeratsky K)';
export const ACG_GERD_2022 =
  'Katz PO et al., ACG Clinical Guideline for the Diagnosis and Management of GERD, Am J Gastroenterol 2022;117:27-56';
export const ACG_IBS_2021 =
  'Lacy BE et al., ACG Clinical Guideline: Management of IBS, Am J Gastroenterol 2021;116:17-44';
export const AASLD_2023 =
  'AASLD Practice Guidance on MASLD (Rinella ME et al., Hepatology 2023;77:1797-1835); EASL-EASD-EASO MASLD CPG 2024';
