/**
 * SCIM 2.0 (RFC 7643, RFC 7644): the provisioning endpoints an account's identity provider calls
 * with its bearer token. Declared here, served by apps/server/src/modules/scim.
 */
export const SCIM_BASE_PATH = '/scim/v2';
