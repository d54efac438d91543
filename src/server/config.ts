import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies } from './http/client-address';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** Every environment variable the server reads, validated once at start-up. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z
    .url({ message: 'must be an absolute URL such as https://health.example.com' })
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_ENABLED: booleanFlag.default(true),
  TRUSTED_ORIGINS: z.string().optional(),
  TRUSTED_PROXIES: z.string().max(2000).optional(),
  NODE_ENV: z.string().optional(),
  EMAIL_TRANSPORT: z.enum(['outbox', 'smtp', 'off']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Preventive Health & Nutrition <support@preventive-health.local>'),
  AI_BASE_URL: z
    .url({ message: 'must be an absolute URL such as https://api.openai.com/v1' })
    .optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().default('dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; absent means embedded PGlite under `dataDir`. */
  databaseUrl: string | null;
  publicUrl: string;
  /** NODE_ENV=production: no local mailbox, and a loud warning when mail cannot reach people. */
  isProduction: boolean;
  auth: { enabled: boolean; secret: string; trustedOrigins: string[] };
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed; empty: none. */
  trustedProxies: string[];
  email: { transport: 'outbox' | 'smtp' | 'off'; smtpUrl: string | null; from: string };
  ai: { baseUrl: string; apiKey: string | null; model: string } | null;
  webDistDir: string;
  /** The JSON logs' level: `info` logs every request; `warn` only problems. */
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `SMTP_URL=` in a .env file means "no SMTP". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/**
 * Parses the environment. A bad value throws a ConfigError naming the variable and the problem;
 * `main.ts` prints it and exits.
 */
export function parseConfig(
  env: NodeJS.ProcessEnv,
  options: { loadSecret?: (dataDir: string) => string } = {},
): ServerConfig {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const transport = e.EMAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : 'outbox');
  if (transport === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when EMAIL_TRANSPORT=smtp');
  }
  if ((e.AI_BASE_URL && !e.AI_MODEL) || (!e.AI_BASE_URL && e.AI_MODEL)) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL, AI_MODEL: set both to use an LLM, or neither',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const extraOrigins = (e.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const trustedProxies = (e.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const proxies = parseTrustedProxies(trustedProxies);
  if (!proxies.ok) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUSTED_PROXIES: '${proxies.bad}' is not an IP address or CIDR range (e.g. 10.0.0.5 or 10.0.0.0/24)`,
    );
  }
  const secret = e.BETTER_AUTH_SECRET ?? (options.loadSecret ?? loadOrCreateSecret)(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    trustedProxies,
    auth: {
      enabled: e.AUTH_ENABLED,
      secret,
      // Without PUBLIC_URL the app answers on loopback: 127.0.0.1 is the same place as localhost.
      trustedOrigins: [
        publicUrl,
        ...(e.PUBLIC_URL ? [] : [`http://127.0.0.1:${e.PORT}`]),
        ...extraOrigins,
      ],
    },
    email: { transport, smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY ?? null, model: e.AI_MODEL }
        : null,
    webDistDir: resolve(e.WEB_DIST_DIR),
  };
}

/**
 * With no BETTER_AUTH_SECRET, the embedded default keeps a random secret in the data folder so
 * sessions survive a restart. Production sets the variable (README).
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Settings that work but that a person running the server should hear about. */
export function startupWarnings(config: ServerConfig): string[] {
  const warnings: string[] = [];
  if (config.isProduction && config.auth.enabled && config.email.transport !== 'smtp') {
    warnings.push(
      [
        '',
        '!!! WARNING: NODE_ENV=production without SMTP_URL. !!!',
        '!!! Accounts need real mail: confirmation and password-reset emails cannot reach anyone, !!!',
        '!!! so nobody can confirm an account or reset a password. Set SMTP_URL (or AUTH_ENABLED=false). !!!',
        '',
      ].join('\n'),
    );
  }
  return warnings;
}
