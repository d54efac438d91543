import { useMutation } from '@tanstack/react-query';
import {
  type CurrentPreferences,
  FALLBACK_FOOD_SUGGESTIONS,
  FoodSuggestionsReplySchema,
  splitList,
} from '#domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckCircleIcon, SparklesIcon } from '../../components/ui/icons';
import { callChat } from '../../lib/functions-api';
import { requestProfile } from '../../lib/profile-request';
import { type ProfileState, profileStore } from '../../lib/profile-store';
import { listHasFood } from './preferences-schema';

function currentPreferences(state: ProfileState): CurrentPreferences {
  const { preferences: p } = state;
  return {
    selectedRestrictions: p.selectedRestrictions,
    likedFoods: splitList(p.likedFoods),
    dislikedFoods: splitList(p.dislikedFoods),
    selectedCuisines: p.selectedCuisines,
  };
}

/** ai-chat foodSuggestions (spec §7) for the profile and preferences as they are now. */
function fetchFoodSuggestions() {
  const state = profileStore.get();
  return callChat(
    {
      type: 'foodSuggestions',
      conversationHistory: [],
      // The advisor takes the form's activity level as given: it shapes the foods suggested.
      userProfile: requestProfile(state, { defaultsAreAnswers: true }),
      currentPreferences: currentPreferences(state),
    },
    FoodSuggestionsReplySchema,
  );
}

interface FoodRecommendationsProps {
  likedFoods: string;
  onAdd: (food: string) => void;
}

/**
 * 'Get AI Food Recommendations' and its five cards (spec §2 Preferences); each card adds its food
 * to the likes. When the advisor fails, the spec's fallback suggestions show, with a retry (§8).
 */
export function FoodRecommendations({ likedFoods, onAdd }: FoodRecommendationsProps) {
  const suggestions = useMutation({ mutationFn: fetchFoodSuggestions });
  const reply = suggestions.isError ? FALLBACK_FOOD_SUGGESTIONS : suggestions.data;

  return (
    <div className="flex flex-col gap-4" aria-busy={suggestions.isPending}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">
          Not sure what to add? Get five foods suited to your health profile.
        </p>
        <Button
          variant="outline"
          disabled={suggestions.isPending}
          onClick={() => suggestions.mutate()}
          // On the narrowest phones the label wraps rather than widening the page.
          text="wrap-narrow"
          className="shrink-0"
        >
          <SparklesIcon />
          {suggestions.isPending ? 'Getting recommendations…' : 'Get AI Food Recommendations'}
        </Button>
      </div>

      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        {suggestions.isError ? (
          <Alert role="none" title="AI recommendations are unavailable right now">
            <div className="flex flex-col items-start gap-3">
              <p>Here are some general suggestions instead. ({suggestions.error.message})</p>
              <Button variant="outline" size="sm" onClick={() => suggestions.mutate()}>
                Try again
              </Button>
            </div>
          </Alert>
        ) : null}
        {reply ? <p className="text-foreground">{reply.message}</p> : null}
      </div>

      {reply ? (
        <ul aria-label="Recommended foods" className="grid gap-3 sm:grid-cols-2">
          {reply.suggestions.map((suggestion, index) => {
            const isAdded = listHasFood(likedFoods, suggestion.food);
            const headingId = `suggestion-${index}`;
            return (
              <li key={suggestion.food}>
                <Card className="flex h-full flex-col gap-3 p-4">
                  <h3 id={headingId} className="font-semibold text-foreground text-lg">
                    {suggestion.food}
                  </h3>
                  <p className="flex-1 text-muted-foreground">{suggestion.reason}</p>
                  <Button
                    variant={isAdded ? 'ghost' : 'outline'}
                    size="sm"
                    aria-disabled={isAdded || undefined}
                    aria-describedby={headingId}
                    dimWhenInactive={false}
                    className="self-start"
                    onClick={() => {
                      if (!isAdded) onAdd(suggestion.food);
                    }}
                  >
                    {isAdded ? (
                      <>
                        <CheckCircleIcon className="text-primary" />
                        Added to favorites
                      </>
                    ) : (
                      'Add to favorites'
                    )}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
