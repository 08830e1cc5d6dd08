import { INVITATIONS_MESSAGES, invitationsFull } from '@datadeck/contracts';
import { Alert, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAccount } from '../../shared/account/account-query.ts';
import { invitationsQuery } from './api.ts';
import { InvitationTable } from './invitation-table.tsx';
import { InviteForm } from './invite-form.tsx';

const invitationsRoute = getRouteApi('/console/accounts/$accountId/settings/user-invitations');

/** settings/user-invitations (SPEC §2): invite people by e-mail, and the invitations still open. */
export function InvitationsTab() {
  const { accountId } = invitationsRoute.useParams();
  const { pciCompatible } = useAccount(accountId);
  const { invitations, standardSsoServices } = useSuspenseQuery(invitationsQuery(accountId)).data;

  return (
    <Stack gap="md">
      <Title order={2}>User Invitations</Title>
      {pciCompatible && (
        <Alert color="yellow" role="note">
          {INVITATIONS_MESSAGES.pciWarning}
        </Alert>
      )}
      {/* At the limit the form would only be refused (SPEC §9): it gives way to the reason. */}
      {invitationsFull(invitations.length) ? (
        <Alert color="yellow" role="note">
          {INVITATIONS_MESSAGES.maxReached}
        </Alert>
      ) : (
        <InviteForm accountId={accountId} ssoServices={standardSsoServices} />
      )}
      <Title order={3}>Open Invitations</Title>
      <InvitationTable accountId={accountId} invitations={invitations} />
    </Stack>
  );
}
