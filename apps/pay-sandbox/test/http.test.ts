import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { apiHeaders, CLIENT_KEY, useSandbox } from './helpers.ts';

const sandbox = useSandbox();

const postRaw = async (path: string, body: string, contentType: string) => {
  const response = await fetch(`${sandbox.base}${path}`, {
    method: 'POST',
    headers: { ...apiHeaders, 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

/** A promise and its resolve (Promise.withResolvers arrives with Node 22). */
function deferred() {
  const settle: { resolve?: () => void } = {};
  const promise = new Promise<void>((resolve) => {
    settle.resolve = resolve;
  });
  return { promise, resolve: () => settle.resolve?.() };
}

/** The provider's body for a request Fastify refused before any handler. */
const refusal = (status: number, message: string) => ({
  status,
  errorCode: 'request.invalid',
  message,
  errorType: 'validation',
});

describe("Fastify's client errors", () => {
  it('leave as the provider error body with their status', async () => {
    expect(await postRaw('/v71/sessions', '{"merchantAccount":', 'application/json')).toEqual({
      status: 400,
      body: refusal(400, 'The request body is not valid JSON'),
    });
    expect(await postRaw('/v71/sessions', '<session/>', 'application/xml')).toEqual({
      status: 415,
      body: refusal(415, 'Unsupported request body content type'),
    });
    expect(
      await postRaw('/v71/sessions', JSON.stringify({ reference: 'x'.repeat(300_000) }), 'application/json'),
    ).toEqual({
      status: 413,
      body: refusal(413, 'The request body is too large'),
    });
  });

  it('name the invalid field with its part', async () => {
    const answer = await fetch(`${sandbox.base}/v3/analytics?clientKey=${CLIENT_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: 7 }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      errorCode: 'validation.request',
      message: expect.stringMatching(/^body\.version: /),
    });
  });
});

describe('closing', () => {
  it('lets a request in flight finish, its answer saying Connection: close', async () => {
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }));
    const started = deferred();
    const release = deferred();
    const closingBegan = deferred();
    app.get('/slow', async () => {
      started.resolve();
      await release.promise;
      return { done: true };
    });
    app.addHook('preClose', async () => closingBegan.resolve());
    const url = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${url}/slow`);
    await started.promise;
    const closing = app.close();
    await closingBegan.promise;
    release.resolve();
    const response = await inFlight;
    expect(await response.json()).toEqual({ done: true });
    expect(response.headers.get('connection')).toBe('close');
    await closing;
  });
});
