import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { type EmailPlanReply, emailMealPlan } from './email-plan-api';

/** The line shown after a send: where it went, or why it did not. */
export function emailPlanOutcome(result: { reply: EmailPlanReply } | { error: Error }): string {
  if ('reply' in result) {
    const { to, queued } = result.reply;
    return queued ? `Queued for ${to}: the mail server will get it shortly.` : `Sent to ${to}.`;
  }
  const { error } = result;
  if (
    error instanceof ApiRequestError &&
    error.status === 429 &&
    error.retryAfterSeconds !== null
  ) {
    const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
    return `You can email this plan again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  }
  return error.message;
}

/**
 * 'Email me this plan': sends the account's saved plan `planId` to the signed-in person's own
 * address. Renders the button and, as a sibling, its status line (last in a flex row, full width),
 * both kept off paper. Give it `key={planId}` so a new plan starts without the last outcome.
 */
export function EmailPlanButton({ planId }: { planId: string }) {
  const send = useMutation({ mutationFn: () => emailMealPlan(planId) });
  const outcome = send.isSuccess
    ? emailPlanOutcome({ reply: send.data })
    : send.isError
      ? emailPlanOutcome({ error: send.error })
      : '';

  return (
    <>
      <Button
        variant="outline"
        data-print-hide=""
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? 'Sending...' : 'Email me this plan'}
      </Button>
      <p
        role="status"
        data-print-hide=""
        className={cn(
          'order-last basis-full text-sm',
          send.isError ? 'font-medium text-destructive' : 'text-success',
        )}
      >
        {outcome}
      </p>
    </>
  );
}
