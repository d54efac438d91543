/** Spec §5: pounds to kilograms. */
export const KG_PER_LB = 0.453592;
export const CM_PER_INCH = 2.54;

export function poundsToKg(pounds: number): number {
  return pounds * KG_PER_LB;
}

export function kgToPounds(kg: number): number {
  return kg / KG_PER_LB;
}

/** Spec §5: height in cm is (feet × 12 + inches) × 2.54. */
export function feetInchesToCm(feet: number, inches: number): number {
  return (feet * 12 + inches) * CM_PER_INCH;
}

export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = cm / CM_PER_INCH;
  let feet = Math.floor(totalInches / 12);
  let inches = Math.round((totalInches - feet * 12) * 10) / 10;
  if (inches >= 12) {
    feet += 1;
    inches = 0;
  }
  return { feet, inches };
}

export type BmiCategory = 'Underweight' | 'Normal weight' | 'Overweight' | 'Obese';

/** Spec §5: weight in kg divided by height in metres squared. */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const meters = heightCm / 100;
  return weightKg / (meters * meters);
}

/** Spec §5: below 18.5 Underweight; below 25 Normal weight; below 30 Overweight; otherwise Obese. */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'Underweight';
  if (bmi < 25) return 'Normal weight';
  if (bmi < 30) return 'Overweight';
  return 'Obese';
}

/** BMI shown to one decimal, as the spec asks. */
export function formatBmi(bmi: number): string {
  return bmi.toFixed(1);
}
