import { z } from 'zod';

/**
 * The sign-in forms' rules (spec §5 "Authentication"). Messages in quotes in the spec are used
 * word for word; the server checks the same things again (better-auth: 8 to 128 characters).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** better-auth's default maximum; longer passwords are refused by the server. */
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_FORM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address, like name@example.com',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  fullNameRequired: 'Full name is required',
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy',
} as const;

const EmailSchema = z
  .string()
  .trim()
  .min(1, AUTH_FORM_MESSAGES.emailRequired)
  .pipe(z.email(AUTH_FORM_MESSAGES.emailInvalid));

const NewPasswordSchema = z
  .string()
  .min(1, AUTH_FORM_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_FORM_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_FORM_MESSAGES.passwordTooLong);

const ConfirmPasswordSchema = z.string().min(1, AUTH_FORM_MESSAGES.confirmRequired);

/** The confirmation must repeat the password; reported on the confirmation field. */
function passwordsMatch(
  value: { password: string; confirmPassword: string },
  context: z.RefinementCtx,
) {
  if (value.confirmPassword !== '' && value.password !== value.confirmPassword) {
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: AUTH_FORM_MESSAGES.passwordsDiffer,
    });
  }
}

export const LoginFormSchema = z.object({
  email: EmailSchema,
  // Only required: an old account may have a password that today's rules would refuse.
  password: z.string().min(1, AUTH_FORM_MESSAGES.passwordRequired),
});
export type LoginFormValues = z.input<typeof LoginFormSchema>;

export const RegisterFormSchema = z
  .object({
    fullName: z.string().trim().min(1, AUTH_FORM_MESSAGES.fullNameRequired),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    acceptTerms: z.boolean().refine((accepted) => accepted, AUTH_FORM_MESSAGES.termsRequired),
  })
  .superRefine(passwordsMatch);
export type RegisterFormValues = z.input<typeof RegisterFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email: EmailSchema });
export type ForgotPasswordFormValues = z.input<typeof ForgotPasswordFormSchema>;

export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema })
  .superRefine(passwordsMatch);
export type ResetPasswordFormValues = z.input<typeof ResetPasswordFormSchema>;
