/**
 * A server function refused the health profile it was sent (400, field errors under
 * `userProfile.`): a profile kept in this tab from an older visit, or changed in another tab, can
 * hold an answer the forms would not accept now. The person is told which answers, in words, and
 * where to correct them, instead of the request's field paths.
 */

/** The profile's fields by path prefix: what the person calls them, and the screen they are on. */
const PROFILE_FIELDS: readonly { prefix: string; label: string; screen: ProfileScreen }[] = [
  { prefix: 'profile.name', label: 'Name', screen: 'Health Assessment' },
  { prefix: 'profile.age', label: 'Age', screen: 'Health Assessment' },
  { prefix: 'profile.gender', label: 'Gender', screen: 'Health Assessment' },
  { prefix: 'profile.weight', label: 'Weight', screen: 'Health Assessment' },
  { prefix: 'profile.height', label: 'Height', screen: 'Health Assessment' },
  { prefix: 'profile.activityLevel', label: 'Activity level', screen: 'Health Assessment' },
  { prefix: 'healthConditions', label: 'Health conditions', screen: 'Health Assessment' },
  { prefix: 'conditionDetails', label: 'Kidney disease details', screen: 'Health Assessment' },
  { prefix: 'medications', label: 'Medications', screen: 'Health Assessment' },
  { prefix: 'allergies', label: 'Allergies', screen: 'Health Assessment' },
  { prefix: 'dietaryRestrictions', label: 'Dietary restrictions', screen: 'Food Preferences' },
  { prefix: 'foodPreferences.liked', label: 'Favorite foods', screen: 'Food Preferences' },
  { prefix: 'foodPreferences.disliked', label: 'Disliked foods', screen: 'Food Preferences' },
  { prefix: 'foodPreferences.cuisines', label: 'Cuisines you enjoy', screen: 'Food Preferences' },
  { prefix: 'mealOptions.mealsPerDay', label: 'Meals per day', screen: 'Food Preferences' },
  { prefix: 'mealOptions.snacksPerDay', label: 'Snacks per day', screen: 'Food Preferences' },
  { prefix: 'mealOptions', label: 'Meal options', screen: 'Food Preferences' },
];

type ProfileScreen = 'Health Assessment' | 'Food Preferences';

/** How many answers the message names; more are summed up as "and N more". */
const NAMED = 3;

/**
 * 'Some of your answers need a correction: Age must be at most 120. Please correct it on the
 * Health Assessment screen, then try again.' Null when no field error is about the profile.
 */
export function describeProfileErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>> | undefined,
): string | null {
  const problems: string[] = [];
  const screens = new Set<ProfileScreen>();
  for (const [path, messages] of Object.entries(fieldErrors ?? {})) {
    if (!path.startsWith('userProfile.')) continue;
    const field = path.slice('userProfile.'.length);
    const known = PROFILE_FIELDS.find(
      (entry) => field === entry.prefix || field.startsWith(`${entry.prefix}.`),
    );
    const label = known?.label ?? 'An answer';
    screens.add(known?.screen ?? 'Health Assessment');
    const message = messages[0] ?? 'is not valid';
    // Our own messages name the field already ('Age must be at most 120').
    problems.push(message.startsWith(label) ? message : `${label}: ${message}`);
  }
  if (problems.length === 0) return null;
  const named = problems.slice(0, NAMED).join('; ');
  const more = problems.length > NAMED ? ` (and ${problems.length - NAMED} more)` : '';
  const where = `the ${[...screens].join(' and ')} ${screens.size > 1 ? 'screens' : 'screen'}`;
  const it = problems.length > 1 ? 'them' : 'it';
  return `Some of your answers need a correction: ${named}${more}. Please correct ${it} on ${where}, then try again.`;
}
