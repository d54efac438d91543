import type { Context } from 'hono';
import { type JsonText, jsonObject } from '../db/json-text';

/** The headers `c.json` sets, so a reply built as text looks the same to every client. */
const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;

/** `c.json({ items })` for a list already written as JSON text (db/json-text.ts). */
export function itemsReply<T>(c: Context, items: JsonText<T[]>): Response {
  return c.body(jsonObject<{ items: T[] }>({ items }), 200, JSON_HEADERS);
}
