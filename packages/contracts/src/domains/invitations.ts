import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { accountIdParamsSchema } from './accounts.ts';
import { linkedAccountSchema } from './auth.ts';
import { roleSchema } from './linked-users.ts';
import { newPasswordSchema } from './sign-in-policy.ts';
import { displayNameSchema, emailAddressSchema, usernameSchema } from './user-fields.ts';

/** SPEC §4: an invitation is open, then accepted, revoked, or expired after three days. */
export const INVITATION_STATUSES = ['OPEN', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A standard SSO service (Google, GitHub, …) an invited user may be allowed to sign in with. */
export const ssoServiceSchema = z.object({ name: z.string(), displayName: z.string() });
export type SsoService = z.infer<typeof ssoServiceSchema>;

/** SPEC §3 Invitation, as the Open Invitations table shows it. */
export const invitationSchema = z.object({
  email: z.string(),
  profile: roleSchema,
  allowedStandardSsoServices: z.array(ssoServiceSchema),
  expires: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The User Invitations page: open invitations and the SSO services the server offers. */
export const invitationsViewSchema = z.object({
  invitations: z.array(invitationSchema),
  standardSsoServices: z.array(ssoServiceSchema),
});
export type InvitationsView = z.infer<typeof invitationsViewSchema>;

/** SPEC §3 create payload: email, profile, allowedStandardSsoServices (names). */
export const createInvitationBodySchema = z.object({
  email: emailAddressSchema,
  profile: roleSchema,
  allowedStandardSsoServices: z.array(z.string().max(64)).max(20).default([]),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** Revoke by email (SPEC §7). */
export const revokeInvitationQuerySchema = z.object({ email: emailAddressSchema });

/** Whether the account may take another invitation (SPEC §9: at most 10 open). */
export const invitationsFull = (openCount: number): boolean => openCount >= LIMITS.maxOpenInvitations;

/** Case-insensitive, as the spec's duplicate rule compares. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

// Accepting: the e-mailed link carries a one-time token, sent in bodies so it never lands in a log.

const invitationTokenSchema = z
  .string('The invitation link is incomplete')
  .trim()
  .min(20, 'The invitation link is incomplete')
  .max(200, 'The invitation link is not valid');

export const invitationTokenBodySchema = z.object({ token: invitationTokenSchema });

/** What the link's page shows before the person accepts. */
export const invitationLinkSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  email: z.string(),
  accountName: z.string(),
  profile: roleSchema,
  /** Whether a user with the invited address exists: they sign in to accept, else they sign up. */
  existingUser: z.boolean(),
  /** The standard SSO services the invitation allows and the server still offers: each may accept it. */
  allowedStandardSsoServices: z.array(ssoServiceSchema),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** A new person accepting: the account's invited role with a user of their own. */
export const acceptAsNewUserBodySchema = z.object({
  token: invitationTokenSchema,
  username: usernameSchema,
  displayName: displayNameSchema,
  password: newPasswordSchema,
});
export type AcceptAsNewUserBody = z.infer<typeof acceptAsNewUserBodySchema>;

/** An existing, signed-in user accepting: the account they joined. */
export const acceptedInvitationSchema = linkedAccountSchema;

/** The plain words for a link that can no longer be used. */
export const INVITATION_STATUS_TEXTS: Readonly<Record<Exclude<InvitationStatus, 'OPEN'>, string>> = {
  ACCEPTED: MESSAGES.invitations.linkAccepted,
  REVOKED: MESSAGES.invitations.linkRevoked,
  EXPIRED: MESSAGES.invitations.linkExpired,
};

export const invitationsParamsSchema = accountIdParamsSchema;
