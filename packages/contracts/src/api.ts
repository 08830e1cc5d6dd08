import { z } from 'zod';
import { authenticated, endpoint, needs, publicAccess } from './endpoint.ts';
import {
  accountIdParamsSchema,
  accountSchema,
  freeTrialSchema,
  messagesOfTheDaySchema,
} from './domains/accounts.ts';
import { loginBodySchema, meSchema } from './domains/auth.ts';
import {
  clusterListQuerySchema,
  clusterListSchema,
  clusterParamsSchema,
  clusterSummarySchema,
} from './domains/clusters.ts';

const okSchema = z.object({ status: z.literal('ok') });

/**
 * THE endpoint table. The server registers exactly these routes, the OpenAPI document is
 * generated from them and the web client calls them by name.
 */
export const api = {
  system: {
    health: endpoint({
      method: 'GET',
      path: '/healthz',
      summary: 'Process is up',
      tag: 'system',
      access: publicAccess,
      status: 200,
      response: okSchema,
    }),
    ready: endpoint({
      method: 'GET',
      path: '/readyz',
      summary: 'Database is reachable',
      tag: 'system',
      access: publicAccess,
      status: 200,
      response: okSchema,
    }),
  },
  auth: {
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
    me: endpoint({
      method: 'GET',
      path: '/v1/me',
      summary: 'The signed-in user, linked accounts with roles, and the CSRF token',
      tag: 'auth',
      access: authenticated,
      status: 200,
      response: meSchema,
    }),
  },
  accounts: {
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
  },
  clusters: {
    list: endpoint({
      method: 'GET',
      path: '/v1/accounts/:accountId/clusters',
      summary: 'A page of cluster cards sorted by name, optionally filtered by a search term',
      tag: 'clusters',
      access: needs('VIEW_CLUSTERS'),
      params: accountIdParamsSchema,
      query: clusterListQuerySchema,
      status: 200,
      response: clusterListSchema,
    }),
    get: endpoint({
      method: 'GET',
      path: '/v1/accounts/:accountId/clusters/:clusterId',
      summary: 'One cluster with its data centres',
      tag: 'clusters',
      access: needs('VIEW_CLUSTERS'),
      params: clusterParamsSchema,
      status: 200,
      response: clusterSummarySchema,
    }),
  },
} as const;

export type Api = typeof api;
