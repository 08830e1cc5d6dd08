import { z } from 'zod';
import { endpoint, needs } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import {
  addOidcProviderBodySchema,
  oidcProviderParamsSchema,
  oidcProviderSchema,
  oidcProvidersSchema,
  updateOidcProviderBodySchema,
} from '../domains/oidc-providers.ts';

/** OIDC providers of an account (SPEC §2 Cluster resources, §7 "OIDC providers list, get, add, update, delete"). */
export const oidcProviderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/oidc-providers',
    summary: "The account's OIDC providers, each with the active clusters using it",
    tag: 'oidc-providers',
    access: needs('VIEW_OIDC_PROVIDERS'),
    params: accountIdParamsSchema,
    status: 200,
    response: oidcProvidersSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/oidc-providers/:oidcId',
    summary: 'One OIDC provider, without its client secret',
    tag: 'oidc-providers',
    access: needs('VIEW_OIDC_PROVIDERS'),
    params: oidcProviderParamsSchema,
    status: 200,
    response: oidcProviderSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/oidc-providers',
    summary: 'Add an OIDC provider; its client secret is stored sealed and never returned',
    tag: 'oidc-providers',
    access: needs('EDIT_OIDC_PROVIDERS'),
    params: accountIdParamsSchema,
    body: addOidcProviderBodySchema,
    status: 201,
    response: oidcProviderSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/accounts/:accountId/oidc-providers/:oidcId',
    summary: 'Update an OIDC provider; a blank client secret keeps the stored one',
    tag: 'oidc-providers',
    access: needs('EDIT_OIDC_PROVIDERS'),
    params: oidcProviderParamsSchema,
    body: updateOidcProviderBodySchema,
    status: 200,
    response: oidcProviderSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/accounts/:accountId/oidc-providers/:oidcId',
    summary: 'Delete an OIDC provider no active cluster uses',
    tag: 'oidc-providers',
    access: needs('EDIT_OIDC_PROVIDERS'),
    params: oidcProviderParamsSchema,
    status: 204,
    response: z.null(),
    ownErrors: [409], // active clusters use it (SPEC §2)
  }),
} as const;
