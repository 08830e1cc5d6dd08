// oidc-provider ships no types. Ours are an ambient declaration, which must join every program
// that compiles this file (apps/server's tests, the e2e suite): only a reference brings it along.
// oxlint-disable-next-line typescript/triple-slash-reference -- an ambient module needs a reference
/// <reference path="./oidc-provider-module.d.ts" />
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Provider } from 'oidc-provider';

/** What the provider says of a person (OpenID Connect claims); the login typed is their `sub`. */
export type PersonClaims = {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
};

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people it knows, by login (their subject): tests add whom they need. */
  people: Map<string, PersonClaims>;
  close(): Promise<void>;
}

/** A port nobody listens on right now on 127.0.0.1 (the OS picks it). */
async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real OpenID provider (oidc-provider) on a free port of this machine, over http (the console
 * allows http for loopback issuers only), with its development login and consent pages: any
 * login is accepted with any password, and signs in as the person of that name.
 */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const port = await freeLoopbackPort();
  const issuer = `http://127.0.0.1:${port}`;
  const people = new Map<string, PersonClaims>();
  const clientId = 'datadeck-console';
  const clientSecret = 'a-client-secret-of-the-tests-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_context, id) => ({ accountId: id, claims: () => ({ sub: id, ...people.get(id) }) }),
    claims: { email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['a-cookie-key-of-the-tests'] },
    // Set, so the provider does not warn about its defaults on every sign-in.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  const server: Server = provider.listen(port);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
