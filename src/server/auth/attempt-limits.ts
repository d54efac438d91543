import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

/**
 * Limits per account, beside better-auth's per-address limits. A password can be guessed from
 * many addresses and a mailbox flooded with reset mail from many, so these count per email
 * address as well. Counters live in better-auth's `rate_limit` table (their keys start with
 * `account:`), so every instance sees the same counts.
 *
 * Sign-in counts attempts since the last success. Keyed on address and account, 5 in 15 minutes
 * stops one attacker guessing one account without locking its owner out elsewhere; keyed on the
 * account alone, 50 in an hour stops a guess spread over many addresses. Other accounts are never
 * affected, so nobody can lock everyone out.
 */
export interface AttemptRule {
  /** Window length in seconds. */
  windowSeconds: number;
  /** Attempts allowed in a window; the next one is refused. */
  max: number;
}

export const ATTEMPT_RULES = {
  signInPerAddressAndAccount: { windowSeconds: 15 * 60, max: 5 },
  signInPerAccount: { windowSeconds: 60 * 60, max: 50 },
  /** Reset and confirmation mail to one address. */
  mailPerAccount: { windowSeconds: 15 * 60, max: 3 },
} as const satisfies Record<string, AttemptRule>;

export interface AttemptDecision {
  allowed: boolean;
  /** Seconds until the window ends, when refused. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt under `key` and says whether it is allowed. One statement, so concurrent
 * attempts cannot all read a stale count: each gets its own number.
 */
export async function countAttempt(
  db: Database,
  key: string,
  rule: AttemptRule,
  nowMs = Date.now(),
): Promise<AttemptDecision> {
  const windowStart = nowMs - rule.windowSeconds * 1000;
  const [row] = await queryRows<{ count: number; last_request: string | number }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request)
        values (${randomUUID()}, ${`account:${key}`}, 1, ${nowMs})
        on conflict (key) do update set
          count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
          last_request = case when rate_limit.last_request < ${windowStart} then ${nowMs} else rate_limit.last_request end
        returning count, last_request`,
  );
  const count = Number(row?.count ?? 1);
  const started = Number(row?.last_request ?? nowMs);
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((started + rule.windowSeconds * 1000 - nowMs) / 1000),
  );
  return { allowed: count <= rule.max, retryAfterSeconds };
}

/** Forgets the attempts under `key` (a successful sign-in). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${`account:${key}`}`);
}

/** Email addresses compare case-insensitively; the key is bounded whatever was sent. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}
