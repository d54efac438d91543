import type { Context } from 'hono';
import { z } from 'zod';
import { ListLimitSchema, RowIdSchema } from '#domain';
import { AppError } from './errors';
import { readJson, validationMessage } from './validation';

/**
 * The 400 for a failed parse, fields named as `fieldErrorsOf` names them. An unknown field is
 * reported under its own name (zod files it under the object holding it), so a form can show
 * which field the server refused. The map has no prototype, so a field called `__proto__` is
 * reported like any other.
 */
function invalid(error: z.ZodError): AppError {
  const fields: Record<string, string[]> = Object.create(null);
  const add = (path: readonly PropertyKey[], message: string) => {
    const name = path.map(String).join('.') || '(body)';
    fields[name] = [...(fields[name] ?? []), message];
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'is not a field of this request');
    } else {
      add(issue.path, issue.message);
    }
  }
  return new AppError('VALIDATION_FAILED', validationMessage(error), fields);
}

/** Deeper than any body of the contract; also keeps JSON.stringify far from its recursion limit. */
const MAX_JSON_DEPTH = 64;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first place in a JSON value that PostgreSQL would refuse to store: text with a NUL
 * character or half a surrogate pair (both are valid JSON, and both make `text`/`jsonb` fail),
 * or nesting deeper than MAX_JSON_DEPTH. Walked with a stack, as a body may nest deeply.
 */
export function unstorablePart(value: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const path = item.path.join('.') || '(body)';
    if (item.path.length > MAX_JSON_DEPTH) {
      return { path, message: `nests deeper than ${MAX_JSON_DEPTH} levels` };
    }
    const texts = typeof item.value === 'string' ? [item.value] : [];
    if (item.value && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        texts.push(key);
        stack.push({ value: child, path: [...item.path, key] });
      }
    }
    for (const text of texts) {
      if (text.includes('\u0000')) return { path, message: 'must not contain a NUL character' };
      if (LONE_SURROGATE.test(text)) return { path, message: 'must be valid Unicode text' };
    }
  }
  return null;
}

/** The JSON body validated by `schema`: a 400 naming the field otherwise. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await readJson(c);
  const unstorable = unstorablePart(body);
  if (unstorable) {
    const fields: Record<string, string[]> = Object.create(null);
    fields[unstorable.path] = [unstorable.message];
    throw new AppError('VALIDATION_FAILED', `${unstorable.path}: ${unstorable.message}`, fields);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/** The query string validated by `schema` (an object of the parameters); unknown ones are ignored. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

const IdParamSchema = z.object({ id: RowIdSchema });

/** The `:id` of the path, a 400 naming `id` when it is not a row id. */
export function parseId(c: Context): string {
  return parseParam(c, IdParamSchema).id;
}

export function parseParam<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/** `?flag=true|false`; absent is undefined. */
export const QueryFlagSchema = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .transform((value) => value === 'true')
  .optional();

export const LimitQuerySchema = z.object({ limit: ListLimitSchema });
