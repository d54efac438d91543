import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { formatDocumentTitle } from '../config/site';
import { isAppRouteHandle } from './route-guard';

/**
 * Sets `document.title` from the deepest route's handle and, after every navigation to a new
 * path, moves focus to the page's h1 (else to <main>) so screen readers start reading the new
 * page instead of staying on the link that was activated. The first page load keeps the
 * browser's default focus.
 */
export function RouteAnnouncer() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const lastPathname = useRef(pathname);

  const handle = matches.map((match) => match.handle).findLast(isAppRouteHandle);
  const title = formatDocumentTitle(handle?.title);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    focusPageHeading();
  }, [pathname]);

  return null;
}

function focusPageHeading() {
  const main = document.getElementById('main-content');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
