import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ChatPanel } from '../../components/chat/chat-panel';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { CheckCircleIcon } from '../../components/ui/icons';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { logSaveError, saveAnswers, saveQuestionnaire } from '../../lib/account-sync';
import { useAuth } from '../../lib/auth';
import { isStoredPlanForOtherProfile } from '../../lib/profile-request';
import { profileStore } from '../../lib/profile-store';
import { applyQuestionnaireToProfile } from './apply-extracted-data';
import { QuestionnaireProgress } from './questionnaire-progress';
import { useQuestionnaire } from './use-questionnaire';
import { useQuestionnaireResume } from './use-questionnaire-resume';

/** Spec §8 and §5 wording, word for word. */
const SAVE_NEEDS_SIGN_IN = 'Please log in to save your progress.';
const SAVED = 'Progress saved successfully!';
const SAVE_FAILED = 'There was an error saving your progress. Please try again.';
const GENERATE_FAILED = 'There was an error generating your meal plan. Please try again.';
const SKIP_CONFIRM =
  'Skip the rest of the questionnaire and go to your meal plan? What you have told us so far is added to your profile.';
const QUESTIONNAIRE_REASON = 'Questionnaire answers';

/** Spec §2 Questionnaire: a conversation with the AI nutritionist that shapes the meal plan. */
export function QuestionnairePage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useAuth();
  const questionnaire = useQuestionnaire();
  const { messages, isComplete } = questionnaire;

  useQuestionnaireResume();

  const generate = useMutation({
    mutationFn: async () => {
      // Spec §4: the extracted data joins the profile; signed in, the profile and the
      // conversation are saved (a failed save is logged and does not hold the plan back).
      applyQuestionnaireToProfile();
      if (user) {
        await Promise.all([
          saveAnswers(QUESTIONNAIRE_REASON).catch(logSaveError('your answers')),
          saveQuestionnaire(messages).catch(logSaveError('the questionnaire')),
        ]);
      }
    },
    onSuccess: () => navigate(paths.mealPlan.getHref({ generate: true })),
    onError: () => window.alert(GENERATE_FAILED),
  });

  const save = useMutation({
    mutationFn: () => saveQuestionnaire(messages),
    onSuccess: () => toast({ title: SAVED, variant: 'success' }),
    onError: () => window.alert(SAVE_FAILED),
  });

  const onSave = () => {
    if (!user) {
      window.alert(SAVE_NEEDS_SIGN_IN);
      return;
    }
    save.mutate();
  };

  // Nothing said is lost by skipping: it joins the profile, and a plan made for the answers as
  // they were is not shown in place of one for these (?generate=true makes a new one).
  const onSkip = () => {
    if (!window.confirm(SKIP_CONFIRM)) return;
    const hasChanged = applyQuestionnaireToProfile();
    if (hasChanged && user) {
      void saveAnswers(QUESTIONNAIRE_REASON).catch(logSaveError('your answers'));
    }
    const needsNewPlan = hasChanged || isStoredPlanForOtherProfile(profileStore.get());
    navigate(paths.mealPlan.getHref({ generate: needsNewPlan }));
  };

  // When the last answer completes the questionnaire, the chat is disabled: move focus to the
  // summary so keyboard and screen-reader users land on the next step.
  const allSetHeading = useRef<HTMLHeadingElement>(null);
  const wasComplete = useRef(isComplete);
  useEffect(() => {
    if (isComplete && !wasComplete.current) allSetHeading.current?.focus();
    wasComplete.current = isComplete;
  }, [isComplete]);

  return (
    <Page
      title="Personalized Dietary Planning"
      description="Answer a few questions in a short conversation with our AI nutritionist about your goals, tastes and routine, and we'll shape your meal plan around your answers."
      width="4xl"
    >
      <div className="flex flex-col gap-6">
        <QuestionnaireProgress messages={messages} isComplete={isComplete} />

        {isComplete ? (
          <Card tone="accent">
            <CardContent className="flex flex-col gap-4">
              <div className="flex items-start gap-3">
                <CheckCircleIcon className="mt-1 size-7 shrink-0 text-primary" />
                <div className="flex flex-col gap-1">
                  <h2
                    ref={allSetHeading}
                    tabIndex={-1}
                    className="font-bold text-2xl text-primary-soft-foreground"
                  >
                    All Set!
                  </h2>
                  <p className="text-foreground text-lg">
                    I have all the information I need to create your personalized meal plan.
                  </p>
                </div>
              </div>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button size="lg" disabled={generate.isPending} onClick={() => generate.mutate()}>
                  {generate.isPending ? 'Generating...' : 'Generate My Meal Plan'}
                </Button>
                <Button variant="outline" size="lg" onClick={questionnaire.startOver}>
                  Start Over
                </Button>
              </div>
            </CardContent>
          </Card>
        ) : null}

        <ChatPanel
          title="AI Nutritionist"
          assistantName="AI Nutritionist"
          placeholder="Type your response here..."
          inputLabel="Your answer"
          messages={messages}
          suggestions={questionnaire.suggestions}
          onSuggestion={questionnaire.send}
          onSend={questionnaire.send}
          isTyping={questionnaire.isTyping}
          disabled={isComplete}
          className="h-[calc(100dvh-7rem)] max-h-[44rem] min-h-[28rem]"
        />

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between" data-print-hide="">
          <Button variant="outline" onClick={onSkip}>
            Skip to Meal Plan
          </Button>
          <Button variant="outline" disabled={save.isPending} onClick={onSave}>
            {save.isPending ? 'Saving...' : 'Save Progress'}
          </Button>
        </div>
      </div>
    </Page>
  );
}
