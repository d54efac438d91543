import { DGA_2020, IOM_DRI, type SourceRowData } from './citations';

/** Section A of the clinical-targets table: the general adult numbers. */
export const GENERAL_ROWS = [
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
  { id: 'A9', title: 'Alcohol (DGA 2020–2025)', citation: DGA_2020, check: 'V' },
  {
    id: 'A10',
    title: 'DGA 2025–2030 (newer edition, not adopted)',
    citation: 'USDA & HHS, Dietary Guidelines for Americans 2025–2030, released 2026-01-07',
    check: 'S',
  },
  { id: 'A11', title: 'Added-sugar ceiling (DRI)', citation: IOM_DRI, check: 'V' },
] as const satisfies readonly SourceRowData[];
