import type { ConditionId } from '../../conditions/catalogue';
import type { ActivityLevel, DietaryRestriction } from '../../profile/health-profile';
import type { Budget } from '../schemas';

// ---------------------------------------------------------------------------------------------
// Plain words for what was understood.
// ---------------------------------------------------------------------------------------------

export const CONDITION_WORDS: Readonly<Record<ConditionId, string>> = {
  diabetes_type1: 'type 1 diabetes',
  diabetes_type2: 'type 2 diabetes',
  no_gallbladder: 'no gallbladder',
  fatty_liver: 'fatty liver',
  chronic_kidney_disease: 'chronic kidney disease',
  hypertension: 'high blood pressure',
  high_cholesterol: 'high cholesterol',
  heart_disease: 'heart disease',
  gerd: 'acid reflux (GERD)',
  ibs: 'IBS',
  celiac_disease: 'celiac disease',
  food_allergies: 'food allergies',
  obesity: 'weight management',
};

export const ACTIVITY_WORDS: Readonly<Record<ActivityLevel, string>> = {
  sedentary: 'mostly sitting',
  light: 'lightly active',
  moderate: 'moderately active',
  active: 'active',
  'very-active': 'very active',
};

export const RESTRICTION_WORDS: Readonly<Record<DietaryRestriction, string>> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  pescatarian: 'pescatarian',
  halal: 'halal',
  kosher: 'kosher',
  gluten_free: 'gluten-free',
  dairy_free: 'dairy-free',
  nut_free: 'nut-free',
  soy_free: 'soy-free',
  egg_free: 'egg-free',
};

export const BUDGET_WORDS: Readonly<Record<Budget, string>> = {
  low: 'a tight budget',
  moderate: 'a moderate budget',
  flexible: 'a flexible budget',
};
