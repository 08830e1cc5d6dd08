import type { Endpoint } from './endpoint.ts';

const KEY_CALL = 'HTTP basic authentication with the user name and an API key';

/** Who may call an endpoint and how, in words: the OpenAPI operation's description. */
export function accessDescription(endpoint: Pick<Endpoint, 'access' | 'method'>): string {
  const { access } = endpoint;
  const csrf = endpoint.method === 'GET' ? '' : ' A browser session sends its CSRF token (GET /v1/me) in X-CSRF-Token.';
  switch (access.kind) {
    case 'public':
      return 'Public: no session or API key needed.';
    case 'authenticated':
      return `Any signed-in user, with the session cookie.${csrf}`;
    case 'staff':
      return `Staff only: a signed-in staff user with MFA set up, or a staff user's impersonating session.${csrf}`;
    case 'organisationOwner':
      return `An owner of the organisation in the path, signed in; anyone else gets 404.${csrf}`;
    case 'apiKey':
      return `${KEY_CALL} whose type covers ${access.scope}; the account is the key's.`;
    case 'permission': {
      const byKey = access.keyScope
        ? ` Scripts may call it with ${KEY_CALL} of this account whose type covers ${access.keyScope}.`
        : '';
      return `Needs the ${access.permission} permission: the signed-in user's role on the account holds it.${csrf}${byKey}`;
    }
  }
}
