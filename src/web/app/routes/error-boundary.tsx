import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Page } from '../../components/layout/page';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button-variants';
import { paths } from '../../config/paths';
import { APP_NAME } from '../../config/site';

/** Shown in place of a route that failed to load or render; the header and footer stay usable. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <Page title="Something Went Wrong">
      <div className="flex max-w-2xl flex-col gap-6">
        <Alert variant="destructive" title="This page could not be shown.">
          {describeError(error)} Your answers on other pages are not affected.
        </Alert>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonVariants()}
            onClick={() => window.location.reload()}
          >
            Try Again
          </button>
          <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Go to the Home Page
          </Link>
        </div>
      </div>
    </Page>
  );
}

/**
 * Last resort when the app shell itself failed: no header or footer (they may be what broke),
 * and a plain link that reloads the app from scratch.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 px-4 py-10">
      <p className="font-semibold text-primary">{APP_NAME}</p>
      <h1 className="font-bold text-3xl">Something Went Wrong</h1>
      <Alert variant="destructive" title="The app could not be shown.">
        {describeError(error)}
      </Alert>
      <a href={paths.home.getHref()} className={buttonVariants({ className: 'self-start' })}>
        Reload the App
      </a>
    </main>
  );
}

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return 'We could not find what this page needs.';
  }
  return 'Something unexpected happened on our side. Please try again in a moment.';
}
