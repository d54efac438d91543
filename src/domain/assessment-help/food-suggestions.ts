import { z } from 'zod';
import type { CurrentPreferences, PartialUserProfile } from '../api/function-requests';
import { getCondition } from '../conditions/catalogue';
import { nameKey } from '../foods/food-names';
import { composeDietaryRecommendations } from '../guidance/dietary-recommendations';
import { capitalize } from '../profile/format';
import { profileFromPartial } from './profile-from-partial';

export const FoodSuggestionSchema = z.object({ food: z.string(), reason: z.string() });
export type FoodSuggestion = z.infer<typeof FoodSuggestionSchema>;

export const FoodSuggestionsReplySchema = z.object({
  message: z.string(),
  suggestions: z.array(FoodSuggestionSchema),
});
export type FoodSuggestionsReply = z.infer<typeof FoodSuggestionsReplySchema>;

export const FOOD_SUGGESTION_COUNT = 5;

function firstSentence(text: string): string {
  const match = text.match(/^.*?[.!?](\s|$)/);
  return (match?.[0] ?? text).trim();
}

/**
 * Five foods to add to the likes, fitted to the person's conditions and current likes: taken
 * from the foods the written guidance emphasises for them (so every one has passed their
 * allergy, restriction, dislike, condition and medication rules), one from each category in turn,
 * leaving out what they already like.
 */
export function suggestFoods(input: {
  profile?: PartialUserProfile;
  preferences?: CurrentPreferences;
}): FoodSuggestionsReply {
  const { profile, targets } = profileFromPartial(input.profile, input.preferences);
  const emphasized = composeDietaryRecommendations(profile, targets).foodsToEmphasize;
  const liked = new Set(profile.foodPreferences.liked.map(nameKey));
  const suggestions: FoodSuggestion[] = [];
  const taken = new Set<string>();
  // One food from each category in turn, until five are chosen or the categories run out.
  for (let round = 0; suggestions.length < FOOD_SUGGESTION_COUNT && round < 6; round++) {
    for (const item of emphasized) {
      const food = item.foods.find(
        (name) => !liked.has(nameKey(name)) && !taken.has(nameKey(name)),
      );
      if (!food) continue;
      taken.add(nameKey(food));
      suggestions.push({
        food: capitalize(food),
        reason: `${item.category}: ${firstSentence(item.reason)}`,
      });
      if (suggestions.length === FOOD_SUGGESTION_COUNT) break;
    }
  }
  const conditions = profile.healthConditions.map((id) => getCondition(id).name.toLowerCase());
  const message =
    conditions.length > 0
      ? `Here are ${suggestions.length} foods that suit ${conditions.join(', ')} and fit your restrictions and allergies. Tap one to add it to your favorites.`
      : `Here are ${suggestions.length} nourishing foods that fit your restrictions and allergies. Tap one to add it to your favorites.`;
  return { message, suggestions };
}
