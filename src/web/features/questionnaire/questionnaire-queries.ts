import { queryOptions } from '@tanstack/react-query';
import {
  type ChatMessage,
  type PartialUserProfile,
  QuestionnaireReplySchema,
  type UserProfile,
} from '#domain';
import { callChat } from '../../lib/functions-api';
import { requestProfile } from '../../lib/profile-request';
import type { ProfileState } from '../../lib/profile-store';

/**
 * The questionnaire's ai-chat calls (spec §7 startQuestionnaire / continueQuestionnaire). The
 * opening is a query (it depends only on the profile); each answer is a mutation in the hook.
 */

/**
 * The whole profile when complete, else whatever the person has told us so far. The activity
 * level always holds a value (the form's default), so a partial profile leaves it out: the
 * questionnaire then asks instead of taking a default for an answer.
 */
export function questionnaireProfile(state: ProfileState): UserProfile | PartialUserProfile {
  return requestProfile(state, { defaultsAreAnswers: false });
}

export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  start: (profileKey: string) => ['questionnaire', 'start', profileKey] as const,
};

export function startQuestionnaireQueryOptions(profile: UserProfile | PartialUserProfile) {
  return queryOptions({
    queryKey: questionnaireKeys.start(JSON.stringify(profile)),
    // A greeting for a screen that was left is dropped (TanStack Query aborts the signal then).
    queryFn: ({ signal }) =>
      callChat(
        { type: 'startQuestionnaire', conversationHistory: [], userProfile: profile },
        QuestionnaireReplySchema,
        signal,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    // Spec §8: a failed start shows the fallback greeting at once; answering it carries on.
    retry: false,
  });
}

export function continueQuestionnaire(
  history: readonly ChatMessage[],
  message: string,
  profile: UserProfile | PartialUserProfile,
) {
  return callChat(
    {
      type: 'continueQuestionnaire',
      conversationHistory: history.map(({ role, content, timestamp }) => ({
        role,
        content,
        ...(timestamp ? { timestamp } : {}),
      })),
      message,
      userProfile: profile,
    },
    QuestionnaireReplySchema,
  );
}
