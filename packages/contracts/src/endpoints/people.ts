import { z } from 'zod';
import { apiKey, authenticated, endpoint, needsOrKey, publicAccess } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import { meSchema } from '../domains/auth.ts';
import {
  changeRoleBodySchema,
  linkedUserParamsSchema,
  linkedUserSchema,
  linkedUsersViewSchema,
} from '../domains/linked-users.ts';
import {
  acceptAsNewUserBodySchema,
  acceptedInvitationSchema,
  createInvitationBodySchema,
  invitationLinkSchema,
  invitationSchema,
  invitationsViewSchema,
  invitationTokenBodySchema,
  revokeInvitationQuerySchema,
} from '../domains/invitations.ts';
import {
  createServiceUserBodySchema,
  deleteServiceUserKeyQuerySchema,
  generateServiceUserKeyBodySchema,
  publicServiceUserKeyParamsSchema,
  publicServiceUserParamsSchema,
  serviceUserAllowListBodySchema,
  serviceUserApiKeySchema,
  serviceUserKeyParamsSchema,
  serviceUserParamsSchema,
  serviceUserSchema,
  serviceUsersSchema,
  updatedServiceUserSchema,
  updateServiceUserBodySchema,
} from '../domains/service-users.ts';

/**
 * People of an account (SPEC §2): linked users and their roles, invitations, service users. Every
 * change is also open to scripts with a USER_MANAGEMENT API key of the account.
 */

export const linkedUserEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/linked-users',
    summary: "The account's users with their roles, and the facts of the owner rules",
    tag: 'linked-users',
    // SPEC §2 names no rule for the tab: whoever sees the settings sees who shares the account.
    access: needsOrKey('VIEW_SETTINGS', 'USER_MANAGEMENT'),
    params: accountIdParamsSchema,
    status: 200,
    response: linkedUsersViewSchema,
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/v1/accounts/:accountId/linked-users/:username',
    summary: "Change a user's role; takes effect on their next request",
    tag: 'linked-users',
    access: needsOrKey('MANAGE_USERS', 'USER_MANAGEMENT'),
    params: linkedUserParamsSchema,
    body: changeRoleBodySchema,
    status: 200,
    response: linkedUserSchema,
    ownErrors: [409], // The owner rules: the last owner, or two owners under inactivity revocation
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/v1/accounts/:accountId/linked-users/:username',
    summary: 'Unlink a user from the account; their sessions and API keys lose it at once',
    tag: 'linked-users',
    access: needsOrKey('MANAGE_USERS', 'USER_MANAGEMENT'),
    params: linkedUserParamsSchema,
    status: 204,
    response: z.null(),
    ownErrors: [409], // The owner rules
  }),
} as const;

export const invitationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/invitations',
    summary: "The account's open invitations and the standard SSO services invitations may allow",
    tag: 'invitations',
    access: needsOrKey('MANAGE_USERS', 'USER_MANAGEMENT'),
    params: accountIdParamsSchema,
    status: 200,
    response: invitationsViewSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/invitations',
    summary: 'Invite a person by e-mail: the e-mail carries a one-time link, valid for 3 days',
    tag: 'invitations',
    access: needsOrKey('MANAGE_USERS', 'USER_MANAGEMENT'),
    params: accountIdParamsSchema,
    body: createInvitationBodySchema,
    status: 201,
    response: invitationSchema,
    // An open invitation for the address exists, 10 are open, or its user is linked already
    ownErrors: [409],
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/v1/accounts/:accountId/invitations',
    summary: 'Revoke the open invitation of an e-mail address; its link stops working',
    tag: 'invitations',
    access: needsOrKey('MANAGE_USERS', 'USER_MANAGEMENT'),
    params: accountIdParamsSchema,
    query: revokeInvitationQuerySchema,
    status: 204,
    response: z.null(),
  }),
  lookup: endpoint({
    method: 'POST',
    path: '/v1/invitations/lookup',
    summary: "What an invitation link's page shows: the account, the role, and whether it can still be accepted",
    tag: 'invitations',
    // The token is the credential, sent in the body so no log keeps it.
    access: publicAccess,
    body: invitationTokenBodySchema,
    status: 200,
    response: invitationLinkSchema,
    ownErrors: [404], // No invitation has this token
  }),
  acceptAsNewUser: endpoint({
    method: 'POST',
    path: '/v1/invitations/accept-new-user',
    summary: 'Accept an invitation as a new user: creates the user with the invited role and signs them in',
    tag: 'invitations',
    access: publicAccess,
    body: acceptAsNewUserBodySchema,
    status: 201,
    response: meSchema,
    // 404: no invitation has this token; 409: it is not open, the username is taken, or the
    // address has a user already (who signs in to accept)
    ownErrors: [404, 409],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/v1/invitations/accept',
    summary: 'Accept an invitation as the signed-in user, whose e-mail address it was sent to',
    tag: 'invitations',
    access: authenticated,
    body: invitationTokenBodySchema,
    status: 200,
    response: acceptedInvitationSchema,
    ownErrors: [404, 409], // No invitation has this token; it is not open
  }),
} as const;

/**
 * Service users (SPEC §7). Each operation is declared once here and served twice: under the
 * account for the console (and its USER_MANAGEMENT keys), and at the spec's own path, which names
 * no account, for a USER_MANAGEMENT key (whose account it is).
 */
const serviceUserOperations = {
  list: {
    method: 'GET',
    suffix: '/',
    summary: "The account's active service users with their administrators and API keys (masked)",
    permission: 'VIEW_SERVICE_USER',
    status: 200,
    response: serviceUsersSchema,
  },
  get: {
    method: 'GET',
    suffix: '/:username',
    summary: 'One active service user',
    permission: 'VIEW_SERVICE_USER',
    status: 200,
    response: serviceUserSchema,
  },
  create: {
    method: 'POST',
    suffix: '/',
    summary:
      'Add a service user (the caller becomes its administrator); the username of a deactivated one reactivates it',
    permission: 'CREATE_SERVICE_USER',
    body: createServiceUserBodySchema,
    status: 201,
    response: serviceUserSchema,
    ownErrors: [409], // The username is taken
  },
  update: {
    method: 'PUT',
    suffix: '/:username',
    summary: "Change a service user's display name, profile and/or administrators",
    permission: 'EDIT_SERVICE_USER',
    body: updateServiceUserBodySchema,
    status: 200,
    response: updatedServiceUserSchema,
  },
  deactivate: {
    method: 'DELETE',
    suffix: '/:username',
    summary: 'Deactivate a service user: its API keys stop working at once and are deleted',
    permission: 'EDIT_SERVICE_USER',
    status: 204,
    response: z.null(),
  },
  generateKey: {
    method: 'POST',
    suffix: '/:username/apikey',
    summary: "Generate an API key of a type the service user's profile allows; answered in clear, once",
    permission: 'CREATE_SERVICE_USER_API_KEY',
    body: generateServiceUserKeyBodySchema,
    status: 201,
    response: serviceUserApiKeySchema,
    ownErrors: [409], // A key of the type exists; refused during scheduled database maintenance
  },
  rotateKey: {
    method: 'POST',
    suffix: '/:username/apikey/:apiKeyType',
    summary: 'Replace a service user key with a new one, keeping its allow-list',
    permission: 'CREATE_SERVICE_USER_API_KEY',
    status: 200,
    response: serviceUserApiKeySchema,
    ownErrors: [409], // Refused during scheduled database maintenance (the account keys' rule)
  },
  updateKeyAllowList: {
    method: 'PUT',
    suffix: '/:username/apikey/:apiKeyType',
    summary: "Replace a service user key's CIDR allow-list",
    permission: 'CREATE_SERVICE_USER_API_KEY',
    body: serviceUserAllowListBodySchema,
    status: 200,
    response: serviceUserApiKeySchema,
    ownErrors: [409], // Refused during scheduled database maintenance (the account keys' rule)
  },
  deleteKey: {
    method: 'DELETE',
    suffix: '/:username/apikey',
    summary: 'Delete the service user key of a type, with its allow-list',
    permission: 'DELETE_SERVICE_USER_API_KEY',
    query: deleteServiceUserKeyQuerySchema,
    status: 204,
    response: z.null(),
    ownErrors: [409], // Refused during scheduled database maintenance (the account keys' rule)
  },
} as const;

type ServiceUserOperation = (typeof serviceUserOperations)[keyof typeof serviceUserOperations];

function consoleServiceUser<const O extends ServiceUserOperation, const P extends z.ZodObject>(o: O, params: P) {
  const { suffix, permission, ...rest } = o;
  return endpoint({
    ...rest,
    path: `/v1/accounts/:accountId/service-users${suffix === '/' ? '' : suffix}`,
    tag: 'service-users',
    access: needsOrKey(permission, 'USER_MANAGEMENT'),
    params,
  });
}

/** Only owners hold USER_MANAGEMENT keys (ROLE_API_KEY_TYPES), and every permission is theirs. */
function publicServiceUser<const O extends ServiceUserOperation>(o: O) {
  const { suffix, permission: _permission, ...rest } = o;
  return endpoint({
    ...rest,
    path: `/v1/service-users${suffix}`,
    tag: 'service-users',
    access: apiKey('USER_MANAGEMENT'),
  });
}

function publicServiceUserWith<const O extends ServiceUserOperation, const P extends z.ZodObject>(o: O, params: P) {
  return endpoint({ ...publicServiceUser(o), params });
}

const ops = serviceUserOperations;

export const serviceUserEndpoints = {
  list: consoleServiceUser(ops.list, accountIdParamsSchema),
  get: consoleServiceUser(ops.get, serviceUserParamsSchema),
  create: consoleServiceUser(ops.create, accountIdParamsSchema),
  update: consoleServiceUser(ops.update, serviceUserParamsSchema),
  deactivate: consoleServiceUser(ops.deactivate, serviceUserParamsSchema),
  generateKey: consoleServiceUser(ops.generateKey, serviceUserParamsSchema),
  rotateKey: consoleServiceUser(ops.rotateKey, serviceUserKeyParamsSchema),
  updateKeyAllowList: consoleServiceUser(ops.updateKeyAllowList, serviceUserKeyParamsSchema),
  deleteKey: consoleServiceUser(ops.deleteKey, serviceUserParamsSchema),
} as const;

export const publicServiceUserEndpoints = {
  list: publicServiceUser(ops.list),
  get: publicServiceUserWith(ops.get, publicServiceUserParamsSchema),
  create: publicServiceUser(ops.create),
  update: publicServiceUserWith(ops.update, publicServiceUserParamsSchema),
  deactivate: publicServiceUserWith(ops.deactivate, publicServiceUserParamsSchema),
  generateKey: publicServiceUserWith(ops.generateKey, publicServiceUserParamsSchema),
  rotateKey: publicServiceUserWith(ops.rotateKey, publicServiceUserKeyParamsSchema),
  updateKeyAllowList: publicServiceUserWith(ops.updateKeyAllowList, publicServiceUserKeyParamsSchema),
  deleteKey: publicServiceUserWith(ops.deleteKey, publicServiceUserParamsSchema),
} as const;
