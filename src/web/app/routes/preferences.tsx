import { PlaceholderPage } from './placeholder';

export function PreferencesRoute() {
  return <PlaceholderPage title="Food Preferences" />;
}
