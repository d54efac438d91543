/**
 * A loader for what the app fetches on demand (a chunk of code, mostly): the first call starts
 * `load`, every call until it settles shares that promise, a success is kept for good, and a
 * failure is forgotten so the next call tries again (offline for a moment, or a new deploy that
 * replaced the chunk).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
