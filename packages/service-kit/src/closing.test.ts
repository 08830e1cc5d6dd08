import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { deferred } from '../test/deferred.ts';
import { closeConnectionsWhenClosing } from './closing.ts';

describe('closeConnectionsWhenClosing', () => {
  it('keeps connections alive until the server closes, then answers Connection: close', async () => {
    const app = Fastify({ forceCloseConnections: 'idle' });
    closeConnectionsWhenClosing(app);
    const started = deferred();
    const release = deferred();
    // Hooks run in order: once this one runs, the server counts as closing.
    const closingBegan = deferred();
    app.addHook('preClose', async () => closingBegan.resolve(undefined));
    app.get('/quick', async () => ({ done: true }));
    app.get('/slow', async () => {
      started.resolve(undefined);
      await release.promise;
      return { done: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });

    const before = await fetch(`${url}/quick`);
    expect(before.headers.get('connection')).toBe('keep-alive');
    await before.arrayBuffer();

    const inFlight = fetch(`${url}/slow`);
    await started.promise;
    const closing = app.close();
    await closingBegan.promise;
    release.resolve(undefined);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(response.headers.get('connection')).toBe('close');
    await closing;
  });
});
