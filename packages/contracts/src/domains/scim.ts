import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { SCIM_MESSAGES } from '../messages/scim.ts';
import type { Role } from '../roles.ts';
import { displayNameSchema, emailAddressSchema, usernameSchema } from './user-fields.ts';

/**
 * SCIM 2.0 (RFC 7643, RFC 7644): the provisioning endpoints an account's identity provider calls
 * with its bearer token. Declared here, served by apps/server/src/modules/scim. A SCIM User is a
 * person linked to the provider's account: userName ↔ username, the primary (or first) e-mail ↔
 * email, displayName (else "givenName familyName") ↔ display name; externalId and active are the
 * provider's record of the person.
 */
export const SCIM_BASE_PATH = '/scim/v2';

/** RFC 7644 §8.1: what SCIM answers in, and (with plain JSON, which clients also send) what it reads. */
export const SCIM_MEDIA_TYPE = 'application/scim+json';
export const SCIM_REQUEST_MEDIA_TYPES = [SCIM_MEDIA_TYPE, 'application/json'] as const;

/** The endpoints under SCIM_BASE_PATH (RFC 7644 §3.2, §4). */
export const SCIM_PATHS = {
  serviceProviderConfig: '/ServiceProviderConfig',
  schemas: '/Schemas',
  resourceTypes: '/ResourceTypes',
  users: '/Users',
} as const;

/** The schema and message URNs (RFC 7643 §3, §8.7; RFC 7644 §3.4.2, §3.5.2, §3.12). */
export const SCIM_URNS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
} as const;

/** Our own bounds: a User or a PatchOp is a few KB; an IdP sends a handful of operations at once. */
export const SCIM_BODY_LIMIT_BYTES = 64 * 1024;
export const SCIM_MAX_PATCH_OPERATIONS = 100;
export const SCIM_FILTER_MAX_LENGTH = 1_000;

/**
 * Requests with a missing or unknown token, per client address (our own numbers, the sign-in
 * throttle's kind of bucket): 20 at once, one back every 3 s, ever more slowly up to one a
 * minute while they go on. A right token is never held up, so an identity provider sharing its
 * cloud's addresses with someone guessing keeps working.
 */
export const SCIM_AUTH_FAILURE_THROTTLE = { burst: 20, refillMs: 3_000, maxRefillMs: 60_000 } as const;

/** The role of a person SCIM links to the account: new users, and users it re-activates. */
export const SCIM_LINK_ROLE: Role = 'READ_ONLY';

/** RFC 7644 §3.12 Table 9: the `scimType` of a 400 or 409. */
export const SCIM_ERROR_TYPES = [
  'invalidFilter',
  'tooMany',
  'uniqueness',
  'mutability',
  'invalidSyntax',
  'invalidPath',
  'noTarget',
  'invalidValue',
  'invalidVers',
  'sensitive',
] as const;
export type ScimErrorType = (typeof SCIM_ERROR_TYPES)[number];

/** RFC 7644 §3.12: every refusal, the HTTP status repeated as a string. */
export const scimErrorSchema = z.object({
  schemas: z.tuple([z.literal(SCIM_URNS.error)]),
  status: z.string().regex(/^[45]\d\d$/),
  scimType: z.enum(SCIM_ERROR_TYPES).optional(),
  detail: z.string(),
});
export type ScimErrorBody = z.infer<typeof scimErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Requests. Objects are loose: attributes of the User schema this service provider does not keep
// (title, phoneNumbers, the enterprise extension, a password…) are ignored rather than refused,
// as identity providers send their whole attribute mapping.
// ---------------------------------------------------------------------------------------------

const listing = (urn: string) =>
  z.array(z.string(), SCIM_MESSAGES.schemasMissing(urn)).refine((urns) => urns.includes(urn), {
    message: SCIM_MESSAGES.schemasMissing(urn),
  });

/** A boolean as identity providers send it: Azure AD writes `"True"` / `"False"` in PATCH values. */
export const scimBooleanSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value),
  z.boolean('Use true or false'),
);

/** RFC 7643 §4.1.2 emails: one entry of the multi-valued attribute. */
export const scimEmailSchema = z.looseObject({
  value: z.string('Use a string'),
  type: z.string().nullish(),
  primary: scimBooleanSchema.nullish(),
});
export type ScimEmail = z.infer<typeof scimEmailSchema>;

/** RFC 7643 §4.1.1 name: the parts this service provider reads. */
export const scimNameSchema = z.looseObject({
  formatted: z.string('Use a string').nullish(),
  givenName: z.string('Use a string').nullish(),
  familyName: z.string('Use a string').nullish(),
});
export type ScimName = z.infer<typeof scimNameSchema>;

/** POST /Users (RFC 7644 §3.3) and PUT /Users/{id} (§3.5.1): a User resource. */
export const scimUserRequestSchema = z.looseObject({
  schemas: listing(SCIM_URNS.user),
  userName: z.string('userName is required'),
  externalId: z.string('Use a string').nullish(),
  name: scimNameSchema.nullish(),
  displayName: z.string('Use a string').nullish(),
  emails: z.array(scimEmailSchema, 'Use a list of e-mail objects').nullish(),
  active: scimBooleanSchema.nullish(),
});
export type ScimUserRequest = z.infer<typeof scimUserRequestSchema>;

/**
 * The rules a User's stored fields obey, whichever way they arrived (POST, PUT, or PATCH once its
 * operations are applied): the console's own rules for a person's username, e-mail and name.
 */
export const scimUserFieldsSchema = z.object({
  userName: usernameSchema,
  email: emailAddressSchema,
  displayName: displayNameSchema,
});
export type ScimUserFields = z.infer<typeof scimUserFieldsSchema>;

/** RFC 7644 §3.5.2: PATCH operations; `op` is case-insensitive (Azure AD sends "Replace"). */
export const SCIM_PATCH_OPS = ['add', 'replace', 'remove'] as const;
export type ScimPatchOpName = (typeof SCIM_PATCH_OPS)[number];

export const scimPatchOperationSchema = z.looseObject({
  op: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(SCIM_PATCH_OPS, 'Use add, replace or remove'),
  ),
  path: z.string('Use a string').optional(),
  value: z.unknown().optional(),
});
export type ScimPatchOperation = z.infer<typeof scimPatchOperationSchema>;

export const scimPatchRequestSchema = z.looseObject({
  schemas: listing(SCIM_URNS.patchOp),
  Operations: z
    .array(scimPatchOperationSchema, 'Operations must be a list')
    .min(1, 'Operations must not be empty')
    .max(SCIM_MAX_PATCH_OPERATIONS, `At most ${SCIM_MAX_PATCH_OPERATIONS} operations at once`),
});
export type ScimPatchRequest = z.infer<typeof scimPatchRequestSchema>;

/** The largest startIndex honoured; beyond it every page is empty anyway. */
const MAX_START_INDEX = 2_147_483_647;

const integerParam = z.coerce.number('Use an integer').int('Use an integer');

/**
 * GET /Users query (RFC 7644 §3.4.2.2, §3.4.2.4): a 1-based startIndex (below 1 is 1) and a
 * count (negative is 0, at most LIMITS.scimMaxResults, which is also the default).
 */
export const scimListQuerySchema = z.looseObject({
  filter: z
    .string('Send one filter')
    .max(SCIM_FILTER_MAX_LENGTH, `Use at most ${SCIM_FILTER_MAX_LENGTH} characters`)
    .optional(),
  startIndex: integerParam.optional().transform((n) => Math.min(Math.max(n ?? 1, 1), MAX_START_INDEX)),
  count: integerParam
    .optional()
    .transform((n) => Math.min(Math.max(n ?? LIMITS.scimMaxResults, 0), LIMITS.scimMaxResults)),
});
export type ScimListQuery = z.infer<typeof scimListQuerySchema>;

/** The attributes a filter may compare (with `eq`), by their canonical names. */
export const SCIM_FILTER_ATTRIBUTES = ['userName', 'externalId', 'emails.value'] as const;
export type ScimFilterAttribute = (typeof SCIM_FILTER_ATTRIBUTES)[number];

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

/** RFC 7643 §3.1 meta. No `version`: ETags are not supported. */
export const scimMetaSchema = z.object({
  resourceType: z.string(),
  created: z.iso.datetime().optional(),
  lastModified: z.iso.datetime().optional(),
  location: z.url(),
});

/**
 * A User as this service provider answers it. `name` holds only `formatted` (the display name):
 * given and family names are not kept apart. The one e-mail address is the work address.
 */
export const scimUserSchema = z.object({
  schemas: z.tuple([z.literal(SCIM_URNS.user)]),
  id: z.uuid(),
  externalId: z.string().optional(),
  userName: z.string(),
  name: z.object({ formatted: z.string() }),
  displayName: z.string(),
  emails: z.array(z.object({ value: z.string(), type: z.literal('work'), primary: z.literal(true) })),
  active: z.boolean(),
  meta: scimMetaSchema.extend({ resourceType: z.literal('User') }),
});
export type ScimUser = z.infer<typeof scimUserSchema>;

/** RFC 7644 §3.4.2: a page of resources. */
export const scimListResponseSchema = <T extends z.ZodType>(resource: T) =>
  z.object({
    schemas: z.tuple([z.literal(SCIM_URNS.listResponse)]),
    totalResults: z.number().int().nonnegative(),
    startIndex: z.number().int().positive(),
    itemsPerPage: z.number().int().nonnegative(),
    Resources: z.array(resource),
  });
export type ScimListResponse<T> = {
  schemas: [typeof SCIM_URNS.listResponse];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: T[];
};

const supported = z.object({ supported: z.boolean() });

/** RFC 7643 §5. */
export const scimServiceProviderConfigSchema = z.object({
  schemas: z.tuple([z.literal(SCIM_URNS.serviceProviderConfig)]),
  documentationUri: z.url().optional(),
  patch: supported,
  bulk: supported.extend({ maxOperations: z.number().int(), maxPayloadSize: z.number().int() }),
  filter: supported.extend({ maxResults: z.number().int() }),
  changePassword: supported,
  sort: supported,
  etag: supported,
  authenticationSchemes: z.array(
    z.object({
      type: z.string(),
      name: z.string(),
      description: z.string(),
      specUri: z.url().optional(),
      documentationUri: z.url().optional(),
      primary: z.boolean().optional(),
    }),
  ),
  meta: scimMetaSchema,
});
export type ScimServiceProviderConfig = z.infer<typeof scimServiceProviderConfigSchema>;

/** RFC 7643 §6. */
export const scimResourceTypeSchema = z.object({
  schemas: z.tuple([z.literal(SCIM_URNS.resourceType)]),
  id: z.string(),
  name: z.string(),
  endpoint: z.string(),
  description: z.string(),
  schema: z.string(),
  schemaExtensions: z.array(z.object({ schema: z.string(), required: z.boolean() })),
  meta: scimMetaSchema,
});
export type ScimResourceType = z.infer<typeof scimResourceTypeSchema>;

/** RFC 7643 §7: how an attribute of a schema behaves. */
export interface ScimAttributeDefinition {
  name: string;
  type: 'string' | 'boolean' | 'decimal' | 'integer' | 'dateTime' | 'reference' | 'complex' | 'binary';
  multiValued: boolean;
  description: string;
  required: boolean;
  caseExact: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned: 'always' | 'never' | 'default' | 'request';
  uniqueness: 'none' | 'server' | 'global';
  canonicalValues?: string[];
  subAttributes?: ScimAttributeDefinition[];
}

export const scimAttributeDefinitionSchema: z.ZodType<ScimAttributeDefinition> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.enum(['string', 'boolean', 'decimal', 'integer', 'dateTime', 'reference', 'complex', 'binary']),
    multiValued: z.boolean(),
    description: z.string(),
    required: z.boolean(),
    caseExact: z.boolean(),
    mutability: z.enum(['readOnly', 'readWrite', 'immutable', 'writeOnly']),
    returned: z.enum(['always', 'never', 'default', 'request']),
    uniqueness: z.enum(['none', 'server', 'global']),
    canonicalValues: z.array(z.string()).optional(),
    subAttributes: z.array(scimAttributeDefinitionSchema).optional(),
  }),
);

/** RFC 7643 §7: a schema resource (GET /Schemas/{id}). */
export const scimSchemaResourceSchema = z.object({
  schemas: z.tuple([z.literal(SCIM_URNS.schema)]),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  attributes: z.array(scimAttributeDefinitionSchema),
  meta: scimMetaSchema,
});
export type ScimSchemaResource = z.infer<typeof scimSchemaResourceSchema>;
