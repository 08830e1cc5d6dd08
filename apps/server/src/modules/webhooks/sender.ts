import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isSlackWebhookUrl, LIMITS, MESSAGES, WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from '@datadeck/contracts';
import { checkWebhookUrl, hostOf, isPublicAddress } from './address-policy.ts';

/** How one attempt went: a 2xx answer is delivered; anything else says why not. */
export interface WebhookAttempt {
  delivered: boolean;
  responseCode: number | null;
  /** At most LIMITS.webhookResponseExcerptBytes of the answer's body. */
  responseExcerpt: string | null;
  error: string | null;
  /** No later attempt can do better (a refused address or scheme): not worth retrying. */
  final: boolean;
}

export interface SendWebhookOptions {
  /** The webhook's signing secret (the whole `whsec_…` string is the HMAC key). */
  secret: string;
  allowPrivateNetworks: boolean;
  /** Signature time: the injectable clock's. */
  now: Date;
  /** The whole attempt: connect, send, answer. A parameter so tests need not wait 10 s. */
  timeoutMs?: number;
}

export const WEBHOOK_USER_AGENT = 'Datadeck-Webhooks/1.0';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`: Stripe's scheme. */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** What a webhook receives: Slack's `{"text"}` for a Slack URL, else the event envelope. */
export function webhookBody(url: string, event: WebhookEvent): string {
  return JSON.stringify(isSlackWebhookUrl(url) ? { text: event.text } : event);
}

/**
 * Resolves like the system does, then refuses a disallowed address at connect time: the name was
 * checked at save, but may resolve elsewhere now (DNS rebinding between check and connect).
 */
export function guardedLookup(allowPrivateNetworks: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const refused = addresses.find((a) => !allowPrivateNetworks && !isPublicAddress(a.address));
      const first = addresses[0];
      if (refused !== undefined || first === undefined) {
        return callback(new Error(MESSAGES.webhooks.privateAddress), '', 4);
      }
      if (options.all === true) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

/** The body's first `limit` bytes, cut before a character the limit would split. */
export function excerptOf(body: Buffer, limit: number = LIMITS.webhookResponseExcerptBytes): string {
  if (body.length <= limit) return body.toString('utf8');
  let end = limit;
  // A continuation byte (10xxxxxx) at the cut means a character straddles it: cut before its start.
  while (end > 0 && ((body[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return body.subarray(0, end).toString('utf8');
}

/** Reads at most `limit` bytes of the answer, then stops reading (a huge answer is not fetched). */
function readExcerpt(response: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(excerptOf(Buffer.concat(chunks), limit));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', reject);
  });
}

const failure = (error: string, responseCode: number | null = null, excerpt: string | null = null): WebhookAttempt => ({
  delivered: false,
  responseCode,
  responseExcerpt: excerpt,
  error,
  final: false,
});

/**
 * One POST of an event to a webhook. Never throws: every way it can go wrong is an attempt that
 * failed, with the reason. The address is checked before connecting (an IP literal is not looked
 * up by node, so this check is its only one) and again when the name is resolved to connect.
 */
export async function sendWebhook(
  url: string,
  event: WebhookEvent,
  options: SendWebhookOptions,
): Promise<WebhookAttempt> {
  const refusal = await checkWebhookUrl(url, options.allowPrivateNetworks);
  // A host name that does not resolve may resolve later; a refused address or scheme will not.
  if (refusal !== null) return { ...failure(MESSAGES.webhooks[refusal]), final: refusal !== 'unresolvable' };
  const target = new URL(url);
  const body = webhookBody(url, event);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': WEBHOOK_USER_AGENT,
  };
  if (!isSlackWebhookUrl(url)) {
    headers[WEBHOOK_SIGNATURE_HEADER] = webhookSignature(
      options.secret,
      Math.floor(options.now.getTime() / 1000),
      body,
    );
  }
  const timeoutMs = options.timeoutMs ?? LIMITS.webhookTimeoutMs;
  const limit = LIMITS.webhookResponseExcerptBytes;

  return new Promise<WebhookAttempt>((resolve) => {
    let settled = false;
    const settle = (attempt: WebhookAttempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      {
        protocol: target.protocol,
        hostname: hostOf(target),
        port: target.port === '' ? undefined : Number(target.port),
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers,
        lookup: guardedLookup(options.allowPrivateNetworks),
        // One connection per attempt: no pooled socket to a host that resolved elsewhere before.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        readExcerpt(response, limit).then(
          (excerpt) => {
            if (status >= 200 && status < 300) {
              settle({ delivered: true, responseCode: status, responseExcerpt: excerpt, error: null, final: false });
            } else if (status >= 300 && status < 400) {
              settle(failure(`Redirect (HTTP ${status}) not followed`, status, excerpt));
            } else settle(failure(`The webhook answered HTTP ${status}`, status, excerpt));
          },
          (err: unknown) => settle(failure(reasonOf(err), status)),
        );
      },
    );
    const timer = setTimeout(() => {
      settle(failure(`No answer within ${timeoutMs / 1000} s`));
      request.destroy();
    }, timeoutMs);
    request.on('error', (err) => settle(failure(reasonOf(err))));
    request.end(body);
  });
}

const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
