import { PlaceholderPage } from '../placeholder';

export function RegisterRoute() {
  return <PlaceholderPage title="Create Your Account" />;
}
