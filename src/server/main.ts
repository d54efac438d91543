import { serve } from '@hono/node-server';
import { createLlmReader } from './ai/llm-reader';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { ConfigError, parseConfig, startupWarnings } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './email/mailer';
import { runWeeklyEmails } from './email/weekly-emails';
import { workerEngine } from './engine/engine';
import { parseTrustedProxies } from './http/client-address';
import { watchEventLoop } from './http/event-loop';
import { createLogger, logFunction } from './http/request-log';

/** Until the configuration is read, problems are logged at the default level. */
let logger = createLogger();

async function main() {
  const config = parseConfig(process.env);
  logger = createLogger(config.logLevel);
  const log = logFunction(logger);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const mailer = createMailer({ ...config.email, db: database.db, log });
  const auth = config.auth.enabled ? createAuth({ db: database.db, mailer, config, log }) : null;
  // Planning, plan edits and analysis run on worker threads: the event loop stays free.
  const engine = workerEngine();
  const eventLoop = watchEventLoop();
  // Set on SIGTERM or SIGINT: readiness answers 503 while in-flight requests finish.
  let stopping = false;
  const app = createApp({
    database,
    engine,
    eventLoop,
    auth,
    mailer,
    // With AI_BASE_URL and AI_MODEL, the LLM reads what the built-in reader cannot.
    ai: config.ai ? { mode: 'llm', model: config.ai.model } : { mode: 'builtin', model: null },
    llm: config.ai ? createLlmReader(config.ai) : null,
    webDistDir: config.webDistDir,
    trustedProxies: trustedProxyList(config.trustedProxies),
    publicUrl: config.publicUrl,
    trustedOrigins: config.auth.trustedOrigins,
    isProduction: config.isProduction,
    isStopping: () => stopping,
    log,
    logger,
  });
  for (const warning of startupWarnings(config)) logger.warn(warning);

  // Mail the SMTP server did not take is tried again from the queue (mail-queue.ts).
  const runQueue = mailer.runQueue;
  const queueTimer = runQueue
    ? setInterval(() => {
        runQueue().catch((error: unknown) => log('The mail queue run failed:', error));
      }, MAIL_QUEUE_INTERVAL_MS)
    : null;
  queueTimer?.unref();
  // The weekly emails: every hour, the week's are sent to whoever has not had them yet; the
  // database makes each go once, however many instances run this (weekly-emails.ts).
  const weeklyTimer = setInterval(() => {
    runWeeklyEmails(database.db, mailer, { now: new Date(), publicUrl: config.publicUrl }).catch(
      (error: unknown) => log('The weekly emails run failed:', error),
    );
  }, WEEKLY_EMAIL_INTERVAL_MS);
  weeklyTimer.unref();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    logger.info(
      { url: config.publicUrl, database: database.kind },
      `Preventive Health & Nutrition is running at ${config.publicUrl} (database: ${where})`,
    );
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: closing the server and the database.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    if (queueTimer) clearInterval(queueTimer);
    clearInterval(weeklyTimer);
    eventLoop.stop();
    server.close(async () => {
      await engine.close();
      await database.close();
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** How often an instance looks for queued mail that is due. */
const MAIL_QUEUE_INTERVAL_MS = 60_000;
/** How often an instance looks for weekly emails that are due. */
const WEEKLY_EMAIL_INTERVAL_MS = 60 * 60_000;

function trustedProxyList(entries: string[]) {
  if (entries.length === 0) return null;
  const parsed = parseTrustedProxies(entries);
  return parsed.ok ? parsed.list : null;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'The server could not start');
  }
  // pino writes synchronously to stdout, so the line is out before the process ends.
  process.exit(1);
});
