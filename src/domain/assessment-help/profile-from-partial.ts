import type { CurrentPreferences, PartialUserProfile } from '../api/function-requests';
import { type HealthProfile, HealthProfileSchema } from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets/compute-targets';
import type { NutritionTargets } from '../targets/schemas';

/**
 * The engine needs a whole profile; the advisor is asked while the person is still filling the
 * forms in. Missing body measures get neutral stand-ins, and then no targets are computed, so no
 * number that depends on them is shown. Restrictions and foods from the preferences form win
 * over the profile's.
 */
export function profileFromPartial(
  partial: PartialUserProfile | undefined,
  preferences: CurrentPreferences | undefined = {},
): { profile: HealthProfile; targets: NutritionTargets | null; hasMeasures: boolean } {
  const body = partial?.profile ?? {};
  const hasMeasures = [body.age, body.gender, body.weight, body.height].every(
    (value) => value !== undefined && value !== null,
  );
  const candidate = HealthProfileSchema.safeParse({
    profile: {
      name: body.name?.trim() || 'there',
      age: hasMeasures ? body.age : 40,
      gender: hasMeasures ? body.gender : 'other',
      weight: hasMeasures ? body.weight : 70,
      height: hasMeasures ? body.height : 170,
      activityLevel: body.activityLevel ?? 'moderate',
    },
    healthConditions: partial?.healthConditions ?? [],
    medications: partial?.medications ?? [],
    allergies: partial?.allergies ?? [],
    dietaryRestrictions: preferences.selectedRestrictions ?? partial?.dietaryRestrictions ?? [],
    foodPreferences: {
      liked: preferences.likedFoods ?? partial?.foodPreferences?.liked ?? [],
      disliked: preferences.dislikedFoods ?? partial?.foodPreferences?.disliked ?? [],
      cuisines: preferences.selectedCuisines ?? partial?.foodPreferences?.cuisines ?? [],
    },
  });
  // Out-of-range measures are treated as missing: the forms report them to the person.
  const profile = candidate.success
    ? candidate.data
    : HealthProfileSchema.parse({
        profile: { name: 'there', age: 40, gender: 'other', weight: 70, height: 170 },
        healthConditions: partial?.healthConditions ?? [],
        dietaryRestrictions: preferences.selectedRestrictions ?? partial?.dietaryRestrictions ?? [],
      });
  const usable = hasMeasures && candidate.success;
  const targets = usable ? computeTargetsForProfile(profile) : null;
  return { profile, targets: targets?.ok ? targets.value : null, hasMeasures: usable };
}
