import { LoginPage } from '../../../features/auth/login-page';

export function LoginRoute() {
  return <LoginPage />;
}
