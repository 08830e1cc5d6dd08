/** The SAML discovery's query schema in a module of its own, so the SSO form loads it (and zod) when it checks. */
export { samlDiscoveryQuerySchema } from '@datadeck/contracts';
