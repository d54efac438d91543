import { Card } from '../../components/ui/card';
import { CheckCircleIcon } from '../../components/ui/icons';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { profileCompletion } from '../../lib/profile-request';
import { useProfileStore } from '../../lib/profile-store';

const STEPS = ['Health assessment', 'Food preferences', 'Health analysis', 'Meal plan'] as const;

/**
 * Where the person is in the flow (spec §4: assessment, preferences, analysis, meal plan) and how
 * complete their profile is (spec §5). On phones only the completion shows, above the form.
 */
export function ProgressAside({ currentStep }: { currentStep: 0 | 1 }) {
  const percent = useProfileStore(profileCompletion);
  const { isEnabled, isPending, user } = useAuth();
  return (
    <Card className="flex flex-col gap-5 p-5 lg:sticky lg:top-24">
      <h2 className="sr-only lg:not-sr-only lg:font-semibold lg:text-foreground lg:text-lg">
        Your progress
      </h2>
      <div className="flex flex-col gap-2">
        <p className="font-medium text-foreground">Profile {percent}% complete</p>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <ol className="hidden flex-col gap-3 lg:flex">
        {STEPS.map((step, index) => {
          const isDone = index < currentStep;
          const isCurrent = index === currentStep;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3',
                isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              {isDone ? (
                <CheckCircleIcon className="text-primary" />
              ) : (
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-5 items-center justify-center rounded-full border-2 text-xs',
                    isCurrent
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-input',
                  )}
                >
                  {index + 1}
                </span>
              )}
              {step}
              {isDone ? <span className="sr-only">(done)</span> : null}
            </li>
          );
        })}
      </ol>
      {/* Until we know whether someone is signed in, the anonymous text holds its place unseen:
          shown late, it would push the form below it down (layout shift, issue 15). */}
      <p
        className={cn('text-muted-foreground text-sm', isPending && 'invisible')}
        aria-hidden={isPending || undefined}
      >
        {user
          ? 'Your answers are saved to your account each time you continue.'
          : isEnabled || isPending
            ? 'Your answers are kept in this browser tab only. Sign in to save them to your account.'
            : 'Your answers are kept in this browser tab only.'}
      </p>
    </Card>
  );
}
