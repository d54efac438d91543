import { z } from 'zod';

/** The 13 condition ids of spec §3, in the order the spec lists them. */
export const CONDITION_IDS = [
  'diabetes_type1',
  'diabetes_type2',
  'no_gallbladder',
  'fatty_liver',
  'chronic_kidney_disease',
  'hypertension',
  'high_cholesterol',
  'heart_disease',
  'gerd',
  'ibs',
  'celiac_disease',
  'food_allergies',
  'obesity',
] as const;

export const ConditionIdSchema = z.enum(CONDITION_IDS);
export type ConditionId = z.infer<typeof ConditionIdSchema>;

export interface Condition {
  id: ConditionId;
  name: string;
  description: string;
  /** Short tags naming what the diet concentrates on for this condition. */
  dietaryFocus: readonly string[];
}

export const CONDITIONS: readonly Condition[] = [
  {
    id: 'diabetes_type1',
    name: 'Type 1 Diabetes',
    description:
      'The body makes little or no insulin, so carbohydrate intake is matched to insulin doses.',
    dietaryFocus: ['Carb counting', 'Steady meal timing', 'High fiber'],
  },
  {
    id: 'diabetes_type2',
    name: 'Type 2 Diabetes',
    description:
      'The body uses insulin poorly; the quality and amount of carbohydrate shape blood sugar.',
    dietaryFocus: ['Low glycemic load', 'High fiber', 'Portion control'],
  },
  {
    id: 'no_gallbladder',
    name: 'No Gallbladder',
    description:
      'After gallbladder removal, bile trickles in steadily, so large fatty meals are harder to digest.',
    dietaryFocus: ['Moderate fat per meal', 'Smaller meals', 'Soluble fiber'],
  },
  {
    id: 'fatty_liver',
    name: 'Fatty Liver Disease',
    description:
      'Fat builds up in the liver; gradual weight loss and less sugar and refined carbohydrate help it recover.',
    dietaryFocus: ['Limit added sugar', 'Mediterranean pattern', 'Gradual weight loss'],
  },
  {
    id: 'chronic_kidney_disease',
    name: 'Chronic Kidney Disease',
    description:
      'Kidneys filter less well, so sodium, potassium, phosphorus and protein need watching.',
    dietaryFocus: ['Limit sodium', 'Control potassium', 'Control phosphorus', 'Moderate protein'],
  },
  {
    id: 'hypertension',
    name: 'High Blood Pressure',
    description:
      'Blood pushes too hard against artery walls; less salt and more plants can bring it down.',
    dietaryFocus: ['Low sodium', 'DASH pattern', 'Potassium-rich foods'],
  },
  {
    id: 'high_cholesterol',
    name: 'High Cholesterol',
    description:
      'Too much LDL cholesterol in the blood; swapping saturated fat for unsaturated fat lowers it.',
    dietaryFocus: ['Limit saturated fat', 'Soluble fiber', 'Healthy fats'],
  },
  {
    id: 'heart_disease',
    name: 'Heart Disease',
    description:
      'Narrowed or weakened heart and blood vessels; a heart-healthy pattern eases the load.',
    dietaryFocus: ['Low sodium', 'Limit saturated fat', 'Omega-3 fats'],
  },
  {
    id: 'gerd',
    name: 'GERD (Acid Reflux)',
    description:
      'Stomach acid flows back into the oesophagus; some foods and large late meals set it off.',
    dietaryFocus: ['Avoid trigger foods', 'Smaller meals', 'No late eating'],
  },
  {
    id: 'ibs',
    name: 'Irritable Bowel Syndrome',
    description:
      'A sensitive gut that reacts to certain fermentable carbohydrates with pain, gas or irregularity.',
    dietaryFocus: ['Low FODMAP', 'Regular meals', 'Gradual fiber'],
  },
  {
    id: 'celiac_disease',
    name: 'Celiac Disease',
    description:
      'Gluten from wheat, barley and rye damages the small intestine, so it must be avoided entirely.',
    dietaryFocus: ['Strictly gluten-free', 'Iron and B vitamins', 'Calcium and vitamin D'],
  },
  {
    id: 'food_allergies',
    name: 'Food Allergies',
    description:
      'The immune system reacts to specific foods; every meal must leave the named allergens out.',
    dietaryFocus: ['Allergen avoidance', 'Safe substitutes', 'Balanced nutrition'],
  },
  {
    id: 'obesity',
    name: 'Obesity',
    description:
      'A body weight that raises health risks; a steady calorie deficit with enough protein helps.',
    dietaryFocus: ['Calorie deficit', 'High protein', 'High fiber'],
  },
];

const byId = new Map(CONDITIONS.map((condition) => [condition.id, condition]));

export function getCondition(id: ConditionId): Condition {
  const condition = byId.get(id);
  if (!condition) throw new Error(`Unknown condition id: ${id}`);
  return condition;
}
