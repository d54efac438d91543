import { RegisterPage } from '../../../features/auth/register-page';

export function RegisterRoute() {
  return <RegisterPage />;
}
