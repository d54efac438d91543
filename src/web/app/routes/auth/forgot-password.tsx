import { ForgotPasswordPage } from '../../../features/auth/forgot-password-page';

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
