import type { Condition } from '#domain';

/**
 * The 13 conditions of the catalogue (`CONDITIONS` in `src/domain/conditions/catalogue.ts`), id
 * and name, in its order: what Home's badge list shows. A copy on purpose: the catalogue module
 * also builds the zod schemas, so importing it would put all of zod (about 25 KB gzip) into the
 * first page's JavaScript. `home-page.test.tsx` fails if this list and the catalogue differ.
 * Once the domain keeps the catalogue's data in a module without zod, import it instead.
 */
export const SUPPORTED_CONDITIONS = [
  { id: 'diabetes_type1', name: 'Type 1 Diabetes' },
  { id: 'diabetes_type2', name: 'Type 2 Diabetes' },
  { id: 'no_gallbladder', name: 'No Gallbladder' },
  { id: 'fatty_liver', name: 'Fatty Liver Disease' },
  { id: 'chronic_kidney_disease', name: 'Chronic Kidney Disease' },
  { id: 'hypertension', name: 'High Blood Pressure' },
  { id: 'high_cholesterol', name: 'High Cholesterol' },
  { id: 'heart_disease', name: 'Heart Disease' },
  { id: 'gerd', name: 'GERD (Acid Reflux)' },
  { id: 'ibs', name: 'Irritable Bowel Syndrome' },
  { id: 'celiac_disease', name: 'Celiac Disease' },
  { id: 'food_allergies', name: 'Food Allergies' },
  { id: 'obesity', name: 'Obesity' },
] as const satisfies readonly Pick<Condition, 'id' | 'name'>[];
