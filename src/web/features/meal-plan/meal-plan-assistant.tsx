import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import {
  MEAL_PLAN_CHAT_APOLOGY,
  type MealPlanChatReply,
  suggestionChipsFor,
  toHealthProfile,
  type UserProfile,
} from '#domain';
import { ChatPanel } from '../../components/chat/chat-panel';
import { toHealthDataUpdate } from '../../lib/account-snapshot';
import {
  logSaveError,
  saveAnswers,
  saveEditedPlan,
  saveMealPlanChat,
} from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { profileStore, type StoredChatMessage, useProfileStore } from '../../lib/profile-store';
import { appendMealPlanChatMessage, now } from './meal-plan-chat-history';
import {
  applyAssistantProfile,
  askMealPlanAssistant,
  markPlanCurrent,
  mealPlanEditKey,
  storeEditedPlan,
} from './meal-plan-queries';

/** The engine's profile, or null when the stored one does not pass its schema (nothing to judge). */
function healthProfileOf(profile: UserProfile | null) {
  if (!profile) return null;
  try {
    return toHealthProfile(profile);
  } catch {
    return null;
  }
}

/**
 * The Meal Plan Assistant (spec §2, §4, §8): the conversation lives in the profile store's
 * `mealPlanChat`. A modified plan replaces the shown one at once and is stored; a changed
 * preference is kept in the profile; a failure adds the spec's apology. Signed in, the edited plan,
 * a changed preference and, after each exchange, the conversation are saved to the account
 * (failures only logged).
 */
export function MealPlanAssistant({
  profile,
  onClose,
}: {
  profile: UserProfile | null;
  onClose: () => void;
}) {
  const messages = useProfileStore((state) => state.mealPlanChat);
  const panelRef = useRef<HTMLDivElement>(null);
  // Opening the assistant moves focus into it, to the message box.
  useEffect(() => {
    panelRef.current?.querySelector('textarea')?.focus();
  }, []);
  const plan = useProfileStore((state) => state.mealPlan);
  // Spec §2's chips, less any the engine would refuse for this person and plan (the domain
  // decides); spec §4: they stay until the person sends something.
  const chips = useMemo(() => suggestionChipsFor(plan, healthProfileOf(profile)), [plan, profile]);
  const hasUserSpoken = messages.some((message) => message.role === 'user');
  const suggestions = hasUserSpoken ? [] : chips;

  const isSignedIn = useAuth().user !== null;
  const editsRunning = useIsMutating({ mutationKey: mealPlanEditKey });
  const ask = useMutation<
    MealPlanChatReply,
    Error,
    { history: StoredChatMessage[]; message: string }
  >({
    mutationKey: mealPlanEditKey,
    mutationFn: ({ history, message }) =>
      askMealPlanAssistant({ history, message, plan: profileStore.get().mealPlan, profile }),
    onSuccess: (reply) => {
      const answersBefore = JSON.stringify(toHealthDataUpdate(profileStore.get()));
      // The meals the edit changed become the person's choices; saved below with the rest.
      if (reply.modifiedMealPlan) storeEditedPlan(reply.modifiedMealPlan);
      if (reply.profile) applyAssistantProfile(reply.profile);
      if (reply.modifiedMealPlan || reply.profile) markPlanCurrent();
      if (isSignedIn && reply.modifiedMealPlan) {
        void saveEditedPlan().catch(logSaveError('your meal plan'));
      }
      if (isSignedIn && JSON.stringify(toHealthDataUpdate(profileStore.get())) !== answersBefore) {
        void saveAnswers('Meal Plan Assistant change').catch(logSaveError('your answers'));
      }
      const suggestionText =
        reply.suggestions && reply.suggestions.length > 0
          ? `\n\n${reply.suggestions.map((s) => `• ${s.food}: ${s.reason}`).join('\n')}`
          : '';
      appendMealPlanChatMessage({
        role: 'assistant',
        content: reply.message + suggestionText,
        timestamp: now(),
      });
    },
    onError: () => {
      appendMealPlanChatMessage({
        role: 'assistant',
        content: MEAL_PLAN_CHAT_APOLOGY,
        timestamp: now(),
      });
    },
    // Spec §4: after each exchange, the conversation (with the plan it is about) is saved.
    onSettled: () => {
      if (isSignedIn) void saveMealPlanChat().catch(logSaveError('the meal plan chat'));
    },
  });

  const send = (text: string) => {
    // One plan edit at a time: a swap may be running.
    if (editsRunning > 0) return;
    const history = profileStore.get().mealPlanChat;
    appendMealPlanChatMessage({ role: 'user', content: text, timestamp: now() });
    ask.mutate({ history, message: text });
  };

  return (
    <div
      ref={panelRef}
      data-print-hide=""
      className="fixed inset-x-2 bottom-2 z-40 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem]"
    >
      <ChatPanel
        title="Meal Plan Assistant"
        assistantName="Meal Plan Assistant"
        placeholder="Ask me to modify your meal plan..."
        inputLabel="Your request"
        messages={messages}
        suggestions={suggestions}
        onSend={send}
        isTyping={ask.isPending}
        isHeld={editsRunning > 0}
        onClose={onClose}
        elevation="floating"
        className="h-[min(40rem,calc(100dvh-1rem))]"
      />
    </div>
  );
}
