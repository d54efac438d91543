import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs, redirect, useSearchParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button-variants';
import { paths } from '../../../config/paths';
import { sessionQueryKey } from '../../../lib/auth';

/**
 * The email-confirmation link lands here (spec §2: "screen not shown"). The server has already
 * verified the address, and may have signed the user in, so refresh the session and go home.
 * Only a failed confirmation (better-auth appends `?error=`) stays to say so.
 */
export async function authCallbackLoader(
  queryClient: QueryClient,
  { request }: LoaderFunctionArgs,
) {
  if (new URL(request.url).searchParams.has('error')) return null;
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  throw redirect(paths.home.getHref());
}

export function AuthCallbackRoute() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  return (
    <Page title="Email Confirmation">
      <div className="flex max-w-2xl flex-col gap-6">
        <Alert variant="destructive" title="We could not confirm your email address.">
          The confirmation link is invalid or has expired
          {error ? ` (${error.replaceAll('_', ' ').toLowerCase()})` : ''}. Sign in to have a new
          link sent to you.
        </Alert>
        <Link
          to={paths.auth.login.getHref()}
          className={buttonVariants({ className: 'self-start' })}
        >
          Go to Sign In
        </Link>
      </div>
    </Page>
  );
}
