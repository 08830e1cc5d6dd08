/**
 * Query parameters that carry a credential. Whoever holds the value holds the access, so the
 * value never reaches a log line: the server's request log writes every URL with these values
 * redacted. Matched by name without regard to case or percent-encoding, on every path, since a
 * name is enough (a harmless parameter of the same name only loses its value in the log). No
 * route carries a credential in a path segment: tokens travel in bodies or in these parameters.
 */
export const CREDENTIAL_QUERY_PARAMS = [
  // The links of invitation and two-factor delete e-mails (/accept-invitation, /confirm-cluster-deletion).
  'token',
  // Private-cloud download links (PRIVATE_CLOUD_DOWNLOAD_PATH): the signature is the link's only credential.
  'signature',
  // A standard SSO service's start (SSO_SERVICE_PATHS.start): the token of an invitation to accept.
  'invitation',
  // A standard SSO service's callback (SSO_SERVICE_PATHS.callback): the authorisation code and
  // the flow's state, which together finish a sign-in.
  'code',
  'state',
  // OAuth 2.0 tokens a client may put in a URL (RFC 6750 §2.3; implicit and hybrid flows).
  'access_token',
  'id_token',
  'refresh_token',
  // SAML's HTTP-Redirect binding carries its messages and their signature in the query.
  'SAMLResponse',
  'SAMLRequest',
] as const;
