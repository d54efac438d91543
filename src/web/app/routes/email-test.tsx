import { PlaceholderPage } from './placeholder';

export function EmailTestRoute() {
  return <PlaceholderPage title="Email Service Test" />;
}
