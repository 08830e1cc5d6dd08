import { endpoint, needs } from '../endpoint.ts';
import { accountIdParamsSchema, accountSchema, freeTrialSchema, messagesOfTheDaySchema } from '../domains/accounts.ts';

export const accountsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId',
    summary: 'The account and the caller role on it',
    tag: 'accounts',
    access: needs('VIEW_SETTINGS'),
    params: accountIdParamsSchema,
    status: 200,
    response: accountSchema,
  }),
  messagesOfTheDay: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/messages-of-the-day',
    summary: 'Current messages of the day for the account (global and account-specific)',
    tag: 'accounts',
    access: needs('VIEW_CLUSTERS'),
    params: accountIdParamsSchema,
    status: 200,
    response: messagesOfTheDaySchema,
  }),
  freeTrial: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/free-trial',
    summary: 'Free trial details of the account',
    tag: 'accounts',
    access: needs('VIEW_CLUSTERS'),
    params: accountIdParamsSchema,
    status: 200,
    response: freeTrialSchema,
  }),
} as const;
