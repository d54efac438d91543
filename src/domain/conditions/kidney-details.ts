import { z } from 'zod';

/**
 * The optional details of kidney disease the assessment asks for (issue 12): the stage (KDIGO
 * G1–G5, with G3 split into 3a and 3b) and whether the person is on dialysis. Both may be left
 * unknown; protein then follows the non-dialysis stage 3–5 range, the cautious default.
 */
export const CKD_STAGES = ['1', '2', '3a', '3b', '4', '5'] as const;
export const CkdStageSchema = z.enum(CKD_STAGES);
export type CkdStage = z.infer<typeof CkdStageSchema>;

export const DIALYSIS_KINDS = ['none', 'hemodialysis', 'peritoneal'] as const;
export const DialysisSchema = z.enum(DIALYSIS_KINDS);
export type Dialysis = z.infer<typeof DialysisSchema>;

export const CKD_STAGE_LABELS: Readonly<Record<CkdStage, string>> = {
  '1': 'Stage 1',
  '2': 'Stage 2',
  '3a': 'Stage 3a',
  '3b': 'Stage 3b',
  '4': 'Stage 4',
  '5': 'Stage 5',
};

export const DIALYSIS_LABELS: Readonly<Record<Dialysis, string>> = {
  none: 'Not on dialysis',
  hemodialysis: 'Hemodialysis',
  peritoneal: 'Peritoneal dialysis',
};

export const KidneyDetailsSchema = z.object({
  stage: CkdStageSchema.optional(),
  dialysis: DialysisSchema.optional(),
});
export type KidneyDetails = z.infer<typeof KidneyDetailsSchema>;

/** Spec §7 `conditionDetails`: details of a condition, keyed by its id (only kidney disease yet). */
export const ConditionDetailsSchema = z.object({
  chronic_kidney_disease: KidneyDetailsSchema.optional(),
});
export type ConditionDetails = z.infer<typeof ConditionDetailsSchema>;

/** Which kidney protein rule applies (targets/README.md). */
export type KidneyProteinBand = 'dialysis' | 'early' | 'stage-3-5';

export function kidneyProteinBand(details: KidneyDetails | undefined): KidneyProteinBand {
  if (details?.dialysis === 'hemodialysis' || details?.dialysis === 'peritoneal') return 'dialysis';
  if (details?.stage === '1' || details?.stage === '2') return 'early';
  return 'stage-3-5';
}

/** The stage and dialysis in words, or null when neither is known ("Stage 4, not on dialysis"). */
export function describeKidneyDetails(details: KidneyDetails | undefined): string | null {
  const parts = [
    details?.stage ? CKD_STAGE_LABELS[details.stage] : null,
    details?.dialysis ? DIALYSIS_LABELS[details.dialysis] : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return parts.map((part, index) => (index === 0 ? part : part.toLowerCase())).join(', ');
}
