import { EmailTestPage } from '../../features/email-test/email-test-page';

export function EmailTestRoute() {
  return <EmailTestPage />;
}
