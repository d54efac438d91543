/**
 * JSON written as text, for replies that carry stored jsonb columns (a meal plan is 60–120 KB):
 * the column is read as PostgreSQL's text of it and put into the reply as it is, instead of
 * parsed into objects by the driver and written out again. The reply means the same JSON (the
 * same keys in the same order, the same values); only the spaces inside the stored parts differ.
 *
 * The type parameter is the value the text stands for, so a reply built from these pieces is
 * checked against the domain's type of that reply, key by key.
 */
declare const stands: unique symbol;
export type JsonText<T> = string & { readonly [stands]: T };

/** A value of the server's own (a string, a number, a date's ISO text) as JSON. */
export function jsonText<T extends string | number | boolean | null>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/**
 * A jsonb column's text as PostgreSQL wrote it (`column::text`), always valid JSON; SQL NULL
 * (a nullable column) is JSON null. What was stored is taken to be `T`, as when the driver
 * parsed it: it was validated with the domain's schema on the way in.
 */
export function storedJson<T>(text: string | null): JsonText<T> {
  return (text ?? 'null') as JsonText<T>;
}

/** An object whose every key is listed, in the order given (the order `JSON.stringify` keeps). */
export function jsonObject<T extends object>(
  fields: { [K in keyof T]-?: JsonText<T[K]> },
): JsonText<T> {
  const parts: string[] = [];
  for (const key of Object.keys(fields) as (keyof T & string)[]) {
    parts.push(`${JSON.stringify(key)}:${fields[key]}`);
  }
  return `{${parts.join(',')}}` as JsonText<T>;
}

export function jsonArray<T>(items: readonly JsonText<T>[]): JsonText<T[]> {
  return `[${items.join(',')}]` as JsonText<T[]>;
}
