import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/layout/page';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button-variants';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';

export const AUTH_DISABLED_TITLE = 'Authentication Disabled';

/**
 * The frame of the sign-in screens: a narrow column with the page's one h1, and the form in a
 * card. With accounts switched off on the server (or the server unreachable) the form gives way
 * to the 'Authentication Disabled' warning (spec §8).
 */
export function AuthScreen({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { isEnabled, isPending } = useAuth();
  return (
    <Page title={title} description={description} width="lg">
      {isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading…
        </p>
      ) : isEnabled ? (
        <Card className="p-5 sm:p-6">{children}</Card>
      ) : (
        <AuthDisabledNotice />
      )}
    </Page>
  );
}

export function AuthDisabledNotice() {
  return (
    <div className="flex flex-col gap-6">
      <Alert variant="warning" title={AUTH_DISABLED_TITLE}>
        Accounts are switched off on this server, so signing in and creating an account are not
        available. Everything else works without an account: your assessment, preferences, analysis
        and meal plan are kept in this browser tab.
      </Alert>
      <Link to={paths.assessment.getHref()} className={buttonVariants({ className: 'self-start' })}>
        Start Your Health Assessment
      </Link>
    </div>
  );
}

/** Goes to `to` once `delayMs` has passed after `isActive` turned true (spec §9 redirects). */
export function useRedirectAfter(isActive: boolean, to: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isActive) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [isActive, to, delayMs, navigate]);
}

/** A line of text with a link under a form ("Don't have an account? Create Account"). */
export function AuthFooterLink({
  text,
  to,
  children,
}: {
  text?: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p className="text-center text-muted-foreground">
      {text ? `${text} ` : null}
      <Link
        to={to}
        className="whitespace-nowrap font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
      >
        {children}
      </Link>
    </p>
  );
}
