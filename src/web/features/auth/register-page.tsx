import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { paths } from '../../config/paths';
import { signUp } from '../../lib/auth';
import { authErrorMessage } from './auth-error-message';
import { RegisterFormSchema, type RegisterFormValues } from './auth-schemas';
import { AuthFooterLink, AuthScreen, useRedirectAfter } from './auth-screen';
import { NewPasswordFields } from './new-password-fields';

/** Spec §9: the wait between the success message and going to sign in. */
export const REGISTER_REDIRECT_DELAY_MS = 3000;

export const TERMS_LABEL = 'I agree to the Terms of Service and Privacy Policy';

const EMPTY_FORM: RegisterFormValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function RegisterPage() {
  const termsErrorId = useId();
  const submitHintId = useId();
  const form = useForm<RegisterFormValues>({
    defaultValues: EMPTY_FORM,
    resolver: zodResolver(RegisterFormSchema),
    // Messages appear on submit, then follow each keystroke. Not on blur: a message appearing
    // then moves the fields below, and the click that caused the blur can miss its target.
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const hasAcceptedTerms = useWatch({ control: form.control, name: 'acceptTerms' });

  const register = useMutation({
    mutationFn: ({ fullName, email, password }: RegisterFormValues) =>
      signUp(email.trim(), password, { full_name: fullName.trim() }),
    onSuccess: () => form.reset(EMPTY_FORM),
  });

  useRedirectAfter(register.isSuccess, paths.auth.login.getHref(), REGISTER_REDIRECT_DELAY_MS);

  const isSubmitDisabled = !hasAcceptedTerms || register.isPending || register.isSuccess;

  return (
    <AuthScreen
      title="Create Your Account"
      description="Keep your health profile and meal plans, and pick up where you left off."
    >
      <form
        noValidate
        aria-label="Create account"
        onSubmit={form.handleSubmit((values) => register.mutate(values))}
        className="flex flex-col gap-5"
      >
        {register.isSuccess ? (
          <Alert variant="success" title={register.data}>
            We sent a confirmation link to your inbox. Taking you to sign in…
          </Alert>
        ) : null}
        {register.isError ? (
          <Alert variant="destructive" title={authErrorMessage('register', register.error)} />
        ) : null}

        <Field label="Full Name" error={errors.fullName?.message}>
          <Input required autoComplete="name" {...form.register('fullName')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input required type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <NewPasswordFields
          form={form}
          labels={{ password: 'Password', confirmPassword: 'Confirm Password' }}
        />
        <div className="flex flex-col gap-1.5">
          <Checkbox
            label={TERMS_LABEL}
            required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
            {...form.register('acceptTerms')}
          />
          {errors.acceptTerms ? (
            <p id={termsErrorId} className="font-medium text-destructive text-sm">
              {errors.acceptTerms.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={isSubmitDisabled}
            aria-describedby={hasAcceptedTerms ? undefined : submitHintId}
          >
            {register.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
          {hasAcceptedTerms ? null : (
            <p id={submitHintId} className="text-center text-muted-foreground text-sm">
              Tick the box above to agree to the terms first.
            </p>
          )}
        </div>
        <AuthFooterLink text="Already have an account?" to={paths.auth.login.getHref()}>
          Sign in
        </AuthFooterLink>
      </form>
    </AuthScreen>
  );
}
