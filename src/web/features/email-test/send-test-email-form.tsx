import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AppConfig,
  EMAIL_TYPE_INFO,
  EMAIL_TYPES,
  type SendEmailRequest,
  SendEmailRequestSchema,
  type SendEmailResult,
} from '#domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { ChevronDownIcon } from '../../components/ui/icons';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { describeSendFailure, type SendFailure, sendEmail } from './email-test-api';

/** Spec §2: what pressing Enter in an empty email field says. */
export const EMPTY_EMAIL_ALERT = 'Please enter an email address';

export const DEFAULT_TEST_USER_NAME = 'Test User';

/** The request's fields the form asks for; the server fills `data` with an example. */
const TestEmailFormSchema = SendEmailRequestSchema.omit({ data: true });
type TestEmailFormInput = z.input<typeof TestEmailFormSchema>;
type TestEmailFormValues = z.output<typeof TestEmailFormSchema>;

const FORM_FIELDS = ['emailType', 'userEmail', 'userName'] as const;

type EmailConfig = AppConfig['email'];

/** The test page's form: whom to send which email, and what came of the last send. */
export function SendTestEmailForm({ emailConfig }: { emailConfig: EmailConfig }) {
  const form = useForm<TestEmailFormInput, unknown, TestEmailFormValues>({
    defaultValues: { emailType: 'welcome', userEmail: '', userName: DEFAULT_TEST_USER_NAME },
    resolver: zodResolver(TestEmailFormSchema),
    // Messages appear on submit, then follow each keystroke (as on the sign-in forms).
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const userEmail = useWatch({ control: form.control, name: 'userEmail' });
  const isEmailEmpty = userEmail.trim() === '';

  const send = useMutation({
    mutationFn: (request: SendEmailRequest) => sendEmail(request),
    onError: (error) => {
      const { fieldErrors } = describeSendFailure(error);
      for (const name of FORM_FIELDS) {
        const message = fieldErrors[name]?.[0];
        if (message) form.setError(name, { message }, { shouldFocus: true });
      }
    },
  });

  const submit = () => {
    if (send.isPending) return;
    // The button is disabled for an empty address, but Enter in the field still gets here.
    if (form.getValues('userEmail').trim() === '') {
      window.alert(EMPTY_EMAIL_ALERT);
      return;
    }
    void form.handleSubmit(({ userName, ...values }) =>
      send.mutate({ ...values, ...(userName ? { userName } : {}) }),
    )();
  };

  // Enter sends from either field, also when the disabled button would block the browser's own
  // submission (an empty address then gets the alert above).
  const sendOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        aria-label="Send a test email"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Email" isRequired error={errors.userEmail?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="name@example.com"
              onKeyDown={sendOnEnter}
              {...form.register('userEmail')}
            />
          </Field>
          <Field label="Name" error={errors.userName?.message}>
            <Input autoComplete="name" onKeyDown={sendOnEnter} {...form.register('userName')} />
          </Field>
        </div>
        <Field
          label="Email type"
          hint="Each type is described, with a preview, under Email templates."
          error={errors.emailType?.message}
        >
          <Select {...form.register('emailType')}>
            {EMAIL_TYPES.map((type) => (
              <option key={type} value={type}>
                {EMAIL_TYPE_INFO[type].label}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:self-start"
          disabled={isEmailEmpty || send.isPending}
        >
          {send.isPending ? 'Sending...' : 'Send Test Email'}
        </Button>
      </form>

      {send.isSuccess ? (
        <SendSuccess request={send.variables} reply={send.data} emailConfig={emailConfig} />
      ) : null}
      {send.isError ? <SendError failure={describeSendFailure(send.error)} /> : null}
    </div>
  );
}

function SendSuccess({
  request,
  reply,
  emailConfig,
}: {
  request: SendEmailRequest;
  reply: SendEmailResult;
  emailConfig: EmailConfig;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Alert variant="success" title={reply.data?.queued ? 'Email queued' : 'Email sent'}>
        <p className="break-words">
          The {EMAIL_TYPE_INFO[request.emailType].label} email{' '}
          {reply.data?.queued ? 'is on its way to' : 'was sent to'}{' '}
          <strong>{request.userEmail}</strong>.
        </p>
        {emailConfig.transport === 'outbox' ? (
          <p className="mt-1">
            The server uses the local outbox transport, so it went to the local mailbox, not to a
            real inbox.{' '}
            {emailConfig.mailbox ? (
              <a
                href={paths.devMailbox.getHref()}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary underline underline-offset-4"
              >
                Open the local mailbox<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              'The local mailbox opens only in a browser on the server’s own machine.'
            )}
          </p>
        ) : null}
        {emailConfig.transport === 'smtp' && reply.data?.queued ? (
          <p className="mt-1">
            The mail server did not take it yet, so it is queued: the server tries again after 1, 2,
            4 minutes and so on, for a few hours.
          </p>
        ) : emailConfig.transport === 'smtp' ? (
          <p className="mt-1">
            It was handed to the SMTP server; it can take a minute to arrive, so check the spam
            folder too.
          </p>
        ) : null}
      </Alert>
      <ReplyDetails reply={reply} />
    </div>
  );
}

function SendError({ failure }: { failure: SendFailure }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert variant="destructive" title="Email not sent">
        <p className="break-words">{failure.message}</p>
        {failure.retryAfterSeconds !== null ? (
          <p className="mt-1 font-medium">{retryText(failure.retryAfterSeconds)}</p>
        ) : null}
      </Alert>
      <ReplyDetails reply={failure.reply} />
    </div>
  );
}

/** '…again in 12 minutes, at 14:35.' The server counts sends per hour, so minutes are enough. */
function retryText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const at = new Date(Date.now() + retryAfterSeconds * 1000).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
  });
  return `You can send another test email in ${minutes} minute${minutes === 1 ? '' : 's'}, at ${at}.`;
}

/** The server's reply as it came, for whoever is checking the email service. */
function ReplyDetails({ reply }: { reply: unknown }) {
  return (
    <details className="group rounded-control border border-border bg-background">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-control px-3 py-2 font-medium text-primary hover:bg-primary-soft [&::-webkit-details-marker]:hidden">
        Details
        <ChevronDownIcon className="transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-border border-t px-3 py-3">
        {reply === undefined ? (
          <p className="text-muted-foreground">The server sent no JSON reply.</p>
        ) : (
          <pre className="overflow-x-auto whitespace-pre-wrap break-words font-mono text-foreground text-sm">
            {JSON.stringify(reply, null, 2)}
          </pre>
        )}
      </div>
    </details>
  );
}
