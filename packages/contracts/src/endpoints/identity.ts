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
    summary: 'Sign in with an expired password by choosing a new one (answer of login: PASSWORD_EXPIRED)',
    tag: 'auth',
    access: publicAccess,
    body: expiredPasswordBodySchema,
    status: 200,
    response: meSchema,
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
  }),
  startMfaEnrolment: endpoint({
    method: 'POST',
    path: '/v1/me/mfa/enrolment',
    summary: 'Start enrolling an authenticator app: a new secret and its otpauth URI',
    tag: 'auth',
    access: authenticated,
    status: 201,
    response: mfaEnrolmentSchema,
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
  }),
} as const;
