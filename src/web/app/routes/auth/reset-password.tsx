import { ResetPasswordPage } from '../../../features/auth/reset-password-page';

export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
