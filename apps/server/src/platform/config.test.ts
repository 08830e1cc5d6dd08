import path from 'node:path';
import { LIMITS } from '@datadeck/contracts';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY, SANDBOX_MERCHANT_ACCOUNT } from '@datadeck/contracts/provider';
import { ConfigError } from '@datadeck/service-kit';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve(import.meta.dirname, '../../../../.data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      secureCookies: false,
      seedDemo: true,
      jobs: true,
      freeTrialDays: LIMITS.freeTrialDays,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('marks cookies Secure when the public URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com' }).secureCookies).toBe(true);
  });

  it('takes trusted proxies as addresses and CIDR ranges of either family', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.1 ,::1,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
      'fd00::/8',
    ]);
    expect(problemsOf({ TRUSTED_PROXIES: '10.0.0.1/x,::1/129,1.2.3.4/8/9' })).toHaveLength(3);
  });

  it("frames only the payment provider's origin, the sandbox's by default", () => {
    expect(loadConfig({}).paymentProviderOrigin).toBe('http://localhost:8081');
    expect(loadConfig({ PAY_PORT: '9090' }).paymentProviderOrigin).toBe('http://localhost:9090');
    expect(loadConfig({ PAY_PUBLIC_URL: 'https://pay.example.com/checkout' }).paymentProviderOrigin).toBe(
      'https://pay.example.com',
    );
  });

  it("calls the card provider's API with the sandbox's variables and defaults, or not at all", () => {
    expect(loadConfig({}).cardProvider).toEqual({
      apiUrl: 'http://127.0.0.1:8081',
      apiKey: SANDBOX_API_KEY,
      clientKey: SANDBOX_CLIENT_KEY,
      merchantAccount: SANDBOX_MERCHANT_ACCOUNT,
      environment: 'test',
    });
    expect(loadConfig({ PAY_PORT: '9090', PAY_API_URL: '' }).cardProvider?.apiUrl).toBe('http://127.0.0.1:9090');
    expect(loadConfig({ PAY_API_URL: 'https://checkout.example.com/v1/' }).cardProvider?.apiUrl).toBe(
      'https://checkout.example.com/v1',
    );
    expect(loadConfig({ PAY_PROVIDER: 'none' }).cardProvider).toBeNull();
    expect(problemsOf({ PAY_ENVIRONMENT: 'live' })).toEqual([
      'PAY_CLIENT_KEY: must start with live_ for PAY_ENVIRONMENT=live',
    ]);
    expect(problemsOf({ PAY_API_KEY: 'short', PAY_CLIENT_KEY: 'key', PAY_PROVIDER: 'maybe' })).toHaveLength(3);
  });

  it('names every bad variable', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/^PORT: must be a number/m);
    expect(problems.join('\n')).toMatch(/^DATABASE_URL: must be a postgres/m);
    expect(problems.join('\n')).toMatch(/^SEED_DEMO: must be true or false/m);
  });

  it('reads SECRETS_KEY and previous keys in hex or base64, and refuses a malformed one by name', () => {
    const hex = 'ab'.repeat(32);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({ SECRETS_KEY: hex, SECRETS_KEY_PREVIOUS: ` ${base64} , ${hex}` });
    expect(config.secretsKey).toEqual(Buffer.from(hex, 'hex'));
    expect(config.previousSecretsKeys).toEqual([Buffer.alloc(32, 7), Buffer.from(hex, 'hex')]);
    expect(loadConfig({}).secretsKey).toBeNull();

    const problems = problemsOf({ SECRETS_KEY: 'too-short', SECRETS_KEY_PREVIOUS: `${hex},${hex.slice(2)}` });
    expect(problems).toEqual([
      'SECRETS_KEY: must be 32 bytes in base64 or hex (openssl rand -base64 32)',
      'SECRETS_KEY_PREVIOUS: key 2 must be 32 bytes in base64 or hex (openssl rand -base64 32)',
    ]);
  });

  it('needs SECRETS_KEY with DATABASE_URL: a key per process would leave secrets unreadable', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/console' })).toEqual([
      'SECRETS_KEY: required with DATABASE_URL; it must be 32 bytes in base64 or hex (openssl rand -base64 32)',
    ]);
  });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('the configuration was accepted');
}
