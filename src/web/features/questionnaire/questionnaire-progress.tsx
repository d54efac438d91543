import { questionnaireProgress } from '#domain';

/**
 * Spec §2/§9: '{n}% Complete', where n is the person's answers / 10 as a percentage, capped at 95
 * while the questionnaire is not complete. Hidden once complete.
 */
export function QuestionnaireProgress({
  messages,
  isComplete,
}: {
  messages: readonly { role: string }[];
  isComplete: boolean;
}) {
  if (isComplete) return null;
  const percent = questionnaireProgress(messages, isComplete);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <span id="questionnaire-progress-label" className="font-medium text-foreground">
          Your progress
        </span>
        <span className="font-semibold text-primary">{percent}% Complete</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="questionnaire-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% Complete`}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
