import { endpoint, publicAccess } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordUndeclaredStatuses } from '../../../test/declared-statuses.ts';
import { freshDatabase, testConfig } from '../../../test/test-app.ts';
import { SessionStore } from '../auth/sessions.ts';
import { ManualClock } from '../clock.ts';
import { createGuards } from './guards.ts';
import { createBinder } from './binder.ts';
import { createHttpServer } from './server.ts';

const slow = endpoint({
  method: 'GET',
  path: '/slow',
  summary: 'test only',
  tag: 'system',
  access: publicAccess,
  status: 200,
  response: z.object({ done: z.boolean() }),
});

/** A promise and its resolve (Promise.withResolvers arrives with Node 22). */
function deferred() {
  const settle: { resolve?: () => void } = {};
  const promise = new Promise<void>((done) => {
    settle.resolve = done;
  });
  return { promise, resolve: () => settle.resolve?.() };
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish before the server closes', async () => {
    const { database, dispose } = await freshDatabase();
    const server = await createHttpServer(testConfig());
    recordUndeclaredStatuses(server);
    const requestStarted = deferred();
    const release = deferred();
    const clock = new ManualClock();
    createBinder(server, createGuards(database.db, clock, new SessionStore(database.db, clock)))(slow, async () => {
      requestStarted.resolve();
      await release.promise;
      return { done: true };
    });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${url}/slow`);
    await requestStarted.promise;
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    // Closing has begun once the listening socket is gone (Fastify closes it after its preClose
    // hooks); from then on nothing but the request in flight can hold the close back.
    while (server.server.listening) await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);

    release.resolve();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(response.headers.get('connection')).toBe('close');
    await closing;
    expect(closed).toBe(true);
    await dispose();
  });
});
