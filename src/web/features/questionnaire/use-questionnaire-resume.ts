import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { StoredChatHistory } from '#domain';
import { latestChatQueryOptions } from '../../lib/account-queries';
import { useAuth } from '../../lib/auth';
import { profileStore } from '../../lib/profile-store';
import { applyQuestionnaireToProfile } from './apply-extracted-data';

/** The confirm that offers a saved questionnaire (spec §4 "offered for resume through a confirm"). */
export const RESUME_CONFIRM =
  'You have saved questionnaire progress. Would you like to resume where you left off?';

const conversation = (messages: readonly { role: string; content: string }[]) =>
  JSON.stringify(messages.map(({ role, content }) => [role, content]));

/** Whether the tab already holds this saved conversation (as it was saved). */
function isHeldInTab(saved: StoredChatHistory): boolean {
  const held = profileStore.get().questionnaire;
  return (
    conversation(held.messages) === conversation(saved.messages) &&
    held.isComplete === (saved.metadata.isComplete ?? false)
  );
}

function resume(saved: StoredChatHistory) {
  profileStore.update({
    questionnaire: {
      messages: saved.messages.map(({ role, content, timestamp }) => ({
        role,
        content,
        timestamp: timestamp ?? saved.updatedAt,
      })),
      extractedData: saved.metadata.extractedData ?? {},
      isComplete: saved.metadata.isComplete ?? false,
      suggestedTopics: saved.metadata.suggestedTopics ?? [],
    },
    questionnaireChatId: saved.id,
  });
  // A finished questionnaire's answers are part of the profile (spec §4, completing merges them).
  if (saved.metadata.isComplete) applyQuestionnaireToProfile();
}

/**
 * Spec §4: signed in, on opening the questionnaire, the latest saved one is read (limit 1) and, if
 * it has messages the tab does not hold, offered for resume, once per visit of the page. A
 * failure to read it is only logged (spec §8).
 */
export function useQuestionnaireResume() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const latest = useQuery({
    ...latestChatQueryOptions(userId ?? '', 'questionnaire'),
    enabled: userId !== null,
  });
  const hasOffered = useRef(false);

  useEffect(() => {
    if (hasOffered.current || latest.data === undefined) return;
    hasOffered.current = true;
    const saved = latest.data;
    if (!saved || saved.messages.length === 0) return;
    if (isHeldInTab(saved)) {
      // The same conversation: later saves update that row.
      profileStore.update({ questionnaireChatId: saved.id });
      return;
    }
    if (window.confirm(RESUME_CONFIRM)) resume(saved);
  }, [latest.data]);

  useEffect(() => {
    if (latest.error) console.error('Could not load your saved questionnaire.', latest.error);
  }, [latest.error]);
}
