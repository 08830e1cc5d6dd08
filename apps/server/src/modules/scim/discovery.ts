import {
  LIMITS,
  SCIM_PATHS,
  SCIM_URNS,
  type ScimAttributeDefinition,
  type ScimResourceType,
  type ScimSchemaResource,
  type ScimServiceProviderConfig,
} from '@datadeck/contracts';
import { scimUrl } from './resource.ts';

/**
 * The discovery documents (RFC 7644 §4, RFC 7643 §5–7): what this SCIM service provider does,
 * told as it is. PATCH and an `eq` filter are supported; bulk, sort, changePassword and ETags
 * are not; only the User resource and the attributes it keeps are described.
 */

export function serviceProviderConfig(publicUrl: string): ScimServiceProviderConfig {
  return {
    schemas: [SCIM_URNS.serviceProviderConfig],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: LIMITS.scimMaxResults },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description:
          "The identity provider's SCIM token, generated on its page in the console, sent as Authorization: Bearer <token>",
        specUri: 'https://www.rfc-editor.org/info/rfc6750',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: scimUrl(publicUrl, SCIM_PATHS.serviceProviderConfig) },
  };
}

const attribute = (
  name: string,
  description: string,
  rest: Partial<ScimAttributeDefinition> = {},
): ScimAttributeDefinition => ({
  name,
  type: 'string',
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...rest,
});

/** RFC 7643 §4.1 User, reduced to what is kept; other attributes a request sends are ignored. */
const USER_ATTRIBUTES: ScimAttributeDefinition[] = [
  attribute(
    'userName',
    "The person's username in the console: letters, digits and . _ - @ +, 3 to 64 characters, starting with a letter or a digit",
    { required: true, uniqueness: 'server' },
  ),
  attribute('name', 'The parts of the name the display name is made of when no displayName is sent', {
    type: 'complex',
    subAttributes: [
      attribute('formatted', 'The display name'),
      attribute('givenName', 'Taken into the display name ("givenName familyName"); not kept apart', {
        mutability: 'writeOnly',
        returned: 'never',
      }),
      attribute('familyName', 'Taken into the display name ("givenName familyName"); not kept apart', {
        mutability: 'writeOnly',
        returned: 'never',
      }),
    ],
  }),
  attribute('displayName', 'The name the console shows, at most 100 characters'),
  attribute('emails', "The person's e-mail address, with which they sign in: the primary one sent, else the first", {
    type: 'complex',
    multiValued: true,
    required: true,
    subAttributes: [
      attribute('value', 'The e-mail address', { required: true, uniqueness: 'server' }),
      attribute('type', 'Always work', { mutability: 'readOnly', canonicalValues: ['work'] }),
      attribute('primary', 'Always true: one address is kept', { type: 'boolean', mutability: 'readOnly' }),
    ],
  }),
  attribute(
    'active',
    'Whether the person has access to the account: false unlinks them at once; true links them again, as Read Only',
    {
      type: 'boolean',
    },
  ),
];

export function userSchema(publicUrl: string): ScimSchemaResource {
  return {
    schemas: [SCIM_URNS.schema],
    id: SCIM_URNS.user,
    name: 'User',
    description: 'A person of the account',
    attributes: USER_ATTRIBUTES,
    meta: { resourceType: 'Schema', location: scimUrl(publicUrl, `${SCIM_PATHS.schemas}/${SCIM_URNS.user}`) },
  };
}

export function userResourceType(publicUrl: string): ScimResourceType {
  return {
    schemas: [SCIM_URNS.resourceType],
    id: 'User',
    name: 'User',
    endpoint: SCIM_PATHS.users,
    description: 'A person linked to the identity provider’s account',
    schema: SCIM_URNS.user,
    schemaExtensions: [],
    meta: { resourceType: 'ResourceType', location: scimUrl(publicUrl, `${SCIM_PATHS.resourceTypes}/User`) },
  };
}
