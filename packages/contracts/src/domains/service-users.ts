import { z } from 'zod';
import type { Role } from '../roles.ts';
import { accountIdParamsSchema } from './accounts.ts';
import { cidrAllowListSchema } from './allow-list.ts';
import { API_KEY_TYPE_RULES, apiKeyTypeSchema, ROLE_API_KEY_TYPES, type ApiKeyType } from './api-keys.ts';
import { roleSchema } from './linked-users.ts';
import { displayNameSchema, emailAddressSchema, usernameSchema } from './user-fields.ts';

/**
 * Service users (SPEC §2, §3): identities for scripts. Each belongs to one account with a profile
 * (a role), signs in nowhere, and calls the public API with its own API keys, within its profile.
 */

/**
 * SPEC §6: the profiles a user of `role` may give a service user. Billing is never offered: it
 * holds no API keys (api-keys.ts), so a billing service user could do nothing.
 */
export function serviceUserProfilesFor(role: Role): readonly Role[] {
  if (role === 'OWNER') return ['OWNER', 'CLUSTER_ADMIN', 'READ_ONLY'];
  if (role === 'CLUSTER_ADMIN') return ['CLUSTER_ADMIN', 'READ_ONLY'];
  return ['READ_ONLY'];
}

/** The key types a service user of this profile may hold, with their display names. */
export const serviceUserKeyTypes = (profile: Role): { name: ApiKeyType; displayName: string }[] =>
  ROLE_API_KEY_TYPES[profile].map((name) => ({ name, displayName: API_KEY_TYPE_RULES[name].displayName }));

/** SPEC §3 service user API key: name (the username), account, apiKeyType, key, cidrAllowList. */
export const serviceUserApiKeySchema = z.object({
  name: z.string(),
  account: z.uuid(),
  apiKeyType: apiKeyTypeSchema,
  /** In clear right after it is generated or rotated; masked otherwise. */
  key: z.string(),
  cidrAllowList: z.array(z.string()),
});
export type ServiceUserApiKey = z.infer<typeof serviceUserApiKeySchema>;

/** SPEC §3 ServiceUser. */
export const serviceUserSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  profile: roleSchema,
  /** The profiles the caller may give this service user. */
  allowedProfiles: z.array(roleSchema),
  /** Usernames of the users who administer it (the creator first). */
  administrators: z.array(z.string()),
  apiKeys: z.object({
    allowedApiKeyTypes: z.array(z.object({ name: apiKeyTypeSchema, displayName: z.string() })),
    apiKeys: z.array(serviceUserApiKeySchema),
  }),
});
export type ServiceUser = z.infer<typeof serviceUserSchema>;
export const serviceUsersSchema = z.array(serviceUserSchema);

/** Add (SPEC §7): a username of a deactivated service user of the account reactivates it. */
export const createServiceUserBodySchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema,
  email: emailAddressSchema,
  profile: roleSchema,
});
export type CreateServiceUserBody = z.infer<typeof createServiceUserBodySchema>;

/** Update (SPEC §7): displayName, profile and/or administrators. */
export const updateServiceUserBodySchema = z
  .object({
    displayName: displayNameSchema.optional(),
    profile: roleSchema.optional(),
    administrators: z
      .array(usernameSchema)
      .min(1, 'A service user keeps at least one administrator')
      .max(100)
      .optional(),
  })
  .refine((b) => b.displayName !== undefined || b.profile !== undefined || b.administrators !== undefined, {
    message: 'Send displayName, profile or administrators',
  });
export type UpdateServiceUserBody = z.infer<typeof updateServiceUserBodySchema>;

export const updatedServiceUserSchema = serviceUserSchema.pick({
  displayName: true,
  profile: true,
  administrators: true,
});

const serviceUsernameParams = { username: usernameSchema };
const serviceKeyTypeParams = { ...serviceUsernameParams, apiKeyType: apiKeyTypeSchema };

/** Console paths name the account; the public paths (SPEC §7) take it from the API key. */
export const serviceUserParamsSchema = accountIdParamsSchema.extend(serviceUsernameParams);
export const serviceUserKeyParamsSchema = accountIdParamsSchema.extend(serviceKeyTypeParams);
export const publicServiceUserParamsSchema = z.object(serviceUsernameParams);
export const publicServiceUserKeyParamsSchema = z.object(serviceKeyTypeParams);

export const generateServiceUserKeyBodySchema = z.object({ apiKeyType: apiKeyTypeSchema });
export const deleteServiceUserKeyQuerySchema = z.object({ apiKeyType: apiKeyTypeSchema });
export const serviceUserAllowListBodySchema = z.object({ cidrAllowList: cidrAllowListSchema });
