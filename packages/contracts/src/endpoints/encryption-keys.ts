import { z } from 'zod';
import { apiKey, endpoint, needs } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import {
  addEncryptionKeyBodySchema,
  encryptionKeyParamsSchema,
  encryptionKeySchema,
  encryptionKeysSchema,
  keyValidationSchema,
  providerAccountsSchema,
  publicAddEncryptionKeyBodySchema,
  publicEncryptionKeyDataSourceSchema,
  publicEncryptionKeyParamsSchema,
  publicEncryptionKeySchema,
  publicKeyValidationSchema,
} from '../domains/encryption-keys.ts';

/** Encryption keys of Cluster Resources (SPEC §2) and the provider accounts they are registered against. */
export const encryptionKeyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/encryption-keys',
    summary: "The account's AWS KMS encryption keys, with whether each is in use and its validity",
    tag: 'encryption-keys',
    access: needs('VIEW_ENCRYPTION_KEYS'),
    params: accountIdParamsSchema,
    status: 200,
    response: encryptionKeysSchema,
  }),
  providerAccounts: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/provider-accounts',
    summary: "The account's cloud provider accounts a key can be registered against",
    tag: 'encryption-keys',
    access: needs('VIEW_ENCRYPTION_KEYS'),
    params: accountIdParamsSchema,
    status: 200,
    response: providerAccountsSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/encryption-keys',
    summary: 'Register a KMS key by alias, ARN and provider account; its validity starts Unknown',
    tag: 'encryption-keys',
    access: needs('EDIT_ENCRYPTION_KEYS'),
    params: accountIdParamsSchema,
    body: addEncryptionKeyBodySchema,
    status: 201,
    response: encryptionKeySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/accounts/:accountId/encryption-keys/:keyId',
    summary: 'Delete a key no cluster uses',
    tag: 'encryption-keys',
    access: needs('EDIT_ENCRYPTION_KEYS'),
    params: encryptionKeyParamsSchema,
    status: 204,
    response: z.null(),
    ownErrors: [409], // In use by a cluster
  }),
  validate: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/encryption-keys/:keyId/validate',
    summary: 'Ask the cluster driver whether the key can encrypt clusters of its provider account; stores the answer',
    tag: 'encryption-keys',
    access: needs('EDIT_ENCRYPTION_KEYS'),
    params: encryptionKeyParamsSchema,
    status: 200,
    response: keyValidationSchema,
  }),
} as const;

/** The same keys in the Instaclustr-compatible public API (AWS Encryption Key V2). */
export const publicEncryptionKeyEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/cluster-management/v2/resources/providers/aws/encryption-keys/v2',
    summary: 'Add an AWS KMS encryption key',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    body: publicAddEncryptionKeyBodySchema,
    status: 202,
    response: publicEncryptionKeySchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/cluster-management/v2/resources/providers/aws/encryption-keys/v2/:encryptionKeyId',
    summary: 'Get encryption key details',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    params: publicEncryptionKeyParamsSchema,
    status: 200,
    response: publicEncryptionKeySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/cluster-management/v2/resources/providers/aws/encryption-keys/v2/:encryptionKeyId',
    summary: 'Delete encryption key',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    params: publicEncryptionKeyParamsSchema,
    status: 204,
    response: z.null(),
    ownErrors: [409], // In use by a cluster
  }),
  list: endpoint({
    method: 'GET',
    path: '/cluster-management/v2/data-sources/providers/aws/encryption-keys/v2',
    summary: 'List all AWS encryption keys',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    status: 200,
    response: publicEncryptionKeyDataSourceSchema,
  }),
  validate: endpoint({
    method: 'GET',
    path: '/cluster-management/v2/operations/providers/aws/encryption-keys/v2/:encryptionKeyId/validate/v2',
    summary: 'Validate encryption Key',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    params: publicEncryptionKeyParamsSchema,
    status: 200,
    response: publicKeyValidationSchema,
  }),
} as const;
