import { WIDGET_TIMEOUTS } from '@datadeck/contracts/provider';
import type { ProviderErrorBody } from '@datadeck/contracts/provider-api';
import { WidgetError } from './errors.ts';

/**
 * SPEC §8 "NETWORK_ERROR unless level silent, info, warn or error": what a failed call does.
 * `fatal` (the default) throws the NETWORK_ERROR; `silent` swallows it; `info`, `warn` and `error`
 * log its message at that console level. The call then resolves `undefined`.
 */
export type HttpErrorLevel = 'fatal' | 'silent' | 'info' | 'warn' | 'error';
export type LoggedErrorLevel = Exclude<HttpErrorLevel, 'fatal'>;

export interface HttpOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** For the analytics flush on pagehide: the request outlives the page. */
  keepalive?: boolean;
  errorLevel?: HttpErrorLevel;
  /** Replaces 'Service at {url} is not available' (a provider error body keeps its own message). */
  errorMessage?: string;
}

const isErrorBody = (value: unknown): value is ProviderErrorBody => {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.errorCode === 'string' &&
    typeof body.message === 'string' &&
    typeof body.errorType === 'string' &&
    typeof body.status === 'number'
  );
};

/**
 * SPEC §7 generic fetch: 60 s time-out; a non-OK answer with a provider error body becomes a
 * NETWORK_ERROR with its message, anything else (no body, time-out, offline) 'Service at {url} is
 * not available'. Thrown, or logged by `errorLevel` (then the answer is `undefined`).
 */
export function http<T>(url: string, options?: HttpOptions & { errorLevel?: 'fatal' }): Promise<T>;
export function http<T>(url: string, options: HttpOptions & { errorLevel: LoggedErrorLevel }): Promise<T | undefined>;
export function http<T>(url: string, options: HttpOptions): Promise<T | undefined>;
export async function http<T>(url: string, options: HttpOptions = {}): Promise<T | undefined> {
  const level = options.errorLevel ?? 'fatal';
  try {
    return await request<T>(url, options);
  } catch (error) {
    if (level === 'fatal' || !(error instanceof WidgetError)) throw error;
    // oxlint-disable-next-line no-console -- SPEC §8: these levels only log the failure, at that level
    if (level !== 'silent') console[level](error.message);
    return undefined;
  }
}

async function request<T>(url: string, options: HttpOptions): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WIDGET_TIMEOUTS.httpMs);
  const unavailable = () =>
    new WidgetError('NETWORK_ERROR', options.errorMessage ?? `Service at ${url} is not available`);
  try {
    const init: RequestInit = {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      signal: controller.signal,
    };
    if (options.keepalive) init.keepalive = true;
    if (options.body !== undefined) {
      init.headers = { 'Content-Type': 'application/json' };
      init.body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch {
      throw unavailable();
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return body as T;
    if (isErrorBody(body)) throw new WidgetError('NETWORK_ERROR', body.message, body.errorCode);
    throw unavailable();
  } finally {
    clearTimeout(timer);
  }
}
