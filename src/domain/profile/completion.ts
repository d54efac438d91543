/** What the profile-completion rules look at; every field may still be empty. */
export interface CompletionInput {
  name?: string | null;
  age?: number | null;
  gender?: string | null;
  weight?: number | null;
  height?: number | null;
  activityLevel?: string | null;
  healthConditions?: readonly string[];
  dietaryRestrictions?: readonly string[];
  allergies?: readonly string[];
  likedFoods?: readonly string[];
  medications?: readonly string[];
}

const present = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
const any = (list: readonly unknown[] | undefined) => (list?.length ?? 0) > 0;

/** Spec §4: the profile is complete only when name, age, gender, weight and height are present. */
export function isProfileComplete(input: CompletionInput): boolean {
  return [input.name, input.age, input.gender, input.weight, input.height].every(present);
}

/** Spec §5: ten items, one point each, as a rounded percent. */
export function completionPercentage(input: CompletionInput): number {
  const items = [
    present(input.name),
    present(input.age),
    present(input.gender),
    present(input.weight),
    present(input.height),
    present(input.activityLevel),
    any(input.healthConditions),
    any(input.dietaryRestrictions) || any(input.allergies),
    any(input.likedFoods),
    any(input.medications) || any(input.allergies),
  ];
  return Math.round((items.filter(Boolean).length / items.length) * 100);
}
