import {
  DEFAULT_CONSOLE_PORT,
  DEFAULT_PAY_PORT,
  SANDBOX_API_KEY,
  SANDBOX_CLIENT_KEY,
  SANDBOX_MERCHANT_ACCOUNT,
  type ProviderEnvironment,
} from '@datadeck/contracts/provider';
import { clientKeyProblem, merchantEnvShape } from '@datadeck/contracts/provider-env';
import { ConfigError, LOG_LEVELS, readEnv, type LogLevel } from '@datadeck/service-kit';
import { z } from 'zod';

// The published sandbox credentials live in the contracts, where the console's server reads them too.
export { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY, SANDBOX_MERCHANT_ACCOUNT };

const url = (hint: string) => z.url(`must be a URL such as ${hint}`);

/** Every environment variable the sandbox reads, with its default (the README lists the same). */
const envSchema = z.object({
  PAY_PORT: z.coerce.number('must be a number').int().min(0).max(65_535).default(DEFAULT_PAY_PORT),
  PAY_HOST: z.string().min(1).default('0.0.0.0'),
  PAY_PUBLIC_URL: url('http://localhost:8081').optional(),
  PAY_ALLOWED_ORIGINS: z.string().default(''),
  // The merchant's key, secret, account and environment: the same rules as the console's server.
  ...merchantEnvShape,
  /** The console's public URL: its origin may embed the widget. */
  PUBLIC_URL: url('https://console.example.com').optional(),
  /**
   * The console's port (`npm start` hands over its PORT): without PUBLIC_URL the console is
   * reached at localhost or 127.0.0.1 on it, and those pages embed the widget.
   */
  CONSOLE_PORT: z.coerce.number('must be a number').int().min(1).max(65_535).default(DEFAULT_CONSOLE_PORT),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** Origin (no trailing slash) under which browsers reach the sandbox: pages, tokens, 3DS URLs. */
  publicUrl: string;
  environment: ProviderEnvironment;
  merchantAccount: string;
  apiKey: string;
  clientKey: string;
  /** Origins whose pages may use the client key (secured fields, binLookup, sessions, …). */
  allowedOrigins: string[];
  /** Where 3DS notification pages post when a server-to-server payment names no origin. */
  consoleOrigin: string;
  logLevel: LogLevel;
}

/**
 * Reads and validates the configuration; throws the service kit's ConfigError naming each bad
 * variable (an empty one means its default), then checks what spans variables.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = readEnv(envSchema, env);
  const problems: string[] = [];
  const keyProblem = clientKeyProblem(e);
  if (keyProblem !== null) problems.push(keyProblem);
  const publicUrl = new URL(e.PAY_PUBLIC_URL ?? `http://localhost:${e.PAY_PORT}`).origin;
  const extra: string[] = [];
  for (const entry of e.PAY_ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '')) {
    const origin = originOf(entry);
    if (origin === null)
      problems.push(`PAY_ALLOWED_ORIGINS: "${entry}" is not an http(s) origin such as https://shop.example.com`);
    else extra.push(origin);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const consoleOrigin =
    e.PUBLIC_URL === undefined ? `http://localhost:${e.CONSOLE_PORT}` : new URL(e.PUBLIC_URL).origin;
  const consoleOrigins =
    e.PUBLIC_URL === undefined ? [consoleOrigin, `http://127.0.0.1:${e.CONSOLE_PORT}`] : [consoleOrigin];
  const allowedOrigins = [
    ...new Set([
      publicUrl,
      `http://127.0.0.1:${e.PAY_PORT}`,
      `http://localhost:${e.PAY_PORT}`,
      ...consoleOrigins,
      ...extra,
    ]),
  ];
  return {
    port: e.PAY_PORT,
    host: e.PAY_HOST,
    publicUrl,
    environment: e.PAY_ENVIRONMENT,
    merchantAccount: e.PAY_MERCHANT_ACCOUNT,
    apiKey: e.PAY_API_KEY,
    clientKey: e.PAY_CLIENT_KEY,
    allowedOrigins,
    consoleOrigin,
    logLevel: e.LOG_LEVEL,
  };
}

/** The origin of an http(s) URL, or null. */
export function originOf(value: string): string | null {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
