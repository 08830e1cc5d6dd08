import { ConfigError } from '@datadeck/service-kit';
import { describe, expect, it } from 'vitest';
import { loadConfig, SANDBOX_CLIENT_KEY } from '../src/config.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return error instanceof ConfigError ? error.problems : ['not a ConfigError'];
  }
};

describe('loadConfig', () => {
  it('has sandbox defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8081,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8081',
      environment: 'test',
      clientKey: SANDBOX_CLIENT_KEY,
      merchantAccount: 'DatadeckConsole',
    });
    expect(config.allowedOrigins).toEqual([
      'http://localhost:8081',
      'http://127.0.0.1:8081',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  it("allows the console's origins on its CONSOLE_PORT when it has no PUBLIC_URL", () => {
    const config = loadConfig({ PAY_PORT: '18081', CONSOLE_PORT: '18080' });
    expect(config.allowedOrigins).toEqual([
      'http://localhost:18081',
      'http://127.0.0.1:18081',
      'http://localhost:18080',
      'http://127.0.0.1:18080',
    ]);
    expect(config.consoleOrigin).toBe('http://localhost:18080');
    expect(problemsOf({ CONSOLE_PORT: '0' })[0]).toMatch(/^CONSOLE_PORT:/);
  });

  it('adds the console URL and PAY_ALLOWED_ORIGINS to the allowed origins', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://console.example.com/app',
      PAY_ALLOWED_ORIGINS: 'https://shop.example.com, http://localhost:3000/',
    });
    expect(config.allowedOrigins).toEqual([
      'http://localhost:8081',
      'http://127.0.0.1:8081',
      'https://console.example.com',
      'https://shop.example.com',
      'http://localhost:3000',
    ]);
    expect(config.consoleOrigin).toBe('https://console.example.com');
  });

  it('names the bad variable', () => {
    expect(problemsOf({ PAY_PORT: 'eighty' })[0]).toMatch(/^PAY_PORT:/);
    expect(problemsOf({ PAY_ALLOWED_ORIGINS: 'ftp://files' })[0]).toMatch(/^PAY_ALLOWED_ORIGINS:/);
    expect(problemsOf({ PAY_ENVIRONMENT: 'staging' })[0]).toMatch(/^PAY_ENVIRONMENT:/);
    expect(problemsOf({ PAY_ENVIRONMENT: 'live' })[0]).toMatch(/^PAY_CLIENT_KEY: must start with live_/);
    expect(problemsOf({ PAY_ENVIRONMENT: 'live', PAY_CLIENT_KEY: 'live_ABCDEFGHIJKLMNOP' })).toEqual([]);
  });
});
