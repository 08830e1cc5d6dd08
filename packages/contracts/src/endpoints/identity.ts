import { z } from 'zod';
import { authenticated, endpoint, needs, publicAccess } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import {
  confirmMfaBodySchema,
  loginBodySchema,
  meSchema,
  mfaEnrolmentSchema,
  recoveryCodesSchema,
} from '../domains/auth.ts';
import { changePasswordBodySchema, expiredPasswordBodySchema } from '../domains/sign-in-policy.ts';
import { securitySettingsSchema, securitySettingsViewSchema } from '../domains/security.ts';
import {
  apiKeyParamsSchema,
  apiKeySchema,
  apiKeysSchema,
  clientIpSchema,
  deleteApiKeyQuerySchema,
  generateApiKeyBodySchema,
  updateAllowListBodySchema,
} from '../domains/api-keys.ts';
import { auditLogParamsSchema, auditLogQuerySchema, auditLogSchema } from '../domains/audit.ts';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/v1/auth/login',
    summary: 'Sign in with username (or email) and password; sets the session cookie',
    tag: 'auth',
    access: publicAccess,
    body: loginBodySchema,
    status: 200,
    response: meSchema,
    // 401: wrong credentials or a missing second factor; 403: the password expired (with the
    // challenge cookie for expired-password); 429: too many failed attempts (Retry-After)
    ownErrors: [401, 403, 429],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/v1/auth/logout',
    summary: 'Sign out: ends the session and clears its cookie',
    tag: 'auth',
    access: authenticated,
    status: 204,
    response: z.null(),
  }),
  changeExpiredPassword: endpoint({
    method: 'POST',
    path: '/v1/auth/expired-password',
    summary:
      'Sign in with an expired password by choosing a new one, with the challenge cookie of the login answered PASSWORD_EXPIRED',
    tag: 'auth',
    access: publicAccess,
    body: expiredPasswordBodySchema,
    status: 200,
    response: meSchema,
    // 401: wrong credentials or second factor; 403: no live challenge, or the password has not
    // expired; 429: too many failed attempts (Retry-After)
    ownErrors: [401, 403, 429],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/v1/me/password',
    summary: "Change the signed-in user's password",
    tag: 'auth',
    access: authenticated,
    body: changePasswordBodySchema,
    status: 204,
    response: z.null(),
    ownErrors: [429], // Too many wrong current passwords (Retry-After)
  }),
  startMfaEnrolment: endpoint({
    method: 'POST',
    path: '/v1/me/mfa/enrolment',
    summary: 'Start enrolling an authenticator app: a new secret and its otpauth URI',
    tag: 'auth',
    access: authenticated,
    status: 201,
    response: mfaEnrolmentSchema,
    ownErrors: [409], // MFA is on already
  }),
  confirmMfaEnrolment: endpoint({
    method: 'POST',
    path: '/v1/me/mfa/enrolment/confirm',
    summary: 'Turn MFA on with a code from the app; answers the recovery codes, once',
    tag: 'auth',
    access: authenticated,
    body: confirmMfaBodySchema,
    status: 200,
    response: recoveryCodesSchema,
    ownErrors: [409], // MFA is on already, or no enrolment was started
  }),
  me: endpoint({
    method: 'GET',
    path: '/v1/me',
    summary: 'The signed-in user, linked accounts with roles, and the CSRF token',
    tag: 'auth',
    access: authenticated,
    status: 200,
    response: meSchema,
  }),
} as const;

export const securityEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/security-settings',
    summary: "The account's security settings, with the facts the PCI rules depend on",
    tag: 'security',
    access: needs('VIEW_SECURITY'),
    params: accountIdParamsSchema,
    status: 200,
    response: securitySettingsViewSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/accounts/:accountId/security-settings',
    summary: 'Update the security settings; the PCI rules of SPEC §4 are enforced',
    tag: 'security',
    access: needs('EDIT_SECURITY'),
    params: accountIdParamsSchema,
    body: securitySettingsSchema,
    status: 200,
    response: securitySettingsViewSchema,
    ownErrors: [409], // Refused during scheduled database maintenance
  }),
} as const;

export const apiKeyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/apikey',
    summary: "The signed-in user's API keys on the account (masked) and the key types the role allows",
    tag: 'api-keys',
    access: needs('VIEW_API_KEYS'),
    params: accountIdParamsSchema,
    status: 200,
    response: apiKeysSchema,
  }),
  generate: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/apikey',
    summary: 'Generate a key of a type the role allows; the answer holds the key in clear, once',
    tag: 'api-keys',
    access: needs('EDIT_API_KEYS'),
    params: accountIdParamsSchema,
    body: generateApiKeyBodySchema,
    status: 201,
    response: apiKeySchema,
    ownErrors: [409], // A key of the type exists; refused during scheduled database maintenance
  }),
  rotate: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/apikey/:apiKeyType',
    summary: 'Replace the key with a new one, keeping its allow-list; the old key stops working at once',
    tag: 'api-keys',
    access: needs('EDIT_API_KEYS'),
    params: apiKeyParamsSchema,
    status: 200,
    response: apiKeySchema,
    ownErrors: [409], // Refused during scheduled database maintenance
  }),
  updateAllowList: endpoint({
    method: 'PUT',
    path: '/v1/accounts/:accountId/apikey/:apiKeyType',
    summary: "Replace the key's CIDR allow-list (IPv4 ranges; a bare IP becomes /32)",
    tag: 'api-keys',
    access: needs('EDIT_API_KEYS'),
    params: apiKeyParamsSchema,
    body: updateAllowListBodySchema,
    status: 200,
    response: apiKeySchema,
    ownErrors: [409], // Refused during scheduled database maintenance
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/accounts/:accountId/apikey',
    summary: 'Delete the key of a type, with its allow-list',
    tag: 'api-keys',
    access: needs('EDIT_API_KEYS'),
    params: accountIdParamsSchema,
    query: deleteApiKeyQuerySchema,
    status: 204,
    response: z.null(),
    ownErrors: [409], // Refused during scheduled database maintenance
  }),
  clientIp: endpoint({
    method: 'GET',
    path: '/v1/client-ip',
    summary: "The caller's public IP address as the server sees it (through trusted proxies)",
    tag: 'api-keys',
    access: authenticated,
    status: 200,
    response: clientIpSchema,
  }),
} as const;

export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/audit-log',
    summary: "One page of the account's audit log, newest first",
    tag: 'audit',
    access: needs('VIEW_AUDIT_LOG'),
    params: auditLogParamsSchema,
    query: auditLogQuerySchema,
    status: 200,
    response: auditLogSchema,
  }),
} as const;
