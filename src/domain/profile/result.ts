/**
 * An expected failure as a value: `{ ok: true, value }` or `{ ok: false, error }`. Only programmer
 * errors throw. Layer 1 (profile) because the lowest folder that returns one, `targets`, is
 * layer 3 and everything above imports from here.
 */
export type Ok<T> = { ok: true; value: T };
export type Err<E> = { ok: false; error: E };
export type Result<T, E> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });
