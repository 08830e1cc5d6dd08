import {
  MESSAGES,
  SCIM_BASE_PATH,
  SCIM_PATHS,
  SCIM_URNS,
  scimUserFieldsSchema,
  type Role,
  type ScimEmail,
  type ScimUser,
  type ScimUserFields,
  type ScimUserRequest,
} from '@datadeck/contracts';
import { ScimError } from './scim-error.ts';

/** A SCIM user as stored: the person, the provider's record of them, and their role on the account. */
export interface StoredScimUser extends ScimUserFields {
  id: string;
  externalId: string | null;
  active: boolean;
  created: Date;
  lastModified: Date;
  /** Their role on the provider's account; null while they are not linked to it. */
  role: Role | null;
}

/** What a request makes of a user: POST and PUT by their body, PATCH by its operations. */
export interface DesiredScimUser extends ScimUserFields {
  externalId: string | null;
  /** Undefined when the request does not say (a PUT without `active`, a PATCH not touching it). */
  active: boolean | undefined;
}

/** The name parts a display name may be made of. */
export interface NameParts {
  displayName?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  formatted?: string | null;
}

const filled = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};

/**
 * The display name (the console keeps one name per person): displayName wins, else
 * "givenName familyName", else name.formatted, else the userName.
 */
export function composeDisplayName(parts: NameParts, userName: string): string {
  const given = [filled(parts.givenName), filled(parts.familyName)].filter((part) => part !== undefined).join(' ');
  return filled(parts.displayName) ?? filled(given) ?? filled(parts.formatted) ?? userName.trim();
}

/** The address of emails: the one marked primary, else the first (RFC 7643 §2.4). */
export function primaryEmail(emails: readonly ScimEmail[] | null | undefined): string | undefined {
  return (emails?.find((email) => email.primary === true) ?? emails?.[0])?.value;
}

/** How the stored fields are named to a SCIM client. */
const ATTRIBUTE_OF = new Map<string, string>([
  ['userName', 'userName'],
  ['email', 'emails.value'],
  ['displayName', 'displayName'],
]);

/** The fields under the console's rules for a person (trimmed), else 400 invalidValue naming the attribute. */
export function checkedFields(fields: ScimUserFields): ScimUserFields {
  const parsed = scimUserFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const attribute = ATTRIBUTE_OF.get(String(issue?.path[0])) ?? 'value';
  throw new ScimError(400, `${attribute}: ${issue?.message ?? 'Invalid'}`, 'invalidValue');
}

/** A POST or PUT body as the user it asks for. */
export function desiredFromRequest(body: ScimUserRequest): DesiredScimUser {
  const email = primaryEmail(body.emails);
  if (email === undefined) throw new ScimError(400, MESSAGES.scim.emailRequired, 'invalidValue');
  const fields = checkedFields({
    userName: body.userName,
    email,
    displayName: composeDisplayName(
      {
        displayName: body.displayName,
        givenName: body.name?.givenName,
        familyName: body.name?.familyName,
        formatted: body.name?.formatted,
      },
      body.userName,
    ),
  });
  return { ...fields, externalId: body.externalId ?? null, active: body.active ?? undefined };
}

/** The absolute URL of a SCIM endpoint (meta.location, Location). */
export function scimUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SCIM_BASE_PATH}${path}`;
}

/** The User resource of a stored user (RFC 7643 §4.1). */
export function toScimUser(user: StoredScimUser, publicUrl: string): ScimUser {
  return {
    schemas: [SCIM_URNS.user],
    id: user.id,
    ...(user.externalId !== null && { externalId: user.externalId }),
    userName: user.userName,
    name: { formatted: user.displayName },
    displayName: user.displayName,
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: user.active,
    meta: {
      resourceType: 'User',
      created: user.created.toISOString(),
      lastModified: user.lastModified.toISOString(),
      location: scimUrl(publicUrl, `${SCIM_PATHS.users}/${user.id}`),
    },
  };
}
