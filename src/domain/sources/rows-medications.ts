import type { SourceRowData } from './citations';

/** Section C of the clinical-targets table: the medication–food interactions. */
export const MEDICATION_ROWS = [
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
] as const satisfies readonly SourceRowData[];
