import { useEffect, useRef } from 'react';
import { MEAL_PLAN_GREETING } from '#domain';
import { Button } from '../../components/ui/button';
import { SparklesIcon } from '../../components/ui/icons';
import { loadOnce } from '../../lib/load-once';
import { profileStore } from '../../lib/profile-store';
import { appendMealPlanChatMessage, now } from './meal-plan-chat-history';

/*
 * What opens the Meal Plan Assistant, all the meal plan screen needs of it before it is opened:
 * the floating button, the greeting, and loading the panel. The panel itself (`meal-plan-assistant.tsx`)
 * brings the engine's food table (about 90 KB gzip) for its suggestion chips, so it loads on
 * first opening, or as soon as someone points at or focuses a control that opens it.
 */

/** Spec §4: on first opening with no messages, the assistant greets. */
export function openMealPlanChat() {
  if (profileStore.get().mealPlanChat.length === 0)
    appendMealPlanChatMessage({ role: 'assistant', content: MEAL_PLAN_GREETING, timestamp: now() });
}

/** Starts loading the assistant's panel (once); `React.lazy` in the screen awaits the same load. */
export const loadMealPlanAssistant = loadOnce(() => import('./meal-plan-assistant'));

/** For the controls that open the assistant: pointing at or focusing one starts the load. */
export const preloadMealPlanAssistant = () => void loadMealPlanAssistant().catch(() => undefined);

/** `shouldFocus`: the assistant was just closed, so focus comes back here. */
export function MealPlanChatButton({
  onOpen,
  shouldFocus = false,
}: {
  onOpen: () => void;
  shouldFocus?: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  return (
    <Button
      ref={ref}
      size="lg"
      data-print-hide=""
      data-floating=""
      variant="floating"
      shape="pill"
      className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6"
      onClick={onOpen}
      onPointerEnter={preloadMealPlanAssistant}
      onFocus={preloadMealPlanAssistant}
    >
      <SparklesIcon />
      Meal Plan Assistant
    </Button>
  );
}
