import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { paths } from '../../config/paths';
import { resetPassword } from '../../lib/auth';
import { authErrorMessage } from './auth-error-message';
import { ForgotPasswordFormSchema, type ForgotPasswordFormValues } from './auth-schemas';
import { AuthFooterLink, AuthScreen } from './auth-screen';

export function ForgotPasswordPage() {
  const form = useForm<ForgotPasswordFormValues>({
    defaultValues: { email: '' },
    resolver: zodResolver(ForgotPasswordFormSchema),
    // Messages appear on submit, then follow each keystroke. Not on blur: a message appearing
    // then moves the fields below, and the click that caused the blur can miss its target.
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const request = useMutation({
    mutationFn: ({ email }: ForgotPasswordFormValues) => resetPassword(email.trim()),
  });

  return (
    <AuthScreen
      title="Reset Password"
      description="Enter the email address of your account and we will send you a link to set a new password."
    >
      <form
        noValidate
        aria-label="Reset password"
        onSubmit={form.handleSubmit((values) => request.mutate(values))}
        className="flex flex-col gap-5"
      >
        {request.isSuccess ? (
          <Alert variant="success" title={request.data}>
            The link works for one hour. If no email arrives, check your spam folder or make sure
            the address is the one you signed up with.
          </Alert>
        ) : null}
        {request.isError ? (
          <Alert variant="destructive" title={authErrorMessage('forgot-password', request.error)} />
        ) : null}
        <Field label="Email" error={errors.email?.message}>
          <Input required type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <AuthFooterLink text="Remembered it?" to={paths.auth.login.getHref()}>
          Back to Sign In
        </AuthFooterLink>
      </form>
    </AuthScreen>
  );
}
