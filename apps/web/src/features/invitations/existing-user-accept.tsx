import { INVITATIONS_MESSAGES } from '@datadeck/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../shared/api/api-error.ts';
import { sessionQuery } from '../../shared/auth/session.ts';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { useAcceptInvitation } from './accept-api.ts';

/**
 * The invited address has a user: they accept signed in as that user. Whether someone is signed in
 * is what this tab's session already knows; asking GET /v1/me here would send a signed-out visitor
 * to sign in before they have read the invitation.
 */
export function ExistingUserAccept({ token }: { token: string }) {
  const signedIn = useQuery({ ...sessionQuery, enabled: false }).data !== undefined;
  if (!signedIn) {
    return (
      <Stack gap="md" align="flex-start">
        <Text>{INVITATIONS_MESSAGES.emailHasUser}</Text>
        <ButtonLink to="/sign-in" search={{ redirect: `/accept-invitation?token=${encodeURIComponent(token)}` }}>
          Sign in to accept
        </ButtonLink>
      </Stack>
    );
  }
  return <AcceptButton token={token} />;
}

function AcceptButton({ token }: { token: string }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (joined) => {
        notifications.show({ color: 'green', message: INVITATIONS_MESSAGES.accepted(joined.name) });
        void navigate({ to: '/accounts/$accountId', params: { accountId: joined.id } });
      },
    });
  return (
    <Stack gap="md" align="flex-start">
      {/* A refusal (sent to another user's address, no longer open) is said in the server's words. */}
      {accept.isError && (
        <Alert color="red" role="alert" w="100%">
          {errorMessage(accept.error)}
        </Alert>
      )}
      <Button loading={accept.isPending} onClick={onAccept}>
        Accept invitation
      </Button>
    </Stack>
  );
}
