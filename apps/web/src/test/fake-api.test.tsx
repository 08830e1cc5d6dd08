import { api } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { failure, gatewayPage, noContent, ok, type Reply, stubApi } from './fake-api.ts';
import { me } from './fixtures.ts';

/** A fake server whose drifts are collected here instead of failing the test. */
function serveCollecting(routes: Parameters<typeof stubApi>[0]) {
  const drifts: string[] = [];
  stubApi(routes, (drift) => drifts.push(drift));
  return drifts;
}

const login = (body: unknown) =>
  fetch(api.auth.login.path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

describe('the fake API, held to the contracts', () => {
  it('answers a fake that keeps to its endpoint, and finds no drift', async () => {
    const drifts = serveCollecting([
      [api.auth.login, () => ok(me)],
      [api.auth.logout, () => noContent()],
    ]);
    const response = await login({ username: 'demo-owner', password: 'secret' });
    expect(await response.json()).toEqual(me);
    expect((await fetch(api.auth.logout.path, { method: 'POST' })).status).toBe(204);
    expect(drifts).toEqual([]);
  });

  it('refuses a route no endpoint of the contracts declares', () => {
    expect(() => stubApi([[{ method: 'GET', path: '/v1/no-such-thing' }, () => ok({})]])).toThrow(
      'The fake API serves GET /v1/no-such-thing, which no endpoint of the contracts declares',
    );
    expect(() => stubApi([[{ method: 'DELETE', path: api.auth.me.path }, () => ok(me)]])).toThrow(
      'The fake API serves DELETE /v1/me',
    );
  });

  it('fails a fake whose answer its endpoint’s response schema refuses, naming the endpoint', async () => {
    const { csrfToken: _dropped, ...withoutToken } = me;
    const drifts = serveCollecting([[api.auth.me, () => ok({ ...withoutToken, isAdmin: 'no' })]]);
    await expect(fetch(api.auth.me.path)).rejects.toThrow('The fake of GET /v1/me answers a body');
    expect(drifts).toHaveLength(1);
    expect(drifts[0]).toContain('its response schema refuses');
    expect(drifts[0]).toContain('isAdmin');
    expect(drifts[0]).toContain('csrfToken');
  });

  it('fails a request body the endpoint’s body schema refuses', async () => {
    let answered = false;
    const drifts = serveCollecting([
      [
        api.auth.login,
        () => {
          answered = true;
          return ok(me);
        },
      ],
    ]);
    await expect(login({ username: 'demo-owner' })).rejects.toThrow(
      'POST /v1/auth/login was sent a body its contract refuses',
    );
    expect(drifts[0]).toContain('password');
    expect(answered).toBe(false);
  });

  it('fails a body sent to an endpoint that declares none', async () => {
    const drifts = serveCollecting([[api.auth.logout, () => noContent()]]);
    await expect(fetch(api.auth.logout.path, { method: 'POST', body: '{}' })).rejects.toThrow('was sent a body');
    expect(drifts).toEqual(['POST /v1/auth/logout was sent a body, but declares none']);
  });

  it.each<[string, Reply, string]>([
    ['a success status the endpoint does not answer', ok(null), 'answers 200; the endpoint answers 204 on success'],
    [
      'an error without the error shape',
      { status: 404 },
      "answers 404 with a body that is not the contracts' error shape",
    ],
    ['an error with an empty error list', { status: 409, body: { errors: [] } }, "not the contracts' error shape"],
  ])('fails %s', async (_, reply, drift) => {
    const drifts = serveCollecting([[api.auth.logout, () => reply]]);
    await expect(fetch(api.auth.logout.path, { method: 'POST' })).rejects.toThrow(drift);
    expect(drifts).toHaveLength(1);
    expect(drifts[0]).toContain('The fake of POST /v1/auth/logout');
  });

  // Without a collector the drift fails the test it happens in, even when the code under test
  // swallows the rejected fetch: this test is expected to fail.
  it.fails('fails the test of a drifting fake, even when the code under test swallows the failure', async () => {
    stubApi([[api.auth.me, () => ok({ username: 'demo-owner' })]]);
    // The fetch rejects (the code would see a failure), and the test fails once it ends.
    expect(await fetch(api.auth.me.path).catch(() => null)).toBeNull();
  });

  it('passes the error shape and a proxy’s failure page', async () => {
    const drifts = serveCollecting([
      [api.auth.me, () => failure(401, 'UNAUTHENTICATED', 'Sign in')],
      [api.auth.logout, () => gatewayPage(502, '<html>Bad gateway</html>')],
    ]);
    expect((await fetch(api.auth.me.path)).status).toBe(401);
    expect(await (await fetch(api.auth.logout.path, { method: 'POST' })).text()).toBe('<html>Bad gateway</html>');
    expect(drifts).toEqual([]);
  });
});
