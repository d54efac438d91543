import { Link } from 'react-router';
import { Page } from '../../components/layout/page';
import { buttonVariants } from '../../components/ui/button-variants';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <Page
      title="Page Not Found"
      description="We could not find the page you were looking for. It may have moved, or the address may be mistyped."
    >
      <Link to={paths.home.getHref()} className={buttonVariants()}>
        Go to the Home Page
      </Link>
    </Page>
  );
}
