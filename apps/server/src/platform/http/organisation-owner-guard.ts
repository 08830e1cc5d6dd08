import { MESSAGES, organisationIdParamsSchema } from '@datadeck/contracts';
import type { OrganisationOwnerLookup } from '../auth/organisation-owners.ts';
import { confinedToOneAccount, type Authentication } from '../auth/sessions.ts';
import { notFound } from './errors.ts';

/**
 * The organisationOwner rule: the caller must own the path's organisation. Anyone else gets the
 * 404 of an organisation that does not exist, so its existence is not revealed. An organisation
 * spans accounts, so a session confined to one account gets it too: staff acting as a user, and a
 * session an account's identity provider began (which vouches for the person there only).
 */
export async function refuseUnlessOrganisationOwner(
  owners: OrganisationOwnerLookup,
  authentication: Authentication | null,
  params: unknown,
): Promise<void> {
  const caller = authentication?.caller;
  const parsed = organisationIdParamsSchema.safeParse(params);
  const owns =
    caller !== undefined &&
    !confinedToOneAccount(caller) &&
    parsed.success &&
    (await owners(caller.userId, parsed.data.organisationId));
  if (!owns) throw notFound(MESSAGES.organisations.notFound);
}
