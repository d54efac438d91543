import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  QUESTIONNAIRE_CONTINUE_FALLBACK,
  QUESTIONNAIRE_START_FALLBACK,
  type QuestionnaireReply,
} from '#domain';
import {
  type ProfileState,
  profileStore,
  type StoredChatMessage,
  useProfileStore,
} from '../../lib/profile-store';
import { applyQuestionnaireToProfile } from './apply-extracted-data';
import {
  continueQuestionnaire,
  questionnaireKeys,
  questionnaireProfile,
  startQuestionnaireQueryOptions,
} from './questionnaire-queries';

type QuestionnaireState = ProfileState['questionnaire'];

const EMPTY_QUESTIONNAIRE: QuestionnaireState = {
  messages: [],
  extractedData: {},
  isComplete: false,
  suggestedTopics: [],
};

function updateQuestionnaire(change: (current: QuestionnaireState) => Partial<QuestionnaireState>) {
  profileStore.update((state) => ({
    questionnaire: { ...state.questionnaire, ...change(state.questionnaire) },
  }));
}

const now = () => new Date().toISOString();

/**
 * The questionnaire's conversation (spec §4 Questionnaire). Everything said is kept in the
 * profile store's `questionnaire`, so a reload resumes it. Until the first answer the opening
 * comes straight from the start query (or is the spec §8 fallback greeting when it failed); the
 * first answer stores it along with the answer.
 */
export function useQuestionnaire() {
  const queryClient = useQueryClient();
  const stored = useProfileStore((state) => state.questionnaire);
  const assessment = useProfileStore((state) => state.assessment);
  const preferences = useProfileStore((state) => state.preferences);
  const profile = useMemo(
    () => questionnaireProfile({ ...profileStore.get(), assessment, preferences }),
    [assessment, preferences],
  );

  const hasStarted = stored.messages.length > 0;
  const startQuery = useQuery({
    ...startQuestionnaireQueryOptions(profile),
    enabled: !hasStarted,
  });

  const opening = useMemo((): { message: StoredChatMessage; suggestions: string[] } | null => {
    if (hasStarted) return null;
    if (startQuery.data) {
      return {
        message: {
          role: 'assistant',
          content: startQuery.data.message,
          timestamp: startQuery.data.timestamp,
        },
        suggestions: startQuery.data.suggestedTopics ?? [],
      };
    }
    if (startQuery.isError) {
      return {
        message: {
          role: 'assistant',
          content: QUESTIONNAIRE_START_FALLBACK,
          timestamp: new Date(startQuery.errorUpdatedAt || Date.now()).toISOString(),
        },
        suggestions: [],
      };
    }
    return null;
  }, [hasStarted, startQuery.data, startQuery.isError, startQuery.errorUpdatedAt]);

  const messages = hasStarted ? stored.messages : opening ? [opening.message] : [];
  const suggestions = stored.isComplete
    ? []
    : hasStarted
      ? (stored.suggestedTopics ?? [])
      : (opening?.suggestions ?? []);

  const answer = useMutation<
    QuestionnaireReply,
    Error,
    { history: StoredChatMessage[]; message: string; previousSuggestions: string[] }
  >({
    mutationFn: ({ history, message }) => continueQuestionnaire(history, message, profile),
    onSuccess: (reply) => {
      updateQuestionnaire((current) => ({
        messages: [
          ...current.messages,
          { role: 'assistant', content: reply.message, timestamp: reply.timestamp },
        ],
        isComplete: reply.isComplete,
        extractedData: reply.extractedData ?? current.extractedData,
        suggestedTopics: reply.isComplete ? [] : (reply.suggestedTopics ?? []),
      }));
      // Spec §4: completing merges what was learnt over the profile, so every screen (and a
      // plan made from any of them) follows the answers, not only 'Generate My Meal Plan'.
      if (reply.isComplete) applyQuestionnaireToProfile();
    },
    onError: (_error, { previousSuggestions }) => {
      // Spec §8: the apology joins the conversation; the last quick replies still apply.
      updateQuestionnaire((current) => ({
        messages: [
          ...current.messages,
          { role: 'assistant', content: QUESTIONNAIRE_CONTINUE_FALLBACK, timestamp: now() },
        ],
        suggestedTopics: previousSuggestions,
      }));
    },
  });

  const isTyping = answer.isPending || (!hasStarted && startQuery.isFetching);

  const send = (text: string) => {
    const message = text.trim();
    if (!message || isTyping || stored.isComplete) return;
    const history: StoredChatMessage[] = [
      ...messages,
      { role: 'user', content: message, timestamp: now() },
    ];
    // Suggestions are cleared once the person answers (spec §4).
    updateQuestionnaire(() => ({ messages: history, suggestedTopics: [] }));
    answer.mutate({ history, message, previousSuggestions: [...suggestions] });
  };

  const startOver = () => {
    answer.reset();
    queryClient.removeQueries({ queryKey: questionnaireKeys.all });
    updateQuestionnaire(() => EMPTY_QUESTIONNAIRE);
  };

  return {
    messages,
    suggestions,
    isTyping,
    isComplete: stored.isComplete,
    extractedData: stored.extractedData,
    send,
    startOver,
  };
}
