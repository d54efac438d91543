import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonVariants } from '../../components/ui/button-variants';
import { paths } from '../../config/paths';
import { updatePassword } from '../../lib/auth';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from './auth-error-message';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from './auth-schemas';
import { AuthFooterLink, AuthScreen } from './auth-screen';
import { NewPasswordFields } from './new-password-fields';

/**
 * Where the reset email's link lands: better-auth appends `?token=...`, or `?error=INVALID_TOKEN`
 * when the link is expired or already used.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const hasUsableLink = Boolean(token) && !searchParams.has('error');

  return (
    <AuthScreen title="Set a New Password" description="Choose a new password for your account.">
      {hasUsableLink && token ? <NewPasswordForm token={token} /> : <InvalidLinkNotice />}
    </AuthScreen>
  );
}

function InvalidLinkNotice() {
  return (
    <div className="flex flex-col gap-5">
      <Alert variant="destructive" title="This password reset link is invalid or has expired.">
        Reset links work once, for one hour. Ask for a new one and use the newest email.
      </Alert>
      <Link to={paths.auth.forgotPassword.getHref()} className={buttonVariants({ size: 'lg' })}>
        Request a New Link
      </Link>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetPasswordFormValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(ResetPasswordFormSchema),
    // Messages appear on submit, then follow each keystroke. Not on blur: a message appearing
    // then moves the fields below, and the click that caused the blur can miss its target.
    reValidateMode: 'onChange',
  });
  const update = useMutation({
    mutationFn: ({ password }: ResetPasswordFormValues) => updatePassword(token, password),
    onSuccess: () => form.reset(),
  });

  if (update.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert variant="success" title={update.data}>
          Sign in with your new password.
        </Alert>
        <Link to={paths.auth.login.getHref()} className={buttonVariants({ size: 'lg' })}>
          Go to Sign In
        </Link>
      </div>
    );
  }

  const errorMessage = update.isError ? authErrorMessage('reset-password', update.error) : null;
  if (errorMessage === AUTH_ERROR_MESSAGES.invalidResetLink) {
    return <InvalidLinkNotice />;
  }

  return (
    <form
      noValidate
      aria-label="Set a new password"
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
      className="flex flex-col gap-5"
    >
      {errorMessage ? <Alert variant="destructive" title={errorMessage} /> : null}
      <NewPasswordFields
        form={form}
        labels={{ password: 'New Password', confirmPassword: 'Confirm New Password' }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={update.isPending}>
        {update.isPending ? 'Updating password...' : 'Update Password'}
      </Button>
      <AuthFooterLink to={paths.auth.login.getHref()}>Back to Sign In</AuthFooterLink>
    </form>
  );
}
