/**
 * The `?redirect=` target after signing in, when it is a path on this site; otherwise null.
 * '//evil.example' and '/\evil.example' are read by browsers as another host, so they are refused
 * (an open redirect would let a link to our login page send people anywhere).
 */
export function sameSiteRedirectTarget(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
