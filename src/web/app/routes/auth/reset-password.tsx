import { PlaceholderPage } from '../placeholder';

export function ResetPasswordRoute() {
  return <PlaceholderPage title="Set a New Password" />;
}
