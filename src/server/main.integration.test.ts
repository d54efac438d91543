import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './db/client';
import { type ServerProcess, spawnServerProcess, waitForServer } from './test/server-process';

const ROOT = join(import.meta.dirname, '..', '..');

let running: ServerProcess | null = null;

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServerProcess({
    cwd: ROOT,
    // Node itself with tsx's loader, not the tsx command: that one runs the server in a child
    // process, so a signal (SIGKILL above all) would reach the wrapper and leave the server running.
    args: ['--import', 'tsx', 'src/server/main.ts'],
    env,
    output: 'keep',
  });
  running = server;
  await waitForServer(server, { timeoutMs: 60_000, pollMs: 250 });
  return server;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  running = null;
  return server.stop(signal);
}

afterEach(async () => {
  if (running) await stop(running, 'SIGKILL');
});

describe('the server process', () => {
  it('prints its URL, stops cleanly on SIGTERM and SIGINT, and keeps data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'phn-restart-'));
    const first = await start({ DATA_DIR: dataDir });
    expect(first.output()).toContain(`running at ${first.url}`);

    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({
        name: 'Restart Test',
        email: 'restart@example.com',
        password: 'long enough 1',
      }),
    });
    expect(signUp.status).toBe(200);
    expect(await stop(first, 'SIGTERM')).toBe(0);
    expect(first.output()).toContain('SIGTERM received');

    const second = await start({ DATA_DIR: dataDir });
    const outbox = (await (await fetch(`${second.url}/api/dev/outbox`)).json()) as { to: string }[];
    expect(outbox.map((message) => message.to)).toContain('restart@example.com');
    // The account survived too: signing in is refused for the unconfirmed email, not the password.
    const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: second.url },
      body: JSON.stringify({ email: 'restart@example.com', password: 'long enough 1' }),
    });
    expect(signIn.status).toBe(403);
    expect(await stop(second, 'SIGINT')).toBe(0);
  }, 180_000);

  it('leaves no half-made account when killed with SIGKILL during sign-ups', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'phn-kill-'));
    const server = await start({ DATA_DIR: dataDir });
    const emails = Array.from({ length: 12 }, (_, index) => `killed-${index}@example.com`);
    const attempts = emails.map((email) =>
      fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ name: 'Kill Test', email, password: 'long enough 1' }),
      }).then(
        (res) => res.status,
        () => 0,
      ),
    );
    // Kill as soon as the first sign-up is through: the others are mid-way.
    await Promise.race(attempts);
    server.child.kill('SIGKILL');
    const statuses = await Promise.all(attempts);
    running = null;
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);

    // Open the same data folder after the crash: every user has its password account.
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await database.migrate();
      const users = await queryRows<{ email: string; accounts: number }>(
        database.db,
        sql`select u.email, count(a.id)::int as accounts from "user" u
            left join account a on a.user_id = u.id and a.password is not null group by u.email`,
      );
      expect(users.length).toBeGreaterThan(0);
      expect(users.filter((row) => row.accounts !== 1)).toEqual([]);
    } finally {
      await database.close();
    }
    // And the server starts again on it.
    const again = await start({ DATA_DIR: dataDir });
    expect(await stop(again, 'SIGTERM')).toBe(0);
  }, 180_000);

  it('refuses to start on a bad setting, naming it', async () => {
    await expect(start({ PORT: 'eighty' })).rejects.toThrow(/PORT/);
  }, 60_000);
});
