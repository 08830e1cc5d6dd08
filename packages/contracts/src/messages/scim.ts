/**
 * SCIM 2.0 provisioning (RFC 7644): the `detail` of each refusal the SCIM server answers. Read by
 * an identity provider's administrator in its provisioning log, so each says what to change.
 */
export const SCIM_MESSAGES = {
  unauthenticated:
    "Send the identity provider's SCIM token as Authorization: Bearer <token> (generate it on the identity provider's page)",
  throttled: 'Too many requests with a missing or unknown SCIM token: try again later',
  notFound: (method: string, path: string) => `No SCIM endpoint for ${method} ${path}`,
  userNotFound: 'No user provisioned by this identity provider has this id',
  schemaNotFound: 'No schema with this id',
  resourceTypeNotFound: 'No resource type with this id',
  discoveryFilter: 'This endpoint takes no filter',
  invalidJson: 'The request body is not valid JSON',
  mediaType: 'Send the request body as application/scim+json (or application/json)',
  tooLarge: (bytes: number) => `The request body is larger than ${bytes} bytes`,
  bodyRequired: 'This request needs a JSON body',
  schemasMissing: (urn: string) => `"schemas" must list ${urn}`,
  filterUnsupported:
    'Only an eq filter on userName, externalId or emails.value is supported, such as userName eq "bjensen"',
  emailRequired: 'A user needs an e-mail address (emails[].value): people sign in with it',
  uniqueness: 'This userName or e-mail address belongs to another user',
  alreadyProvisioned: 'This user is provisioned by this identity provider already: update it at its id',
  notPerson: 'This userName belongs to a service user, which cannot be provisioned',
  pathUnsupported: (path: string) => `The attribute "${path}" is not one this service provider keeps`,
  pathRequired: 'A remove operation needs a path',
  valueRequired: (op: string) => `A ${op} operation needs a value`,
  valueNotObject: 'An operation without a path needs an object of attributes as its value',
  valueInvalid: (path: string, expected: string) => `"${path}" takes ${expected}`,
  requiredAttribute: (path: string) => `"${path}" is required and cannot be removed`,
  internal: 'Something went wrong on our side; try again later',
} as const;
