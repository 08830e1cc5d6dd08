import { z } from 'zod';
import { authenticated, endpoint, needs, organisationOwner } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import {
  accountDetailsSchema,
  createOrganisationBodySchema,
  linkOrganisationAccountBodySchema,
  organisationAccountParamsSchema,
  organisationIdParamsSchema,
  organisationSchema,
  organisationsSchema,
  updateAccountDetailsBodySchema,
  updateOrganisationBodySchema,
} from '../domains/account-details.ts';
import {
  notificationPreferencesSchema,
  updateNotificationPreferencesBodySchema,
} from '../domains/notification-preferences.ts';
import {
  accountWebhooksSchema,
  updateAccountWebhooksBodySchema,
  updatedAccountWebhooksSchema,
  webhookDeliveriesSchema,
  webhookTestResultSchema,
  webhookTypeParamsSchema,
} from '../domains/account-webhooks.ts';

/**
 * Account administration (SPEC §2): account details and organisations, notification
 * preferences, account webhooks.
 */

export const accountDetailsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/details',
    summary: "The account's details: names, contact lists and its organisation",
    tag: 'account-details',
    // The Details tab has no rule (SPEC §2): every role views account details (§6).
    access: needs('VIEW_SETTINGS'),
    params: accountIdParamsSchema,
    status: 200,
    response: accountDetailsSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/accounts/:accountId/details',
    summary: "Update the account's name, company and contact lists",
    tag: 'account-details',
    access: needs('EDIT_ACCOUNT'),
    params: accountIdParamsSchema,
    body: updateAccountDetailsBodySchema,
    status: 200,
    response: accountDetailsSchema,
    ownErrors: [409], // Scheduled database maintenance (SPEC §6)
  }),
  createOrganisation: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/organisation',
    summary: 'Create an organisation from the account: the account is its first, the caller its owner',
    tag: 'organisations',
    access: needs('CREATE_ORGANISATION'),
    params: accountIdParamsSchema,
    body: createOrganisationBodySchema,
    status: 201,
    response: organisationSchema,
    // 403: a marketplace account (SPEC §6); 409: the account belongs to an organisation already
    ownErrors: [409],
  }),
} as const;

export const organisationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/organisations',
    summary: 'The organisations the signed-in user owns',
    tag: 'organisations',
    access: authenticated,
    status: 200,
    response: organisationsSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/organisations/:organisationId',
    summary: 'An organisation, its contacts and its linked accounts',
    tag: 'organisations',
    access: organisationOwner,
    params: organisationIdParamsSchema,
    status: 200,
    response: organisationSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/organisations/:organisationId',
    summary: "Update an organisation's name, contacts and billing sync",
    tag: 'organisations',
    access: organisationOwner,
    params: organisationIdParamsSchema,
    body: updateOrganisationBodySchema,
    status: 200,
    response: organisationSchema,
    ownErrors: [409], // Billing sync without billing details of its own
  }),
  linkAccount: endpoint({
    method: 'POST',
    path: '/v1/organisations/:organisationId/accounts',
    summary: 'Link another account the caller owns to the organisation',
    tag: 'organisations',
    access: organisationOwner,
    params: organisationIdParamsSchema,
    body: linkOrganisationAccountBodySchema,
    status: 200,
    response: organisationSchema,
    // 403: the caller is not an OWNER of that account; 409: it belongs to an organisation already
    ownErrors: [409],
  }),
  unlinkAccount: endpoint({
    method: 'DELETE',
    path: '/v1/organisations/:organisationId/accounts/:accountId',
    summary: 'Unlink an account from the organisation; it keeps its own billing details',
    tag: 'organisations',
    access: organisationOwner,
    params: organisationAccountParamsSchema,
    status: 200,
    response: organisationSchema,
    ownErrors: [409], // The organisation's last account
  }),
} as const;

export const notificationPreferenceEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/notification-preferences',
    summary: 'Who hears of maintenance and issues, by e-mail and webhook, and the contacts to choose from',
    tag: 'notification-preferences',
    access: needs('EDIT_SETTINGS'),
    params: accountIdParamsSchema,
    status: 200,
    response: notificationPreferencesSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/accounts/:accountId/notification-preferences',
    summary: 'Save the notification preferences',
    tag: 'notification-preferences',
    access: needs('EDIT_SETTINGS'),
    params: accountIdParamsSchema,
    body: updateNotificationPreferencesBodySchema,
    status: 200,
    response: notificationPreferencesSchema,
  }),
} as const;

export const accountWebhookEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/webhooks',
    summary: "The account's webhooks",
    tag: 'account-webhooks',
    access: needs('EDIT_ACCOUNT'),
    params: accountIdParamsSchema,
    status: 200,
    response: accountWebhooksSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/accounts/:accountId/webhooks',
    summary: 'Set the support and maintenance webhooks; a new or changed URL gets a new signing secret, shown once',
    tag: 'account-webhooks',
    access: needs('EDIT_ACCOUNT'),
    params: accountIdParamsSchema,
    body: updateAccountWebhooksBodySchema,
    status: 200,
    response: updatedAccountWebhooksSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/accounts/:accountId/webhooks/:type',
    summary: 'Delete a webhook: notifications stop going to it',
    tag: 'account-webhooks',
    access: needs('EDIT_ACCOUNT'),
    params: webhookTypeParamsSchema,
    status: 204,
    response: z.null(),
  }),
  test: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/webhooks/:type/test',
    summary: 'Send a test message to a webhook now, once, and say how it went',
    tag: 'account-webhooks',
    access: needs('EDIT_ACCOUNT'),
    params: webhookTypeParamsSchema,
    status: 200,
    response: webhookTestResultSchema,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/webhooks/deliveries',
    summary: "The latest deliveries to the account's webhooks: status, response code, time",
    tag: 'account-webhooks',
    access: needs('EDIT_ACCOUNT'),
    params: accountIdParamsSchema,
    status: 200,
    response: webhookDeliveriesSchema,
  }),
} as const;
