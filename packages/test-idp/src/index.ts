// The SAML identity provider; the OpenID provider is `@datadeck/test-idp/oidc` (it loads oidc-provider).
export { readAuthnRequest, type AuthnRequest } from './authn-request.ts';
export { generateIdpKeys, type IdpKeys } from './keys.ts';
export { encodeSamlResponse, samlResponse, samlResponseXml, type SamlAnswer } from './response.ts';
export { startTestIdp, type RunningTestIdp, type TestIdpOptions } from './server.ts';
