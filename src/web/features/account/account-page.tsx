import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AccountDeleteSchema } from '#domain';
import { Page } from '../../components/layout/page';
import { SectionCard } from '../../components/layout/section-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonVariants } from '../../components/ui/button-variants';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-error';
import { sessionQueryKey, useAuth } from '../../lib/auth';
import { profileStore } from '../../lib/profile-store';
import { deleteAccount, EXPORT_FILE_NAME, fetchAccountExport, saveJsonFile } from './account-api';
import { EmailSettingsCard } from './email-settings-card';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

/**
 * The signed-in person's account: who they are signed in as, the emails they want, a copy of
 * their data, deletion.
 */
export function AccountPage() {
  const { user } = useAuth();

  return (
    <Page
      title="Your Account"
      description="Your sign-in details and the health data saved with your account."
      width="3xl"
    >
      {user ? (
        <div className="flex flex-col gap-6">
          <DetailsCard name={user.name} email={user.email} />
          <EmailSettingsCard userId={user.id} />
          <ExportCard />
          <DeleteCard />
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <Alert variant="info" title="You are not signed in." />
          <Link
            to={paths.auth.login.getHref(paths.account.getHref())}
            className={buttonVariants({ className: 'self-start' })}
          >
            Sign In
          </Link>
        </div>
      )}
    </Page>
  );
}

function DetailsCard({ name, email }: { name: string; email: string }) {
  return (
    <SectionCard id="account-details-heading" title="Your details">
      <dl className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-x-6">
        <dt className="font-medium text-muted-foreground">Name</dt>
        <dd className="-mt-3 break-words text-foreground sm:mt-0">{name || '—'}</dd>
        <dt className="font-medium text-muted-foreground">Email</dt>
        <dd className="-mt-3 break-words text-foreground sm:mt-0">{email}</dd>
      </dl>
    </SectionCard>
  );
}

function ExportCard() {
  const download = useMutation({
    mutationFn: async () => saveJsonFile(await fetchAccountExport(), EXPORT_FILE_NAME),
  });
  return (
    <SectionCard id="account-export-heading" title="Your data">
      <p className="text-muted-foreground">
        Download a copy of everything saved with your account (profile, health details, meal plans,
        analyses and chats) as one JSON file.
      </p>
      <Button
        variant="outline"
        className="self-start"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing download...' : 'Download my data'}
      </Button>
      {download.isSuccess ? (
        <Alert variant="success" title={`Your data was saved as ${EXPORT_FILE_NAME}.`} />
      ) : null}
      {download.isError ? (
        <Alert variant="destructive" title="We could not prepare your data.">
          {download.error.message}
        </Alert>
      ) : null}
    </SectionCard>
  );
}

type DeleteFormValues = z.input<typeof AccountDeleteSchema>;

function DeleteCard() {
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useForm<DeleteFormValues>({
    defaultValues: { password: '' },
    resolver: zodResolver(AccountDeleteSchema),
  });
  const { errors } = form.formState;

  const remove = useMutation({
    mutationFn: ({ password }: DeleteFormValues) => deleteAccount(password),
    onSuccess: () => {
      // The server has ended the session; forget it and the health data held in this tab.
      queryClient.setQueryData(sessionQueryKey, null);
      profileStore.reset();
      setIsOpen(false);
      toast({ title: ACCOUNT_DELETED_MESSAGE, variant: 'success' });
      navigate(paths.home.getHref(), { replace: true });
    },
    onError: (error) => {
      const passwordError =
        error instanceof ApiRequestError ? error.fieldErrors?.password?.[0] : undefined;
      if (passwordError)
        form.setError('password', { message: passwordError }, { shouldFocus: true });
    },
  });
  const hasFieldError =
    remove.error instanceof ApiRequestError && Boolean(remove.error.fieldErrors?.password?.length);

  // Runs after the dialog has opened (a child's effect runs first), so focus lands on the field.
  useEffect(() => {
    if (isOpen) form.setFocus('password');
  }, [isOpen, form]);

  const onOpenChange = (open: boolean) => {
    if (remove.isPending) return;
    setIsOpen(open);
    if (!open) {
      form.reset();
      remove.reset();
    }
  };

  return (
    <SectionCard id="account-delete-heading" title="Delete account">
      <p className="text-muted-foreground">
        Deleting your account removes it and all the health data saved with it, for good. The app
        keeps working without an account.
      </p>
      <Button variant="destructive" className="self-start" onClick={() => onOpenChange(true)}>
        Delete account
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={onOpenChange}
        title="Delete your account?"
        description="This permanently deletes your account and everything saved with it: your profile, health details, meal plans, analyses and chat history. It cannot be undone."
      >
        <form
          noValidate
          aria-label="Delete account"
          onSubmit={form.handleSubmit((values) => remove.mutate(values))}
          className="flex flex-col gap-4"
        >
          {remove.isError && !hasFieldError ? (
            <Alert variant="destructive" title="Your account was not deleted.">
              {remove.error.message}
            </Alert>
          ) : null}
          <Field
            label="Password"
            hint="Enter your password to confirm."
            error={errors.password?.message}
          >
            <Input
              required
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              disabled={remove.isPending}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </SectionCard>
  );
}
