import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, startupWarnings } from './config';

const noSecretFile = { loadSecret: () => 'secret-from-data-dir-0123456789abcdef' };

describe('parseConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = parseConfig({}, noSecretFile);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    // Loopback by either name may change data; with PUBLIC_URL set, only the origins named.
    expect(config.auth.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.auth).toMatchObject({
      enabled: true,
      secret: 'secret-from-data-dir-0123456789abcdef',
    });
    expect(config.email.transport).toBe('outbox');
    expect(config.ai).toBeNull();
    expect(config.logLevel).toBe('info');
  });

  it('uses SMTP when SMTP_URL is set, and an LLM when AI_BASE_URL and AI_MODEL are', () => {
    const config = parseConfig(
      {
        SMTP_URL: 'smtp://mail.example.com:587',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'llama3',
        PUBLIC_URL: 'https://health.example.com/',
        TRUSTED_ORIGINS: 'https://a.example.com, https://b.example.com',
      },
      noSecretFile,
    );
    expect(config.email).toMatchObject({
      transport: 'smtp',
      smtpUrl: 'smtp://mail.example.com:587',
    });
    expect(config.ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3',
    });
    expect(config.publicUrl).toBe('https://health.example.com');
    expect(config.auth.trustedOrigins).toEqual([
      'https://health.example.com',
      'https://a.example.com',
      'https://b.example.com',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ SMTP_URL: '', DATABASE_URL: '' }, noSecretFile).email.transport).toBe(
      'outbox',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET'],
    [{ AUTH_ENABLED: 'maybe' }, 'AUTH_ENABLED'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ AI_MODEL: 'gpt-4o-mini' }, 'AI_BASE_URL'],
    [{ EMAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ TRUSTED_PROXIES: '10.0.0.1, proxy.local' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => parseConfig(env, noSecretFile)).toThrow(ConfigError);
    expect(() => parseConfig(env, noSecretFile)).toThrow(name);
  });
});

describe('start-up warnings', () => {
  it('warns loudly in production when accounts are on but mail stays in the local outbox', () => {
    const [warning] = startupWarnings(parseConfig({ NODE_ENV: 'production' }, noSecretFile));
    expect(warning).toMatch(/WARNING: NODE_ENV=production without SMTP_URL/);
    expect(warning).toMatch(/Set SMTP_URL/);
  });

  it('says nothing for the embedded defaults, real SMTP in production, or accounts off', () => {
    expect(startupWarnings(parseConfig({}, noSecretFile))).toEqual([]);
    expect(
      startupWarnings(
        parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }, noSecretFile),
      ),
    ).toEqual([]);
    expect(
      startupWarnings(parseConfig({ NODE_ENV: 'production', AUTH_ENABLED: 'false' }, noSecretFile)),
    ).toEqual([]);
  });

  it('reads TRUSTED_PROXIES as addresses and ranges', () => {
    const config = parseConfig({ TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16,::1' }, noSecretFile);
    expect(config.trustedProxies).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
  });
});
