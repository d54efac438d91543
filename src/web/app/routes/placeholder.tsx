import { Page } from '../../components/layout/page';

/**
 * A screen that a later issue builds: its route, title and h1 are final, its body is not yet.
 * Replace the route file's use of it with the feature's page.
 */
export function PlaceholderPage({ title }: { title: string }) {
  return <Page title={title} />;
}
