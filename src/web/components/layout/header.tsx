import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { APP_NAME } from '../../config/site';
import { useAuth, useSignOut } from '../../lib/auth';
import { buttonVariants } from '../ui/button-variants';
import { CloseIcon, LeafIcon, MenuIcon } from '../ui/icons';
import { useToast } from '../ui/toast';

/**
 * Spec §2: the header links, in this order; then the food log (issue 16: daily use) and the
 * questionnaire, the other way to fill in the profile (issue 16: nothing led to it).
 */
const NAV_ITEMS = [
  { label: 'Home', href: paths.home.getHref(), isExact: true },
  { label: 'Assessment', href: paths.assessment.getHref(), isExact: false },
  { label: 'Preferences', href: paths.preferences.getHref(), isExact: false },
  { label: 'Analysis', href: paths.analysis.getHref(), isExact: false },
  { label: 'Meal Plan', href: paths.mealPlan.getHref(), isExact: false },
  { label: 'Food Log', href: paths.foodLog.getHref(), isExact: false },
  { label: 'Questionnaire', href: paths.chatQuestionnaire.getHref(), isExact: false },
] as const;

const MENU_ID = 'site-menu';

export function Header() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setIsMenuOpen(false);
  const isSignedIn = useAuth().user !== null;

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <header
      data-site-header=""
      className="sticky top-0 z-40 border-border border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <a
        href="#main-content"
        className="sr-only rounded-control bg-primary text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to={paths.home.getHref()}
          // flex-1 with min-w-0: on a narrow screen the name wraps instead of pushing the menu
          // button onto a line of its own. On a desktop the name shows from xl, where the links
          // and Sign In fit beside it; signed in, the email takes its room and only the icon
          // shows (the name stays for screen readers), so everything keeps to one line.
          className="flex min-w-0 flex-1 items-center gap-2 rounded-control font-semibold text-foreground leading-tight lg:flex-none"
          onClick={closeMenu}
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-primary text-primary-foreground">
            <LeafIcon />
          </span>
          <span className={isSignedIn ? 'lg:sr-only' : 'lg:max-xl:sr-only'}>{APP_NAME}</span>
        </Link>

        <button
          ref={menuButtonRef}
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'md', className: 'lg:hidden' })}
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          Menu
        </button>

        <div
          id={MENU_ID}
          className={clsx(
            isMenuOpen ? 'flex' : 'hidden',
            'w-full flex-col gap-3 border-border border-t pt-3 pb-2',
            'lg:flex lg:w-auto lg:flex-row lg:items-center lg:gap-4 lg:border-0 lg:p-0 xl:gap-6',
          )}
        >
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-0">
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    end={item.isExact}
                    onClick={closeMenu}
                    className={clsx(
                      // Narrower at lg, where seven links, the email and Sign Out share one line.
                      'block rounded-control px-3 py-2 font-medium text-muted-foreground transition-colors lg:px-2 xl:px-3',
                      'hover:bg-muted hover:text-foreground',
                      'aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground',
                    )}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AuthControls onNavigate={closeMenu} />
        </div>
      </div>
    </header>
  );
}

/**
 * Spec §2: with auth on, the signed-in user's email (a link to their account page) and Sign Out,
 * or a Sign In link; with auth off (or the server unreachable) nothing. Nothing either while we
 * are still finding out, so the header does not flash a Sign In link at a signed-in user.
 */
function AuthControls({ onNavigate }: { onNavigate: () => void }) {
  const { isEnabled, isPending, user } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { toast } = useToast();

  if (!isEnabled || isPending) return null;

  if (!user) {
    return (
      <Link
        to={paths.auth.login.getHref()}
        onClick={onNavigate}
        className={buttonVariants({
          variant: 'primary',
          size: 'sm',
          className: 'self-start lg:self-auto',
        })}
      >
        Sign In
      </Link>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <NavLink
        to={paths.account.getHref()}
        onClick={onNavigate}
        // Names the link by its purpose; it still starts with the visible email (label in name).
        aria-label={`${user.email}: your account`}
        title={user.email}
        className={clsx(
          'max-w-full truncate rounded-control px-1 py-2 text-muted-foreground text-sm underline-offset-4',
          'hover:text-foreground hover:underline lg:max-w-28 xl:max-w-60',
          'aria-[current=page]:font-medium aria-[current=page]:text-foreground',
        )}
      >
        {user.email}
      </NavLink>
      <button
        type="button"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        disabled={signOut.isPending}
        onClick={async () => {
          await signOut.mutateAsync();
          onNavigate();
          toast({ title: 'You have signed out.', variant: 'success' });
          navigate(paths.home.getHref());
        }}
      >
        Sign Out
      </button>
    </div>
  );
}
