import {
  INVITATION_STATUS_TEXTS,
  INVITATIONS_MESSAGES,
  invitationTokenBodySchema,
  ROLE_LABELS,
} from '@datadeck/contracts';
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { ErrorState, PageLoader } from '../../shared/ui/page-states.tsx';
import { invitationLinkQuery } from './accept-api.ts';
import { AcceptWithServices } from './accept-invitation-services.tsx';
import { ExistingUserAccept } from './existing-user-accept.tsx';
import { NewUserForm } from './new-user-form.tsx';

const acceptInvitationRoute = getRouteApi('/accept-invitation');

/**
 * The page an invitation e-mail links to. Public: the token is the credential, and the invited
 * person may have no user yet. Nothing is accepted on arrival, so a mail scanner opening the link
 * accepts nothing.
 */
export function AcceptInvitationPage() {
  const { token } = acceptInvitationRoute.useSearch();
  // A token the schema refuses (cut short in the e-mail client) is not worth asking about.
  const valid = invitationTokenBodySchema.safeParse({ token });
  return (
    <Container component="main" size={520} py={80}>
      <Paper withBorder shadow="sm" p="xl">
        <Stack gap="lg">
          <Title order={1} size="h2">
            Accept invitation
          </Title>
          {valid.success ? <Invitation token={valid.data.token} /> : <InvalidLink />}
        </Stack>
      </Paper>
    </Container>
  );
}

function Invitation({ token }: { token: string }) {
  const link = useQuery(invitationLinkQuery(token));
  if (link.isPending) return <PageLoader label="Loading the invitation" />;
  // A 4xx means no invitation has this token: asking again will not help.
  if (isApiError(link.error) && link.error.status < 500) return <InvalidLink />;
  if (link.isError) return <ErrorState error={link.error} onRetry={() => void link.refetch()} />;

  const { status, accountName, profile, email, existingUser, allowedStandardSsoServices } = link.data;
  if (status !== 'OPEN') return <Text>{INVITATION_STATUS_TEXTS[status]}</Text>;
  return (
    <Stack gap="md">
      <Text>
        You are invited to join <strong>{accountName}</strong> as <strong>{ROLE_LABELS[profile]}</strong>.
      </Text>
      {existingUser ? <ExistingUserAccept token={token} /> : <NewUserForm token={token} email={email} />}
      <AcceptWithServices token={token} services={allowedStandardSsoServices} />
    </Stack>
  );
}

function InvalidLink() {
  return (
    <Alert color="red" role="alert">
      {INVITATIONS_MESSAGES.linkInvalid}
    </Alert>
  );
}
