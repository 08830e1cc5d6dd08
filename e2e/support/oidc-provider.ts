import type { Server } from 'node:http';
import { Provider } from 'oidc-provider';
import { freePort } from './free-port.ts';

/** What the provider says of a person (OpenID Connect claims); the login typed is their `sub`. */
export type PersonClaims = { email: string; email_verified: boolean; name?: string };

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people it knows, by login: a journey adds its own. */
  people: Map<string, PersonClaims>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider, run in the test's worker) on a free port of this machine,
 * over http (the console allows it for loopback issuers only). Its development pages ask for any
 * login and password, then for consent, and sign in as the person of that login.
 */
export async function startOidcProvider(redirectUris: string[]): Promise<OidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const people = new Map<string, PersonClaims>();
  const clientId = 'datadeck-e2e';
  const clientSecret = 'a-client-secret-of-the-e2e-suite-0123456789';
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
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['a-cookie-key-of-the-e2e-suite'] },
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
