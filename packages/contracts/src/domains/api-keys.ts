import { z } from 'zod';
import { accountIdParamsSchema } from './accounts.ts';
import { cidrAllowListSchema } from './allow-list.ts';
import { API_KEY_TYPES } from './api-key-types.ts';

export * from './api-key-types.ts';

export const apiKeyTypeSchema = z.enum(API_KEY_TYPES, 'Unknown API key type');

export const apiKeySchema = z.object({
  apiKeyType: apiKeyTypeSchema,
  /** The key in clear right after it is generated or rotated; masked otherwise. */
  key: z.string(),
  cidrAllowList: z.array(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** API keys data (SPEC §3) of the signed-in user on one account. */
export const apiKeysSchema = z.object({
  apiKeys: z.array(apiKeySchema),
  allowedApiKeyTypes: z.array(z.object({ name: apiKeyTypeSchema, displayName: z.string() })),
});
export type ApiKeys = z.infer<typeof apiKeysSchema>;

export const apiKeyParamsSchema = accountIdParamsSchema.extend({ apiKeyType: apiKeyTypeSchema });
export const generateApiKeyBodySchema = z.object({ apiKeyType: apiKeyTypeSchema });
export const deleteApiKeyQuerySchema = z.object({ apiKeyType: apiKeyTypeSchema });
export const updateAllowListBodySchema = z.object({ cidrAllowList: cidrAllowListSchema });

/** A new key allows every caller until the user narrows it (SPEC §8: deletion clears restrictions). */
export const DEFAULT_CIDR_ALLOW_LIST: readonly string[] = ['0.0.0.0/0'];

/** The caller's public address as the server sees it ('add my public IP'). */
export const clientIpSchema = z.object({ ip: z.string() });
