import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';
import { buildApp } from '../src/app.ts';
import {
  loadConfig,
  SANDBOX_API_KEY,
  SANDBOX_CLIENT_KEY,
  SANDBOX_MERCHANT_ACCOUNT,
  type Config,
} from '../src/config.ts';
import { generateProviderKeys, type ProviderKeys } from '../src/crypto/keys.ts';

export const CLIENT_KEY = SANDBOX_CLIENT_KEY;
export const API_KEY = SANDBOX_API_KEY;
export const MERCHANT = SANDBOX_MERCHANT_ACCOUNT;
/** The public URL the test sandbox claims (tokens point there); requests go to `base`. */
export const PUBLIC_URL = 'http://localhost:8081';
export const HOST_ORIGIN = 'http://localhost:8080';

export interface Sandbox {
  base: string;
  app: FastifyInstance;
  keys: ProviderKeys;
  config: Config;
  /** Every log line written so far (level trace). */
  logs: () => string;
  close: () => Promise<void>;
}

/** A sandbox on a free port of 127.0.0.1, logging at trace into memory. */
export async function startSandbox(env: Record<string, string> = {}): Promise<Sandbox> {
  const lines: string[] = [];
  const keys = await generateProviderKeys();
  const config = loadConfig({ LOG_LEVEL: 'trace', PAY_PUBLIC_URL: PUBLIC_URL, ...env });
  const app = await buildApp(config, { keys, logStream: { write: (line: string) => void lines.push(line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    base: `http://127.0.0.1:${address.port}`,
    app,
    keys,
    config,
    logs: () => lines.join(''),
    close: () => app.close(),
  };
}

/**
 * A sandbox for the whole test file: started before its first test, closed after its last. The
 * object is filled in by the beforeAll hook, so tests read it as they would a started sandbox.
 */
export function useSandbox(env: Record<string, string> = {}): Sandbox {
  const sandbox = {} as Sandbox;
  beforeAll(async () => {
    Object.assign(sandbox, await startSandbox(env));
  });
  afterAll(async () => {
    await sandbox.close();
  });
  return sandbox;
}

/** A JWE the way a secured field makes it (RSA-OAEP + A256GCM, the provider's kid). */
export async function encrypt(
  keys: ProviderKeys,
  payload: Record<string, string>,
  options: { generationtime?: string; enc?: string; kid?: string } = {},
): Promise<string> {
  const publicKey = await importJWK(keys.publicJwk, 'RSA-OAEP');
  const plaintext = new TextEncoder().encode(
    JSON.stringify({ ...payload, generationtime: options.generationtime ?? new Date().toISOString() }),
  );
  return new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg: 'RSA-OAEP', enc: options.enc ?? 'A256GCM', kid: options.kid ?? keys.kid })
    .encrypt(publicKey);
}

export interface TestCardInput {
  number: string;
  month?: string;
  year?: string;
  cvc?: string;
  generationtime?: string;
}

/** `paymentMethod` of a payment: the card's fields encrypted one by one. */
export async function cardPaymentMethod(keys: ProviderKeys, card: TestCardInput) {
  const options = card.generationtime === undefined ? {} : { generationtime: card.generationtime };
  return {
    type: 'scheme' as const,
    encryptedCardNumber: await encrypt(keys, { number: card.number }, options),
    encryptedExpiryMonth: await encrypt(keys, { expiryMonth: card.month ?? '03' }, options),
    encryptedExpiryYear: await encrypt(keys, { expiryYear: card.year ?? '2030' }, options),
    encryptedSecurityCode: await encrypt(keys, { cvc: card.cvc ?? '737' }, options),
    holderName: 'J. Smith',
  };
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

export const apiHeaders = { 'x-api-key': API_KEY };

/** A form post as a browser sends it from the ACS iframes. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

export const base64Json = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64');
export const base64UrlJson = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
export const decodeBase64Json = (value: unknown): Record<string, unknown> =>
  JSON.parse(Buffer.from(String(value), 'base64').toString('utf8')) as Record<string, unknown>;

export function paymentBody(paymentMethod: unknown, extra: Record<string, unknown> = {}) {
  return {
    merchantAccount: MERCHANT,
    amount: { currency: 'USD', value: 1000 },
    reference: 'order-1',
    paymentMethod,
    origin: HOST_ORIGIN,
    ...extra,
  };
}
