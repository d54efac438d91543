import { QuestionnairePage } from '../../features/questionnaire/questionnaire-page';

export function ChatQuestionnaireRoute() {
  return <QuestionnairePage />;
}
