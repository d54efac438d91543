import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { paths } from '../../config/paths';
import { resendVerification, sessionQueryOptions, signIn } from '../../lib/auth';
import { authErrorMessage, isEmailNotConfirmed } from './auth-error-message';
import { LoginFormSchema, type LoginFormValues } from './auth-schemas';
import { AuthFooterLink, AuthScreen, useRedirectAfter } from './auth-screen';
import { sameSiteRedirectTarget } from './redirect-target';

export const LOGIN_SUCCESS_MESSAGE = 'Successfully signed in!';
/** Spec §9: the wait between the success message and leaving the page. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

export function LoginPage() {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const target = sameSiteRedirectTarget(searchParams.get('redirect')) ?? paths.home.getHref();

  const form = useForm<LoginFormValues>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(LoginFormSchema),
    // Messages appear on submit, then follow each keystroke. Not on blur: a message appearing
    // then moves the fields below, and the click that caused the blur can miss its target.
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const login = useMutation({
    mutationFn: async ({ email, password }: LoginFormValues) => {
      await signIn(email.trim(), password);
      // Have the session in the cache before leaving, so the next page's guard sees it.
      await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => null);
    },
  });
  const resend = useMutation({ mutationFn: resendVerification });

  useRedirectAfter(login.isSuccess, target, LOGIN_REDIRECT_DELAY_MS);

  const onSubmit = form.handleSubmit((values) => {
    resend.reset();
    login.mutate(values);
  });
  const submittedEmail = login.variables?.email.trim() ?? '';
  const canResend =
    login.isError && isEmailNotConfirmed(login.error) && submittedEmail !== '' && !resend.isSuccess;

  return (
    <AuthScreen title="Welcome Back" description="Sign in to access your health profile">
      <form noValidate aria-label="Sign in" onSubmit={onSubmit} className="flex flex-col gap-5">
        {login.isSuccess ? <Alert variant="success" title={LOGIN_SUCCESS_MESSAGE} /> : null}
        {login.isError ? (
          <Alert variant="destructive" title={authErrorMessage('login', login.error)}>
            {canResend ? (
              <div className="mt-1 flex flex-col items-start gap-2">
                <p>We can send the confirmation link to {submittedEmail} again.</p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(submittedEmail)}
                >
                  {resend.isPending ? 'Sending...' : 'Resend confirmation email'}
                </Button>
              </div>
            ) : null}
          </Alert>
        ) : null}
        {resend.isSuccess ? <Alert variant="success" title={resend.data} /> : null}
        {resend.isError ? (
          <Alert
            variant="destructive"
            title={authErrorMessage('resend-verification', resend.error)}
          />
        ) : null}

        <Field label="Email" error={errors.email?.message}>
          <Input required type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <Input
            required
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        </Field>
        <div className="-mt-2 flex justify-end">
          <AuthFooterLink to={paths.auth.forgotPassword.getHref()}>Forgot password?</AuthFooterLink>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={login.isPending || login.isSuccess}
        >
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        <AuthFooterLink text="Don't have an account?" to={paths.auth.register.getHref()}>
          Create Account
        </AuthFooterLink>
      </form>
    </AuthScreen>
  );
}
