import { HomePage } from '../../features/home/home-page';

export function HomeRoute() {
  return <HomePage />;
}
