import { MESSAGES, organisationIdParamsSchema } from '@datadeck/contracts';
import type { OrganisationOwnerLookup } from '../auth/organisation-owners.ts';
import type { Authentication } from '../auth/sessions.ts';
import { notFound } from './errors.ts';

/**
 * The organisationOwner rule: the caller must own the path's organisation. Anyone else gets the
 * 404 of an organisation that does not exist, so its existence is not revealed. An impersonation
 * is confined to one account and an organisation spans several, so staff acting as a user get it too.
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
    caller.impersonator === null &&
    parsed.success &&
    (await owners(caller.userId, parsed.data.organisationId));
  if (!owns) throw notFound(MESSAGES.organisations.notFound);
}
