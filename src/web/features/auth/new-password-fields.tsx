import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PASSWORD_MIN_LENGTH } from './auth-schemas';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation (registration, reset). After a first submit, a changed
 * password re-checks the confirmation too, so 'Passwords do not match' comes and goes with
 * either field.
 */
export function NewPasswordFields<Values extends PasswordPair>({
  form,
  labels,
}: {
  form: UseFormReturn<Values>;
  labels: { password: string; confirmPassword: string };
}) {
  // The form's values include the pair: react-hook-form types paths per form, so narrow here.
  const pairForm = form as unknown as UseFormReturn<PasswordPair>;
  const { errors, isSubmitted } = pairForm.formState;
  const recheckConfirmation = () => {
    if (isSubmitted) void pairForm.trigger('confirmPassword');
  };
  return (
    <>
      <Field
        label={labels.password}
        hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
      >
        <Input
          required
          type="password"
          autoComplete="new-password"
          {...pairForm.register('password', { onChange: recheckConfirmation })}
        />
      </Field>
      <Field label={labels.confirmPassword} error={errors.confirmPassword?.message}>
        <Input
          required
          type="password"
          autoComplete="new-password"
          {...pairForm.register('confirmPassword')}
        />
      </Field>
    </>
  );
}
