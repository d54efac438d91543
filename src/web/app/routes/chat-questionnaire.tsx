import { PlaceholderPage } from './placeholder';

export function ChatQuestionnaireRoute() {
  return <PlaceholderPage title="Personalized Dietary Planning" />;
}
