import { ACCOUNT_ADMIN_MESSAGES } from './messages/account-admin.ts';
import { CLUSTER_RESOURCE_MESSAGES } from './messages/cluster-resources.ts';
import { PUBLIC_API_MESSAGES } from './messages/public-api.ts';
import { LANDING_MESSAGES } from './messages/landing.ts';
import { FREE_TRIAL_MESSAGES } from './messages/free-trial.ts';
import { CLUSTERS_MESSAGES } from './messages/clusters.ts';
import { CLUSTER_REQUESTS_MESSAGES } from './messages/cluster-requests.ts';
import { SECURITY_MESSAGES } from './messages/security.ts';
import { SETTINGS_MESSAGES } from './messages/settings.ts';
import { MFA_MESSAGES } from './messages/mfa.ts';
import { PASSWORD_MESSAGES } from './messages/password.ts';
import { API_KEYS_MESSAGES } from './messages/api-keys.ts';
import { STAFF_MESSAGES } from './messages/staff.ts';
import { AUTH_MESSAGES } from './messages/auth.ts';
import { ERRORS_MESSAGES } from './messages/errors.ts';
import { ACTIONS_MESSAGES } from './messages/actions.ts';
import { BILLING_MESSAGES } from './messages/billing.ts';
import { LINKED_USERS_MESSAGES } from './messages/linked-users.ts';
import { INVITATIONS_MESSAGES } from './messages/invitations.ts';
import { SERVICE_USERS_MESSAGES } from './messages/service-users.ts';
import { REQUEST_BODY_MESSAGES } from './messages/request-body.ts';
import { CONNECTION_MESSAGES } from './messages/connection.ts';
import { REQUEST_TEXT_MESSAGES } from './messages/request-text.ts';
import { SSO_MESSAGES } from './messages/sso.ts';
import { SCIM_MESSAGES } from './messages/scim.ts';
import { LOCAL_DRIVER_MESSAGES } from './messages/local-driver.ts';

export { LANDING_MESSAGES } from './messages/landing.ts';
export { FREE_TRIAL_MESSAGES } from './messages/free-trial.ts';
export { CLUSTERS_MESSAGES } from './messages/clusters.ts';
export { CLUSTER_REQUESTS_MESSAGES } from './messages/cluster-requests.ts';
export { SECURITY_MESSAGES } from './messages/security.ts';
export { SETTINGS_MESSAGES } from './messages/settings.ts';
export { MFA_MESSAGES } from './messages/mfa.ts';
export { PASSWORD_MESSAGES } from './messages/password.ts';
export { API_KEYS_MESSAGES } from './messages/api-keys.ts';
export { STAFF_MESSAGES } from './messages/staff.ts';
export { AUTH_MESSAGES } from './messages/auth.ts';
export { ERRORS_MESSAGES } from './messages/errors.ts';
export { ACTIONS_MESSAGES } from './messages/actions.ts';
export { BILLING_MESSAGES } from './messages/billing.ts';
export { LINKED_USERS_MESSAGES } from './messages/linked-users.ts';
export { INVITATIONS_MESSAGES } from './messages/invitations.ts';
export { SERVICE_USERS_MESSAGES } from './messages/service-users.ts';
export { REQUEST_BODY_MESSAGES } from './messages/request-body.ts';
export { CONNECTION_MESSAGES } from './messages/connection.ts';
export { REQUEST_TEXT_MESSAGES } from './messages/request-text.ts';
export { SSO_MESSAGES } from './messages/sso.ts';
export { LOCAL_DRIVER_MESSAGES } from './messages/local-driver.ts';

/**
 * User-facing texts quoted by the SPEC, and the console's own texts that several screens share,
 * used verbatim by the web app and the tests. The texts of account administration and of cluster
 * resources are kept in messages/, one file each, and are part of MESSAGES all the same.
 *
 * Each group is a constant of its own as well (AUTH_MESSAGES is MESSAGES.auth): a module that
 * imports only its groups leaves the others out of its bundle, which keeps the console's first
 * load from carrying every text.
 */
export const MESSAGES = {
  ...ACCOUNT_ADMIN_MESSAGES,
  ...CLUSTER_RESOURCE_MESSAGES,
  ...PUBLIC_API_MESSAGES,
  landing: LANDING_MESSAGES,
  freeTrial: FREE_TRIAL_MESSAGES,
  clusters: CLUSTERS_MESSAGES,
  clusterRequests: CLUSTER_REQUESTS_MESSAGES,
  localDriver: LOCAL_DRIVER_MESSAGES,
  security: SECURITY_MESSAGES,
  sso: SSO_MESSAGES,
  scim: SCIM_MESSAGES,
  settings: SETTINGS_MESSAGES,
  mfa: MFA_MESSAGES,
  password: PASSWORD_MESSAGES,
  apiKeys: API_KEYS_MESSAGES,
  staff: STAFF_MESSAGES,
  auth: AUTH_MESSAGES,
  errors: ERRORS_MESSAGES,
  actions: ACTIONS_MESSAGES,
  billing: BILLING_MESSAGES,
  linkedUsers: LINKED_USERS_MESSAGES,
  invitations: INVITATIONS_MESSAGES,
  serviceUsers: SERVICE_USERS_MESSAGES,
  requestBody: REQUEST_BODY_MESSAGES,
  connection: CONNECTION_MESSAGES,
  requestText: REQUEST_TEXT_MESSAGES,
} as const;
