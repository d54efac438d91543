import { PreferencesPage } from '../../features/preferences/preferences-page';

export function PreferencesRoute() {
  return <PreferencesPage />;
}
