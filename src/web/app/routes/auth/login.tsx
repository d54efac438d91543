import { PlaceholderPage } from '../placeholder';

export function LoginRoute() {
  return <PlaceholderPage title="Welcome Back" />;
}
