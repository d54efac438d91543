import { PlaceholderPage } from '../placeholder';

export function ForgotPasswordRoute() {
  return <PlaceholderPage title="Reset Password" />;
}
