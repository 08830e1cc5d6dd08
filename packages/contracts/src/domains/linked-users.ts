import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { ROLES, type Role } from '../roles.ts';
import { accountIdParamsSchema } from './accounts.ts';
import { userSummarySchema, usernameSchema } from './user-fields.ts';

/** How a linked user signs in (SPEC §2 Sign In Type): a password until SSO brings providers. */
export const PASSWORD_SIGN_IN = 'Password';

export const roleSchema = z.enum(ROLES, 'Select a role');

/** SPEC §3 LinkedUser. */
export const linkedUserSchema = z.object({
  profile: roleSchema,
  userSummary: userSummarySchema,
  /** 'Password', or the display name of the identity provider the user signs in with. */
  signInType: z.string(),
  isLinkedToActiveCustomIdp: z.boolean(),
  isExemptedFromCustomIdpSso: z.boolean(),
});
export type LinkedUser = z.infer<typeof linkedUserSchema>;

/** The facts the owner rules depend on (SPEC §5, §9), read with the list. */
export const ownerFactsSchema = z.object({
  ownerCount: z.number().int().nonnegative(),
  inactivityRevocation: z.boolean(),
});
export type OwnerFacts = z.infer<typeof ownerFactsSchema>;

/** The Linked Users page: the account's users, and what the owner rules and warnings depend on. */
export const linkedUsersViewSchema = ownerFactsSchema.extend({
  users: z.array(linkedUserSchema),
  /** SCIM provisioning manages the account's users (SSO); changes made here may be overwritten. */
  scimActive: z.boolean(),
});
export type LinkedUsersView = z.infer<typeof linkedUsersViewSchema>;

/** SPEC §9: at least 1 owner, 2 when inactivity revocation is on. */
export const minimumOwners = (facts: Pick<OwnerFacts, 'inactivityRevocation'>): number =>
  facts.inactivityRevocation ? 2 : 1;

/**
 * THE owner rule (SPEC §5, §9), for the server's check and the console's disabled buttons alike:
 * why changing a user of role `current` to `next` (null: unlinking them) is refused, or null when it
 * is allowed. Only taking an owner away can break it: the last owner stays, and with inactivity
 * revocation on two owners stay (so the account keeps an owner when one of them is revoked).
 */
export function ownerRuleRefusal(facts: OwnerFacts, current: Role, next: Role | null): string | null {
  if (current !== 'OWNER' || next === 'OWNER') return null;
  if (facts.ownerCount <= 1) return MESSAGES.linkedUsers.lastOwner;
  if (facts.ownerCount <= minimumOwners(facts)) return MESSAGES.linkedUsers.twoOwnersNeeded;
  return null;
}

export const linkedUserParamsSchema = accountIdParamsSchema.extend({ username: usernameSchema });
export const changeRoleBodySchema = z.object({ profile: roleSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;
