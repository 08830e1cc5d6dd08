import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountDetailsQuery } from '../../shared/account/account-details-query.ts';

/**
 * The organisation's linked-accounts page, when the account belongs to an organisation the caller
 * owns (SPEC §2). Nothing otherwise, and nothing while or if the details cannot be read: the link
 * is a shortcut, not part of the webhooks.
 */
export function OrganisationLink({ accountId }: { accountId: string }) {
  const organisation = useQuery(accountDetailsQuery(accountId)).data?.organisation;
  if (organisation === null || organisation === undefined || !organisation.callerIsOwner) return null;
  return (
    <Text size="sm">
      This account belongs to the organization {organisation.name}.{' '}
      {/* A plain link: the organisation's pages are another feature's routes. */}
      <Anchor href={`/organizations/${organisation.id}`}>Manage the organization's linked accounts</Anchor>
    </Text>
  );
}
