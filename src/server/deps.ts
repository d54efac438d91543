import type { BlockList } from 'node:net';
import type { Logger } from 'pino';
import type { AppConfig } from '#domain';
import type { LlmReader } from './ai/llm-reader';
import type { AttemptRule } from './auth/attempt-limits';
import type { Auth } from './auth/auth';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './email/mailer';
import type { Engine } from './engine/engine';
import type { EventLoopDelay } from './http/event-loop';

/**
 * What `createApp` needs, passed in so that each test builds its own app on its own database.
 * Its own module: the routes take it and `app.ts` imports the routes, so it cannot live there.
 */
export interface AppDeps {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** null when authentication is switched off (AUTH_ENABLED=false). */
  auth: Auth | null;
  mailer: Mailer;
  ai: AppConfig['ai'];
  /** The optional LLM (AI_BASE_URL and AI_MODEL): reads what the built-in reader cannot. */
  llm?: LlmReader | null;
  /** Where planning, plan edits and analysis run: the server's is a pool of worker threads. */
  engine: Engine;
  /** How long any API request may run before it is answered 503 (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** Folder of the built web app; the SPA is served from here with history fallback. */
  webDistDir: string | null;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none when absent. */
  trustedProxies?: BlockList | null;
  /** The address people use (PUBLIC_URL): links in emails point here. */
  publicUrl?: string;
  /** The origins whose pages may change data (PUBLIC_URL, then TRUSTED_ORIGINS). */
  trustedOrigins?: readonly string[];
  /** Calls of each server function per client and window; null turns the limit off (tests). */
  functionRateLimit?: AttemptRule | null;
  /** Recent event-loop delay, reported by `/api/health/live` (main.ts: `watchEventLoop()`). */
  eventLoop?: { read(): EventLoopDelay };
  /** True once the server is shutting down: readiness then answers 503. */
  isStopping?: () => boolean;
  /** NODE_ENV=production: the local mailbox is never served. */
  isProduction?: boolean;
  log?: (...args: unknown[]) => void;
  /** The JSON logger (pino): one line per request with its id (main.ts). */
  logger?: Logger;
}
