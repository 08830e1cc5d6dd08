import { Agent, request } from 'node:http';
import { CSRF_HEADER } from '@datadeck/contracts';
import type { Session } from '../api/client.ts';

/** JSON calls of the bench user: GET with the session cookie, POST also with the CSRF header. */
export function jsonClient(baseUrl: string, session: Session) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie: session.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json', [CSRF_HEADER]: session.csrfToken }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
  };
}

export interface TimedResponse {
  status: number;
  bytes: number;
  /** From writing the request to the last byte of the answer, in milliseconds. */
  ms: number;
  /** The request went out on a socket an earlier request had opened (keep-alive). */
  reusedSocket: boolean;
  /** The answer's Content-Encoding, if any (the bytes are counted as sent, not decoded). */
  encoding?: string;
}

/**
 * One connection, kept alive, for requests sent one after another: the latency of each is the
 * server's time plus a loopback round trip and the transfer of the answer, with no queueing
 * behind other requests (there are none).
 */
export function keepAliveConnection(baseUrl: string, headers: Record<string, string>) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<TimedResponse>((resolve, reject) => {
      const started = performance.now();
      const req = request({ host: url.hostname, port: url.port, path, method: 'GET', agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            ms: performance.now() - started,
            reusedSocket: req.reusedSocket,
            encoding: res.headers['content-encoding'],
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}
