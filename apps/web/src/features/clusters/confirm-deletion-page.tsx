import { CLUSTERS_MESSAGES } from '@datadeck/contracts';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { ErrorState } from '../../shared/ui/page-states.tsx';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { useConfirmDeletion } from './api.ts';

const confirmDeletionRoute = getRouteApi('/confirm-cluster-deletion');

/**
 * The page a two-factor delete e-mail links to. It is public (the token is the credential) and
 * asks for a click rather than confirming on arrival, so a mail scanner that opens links
 * cannot delete a cluster.
 */
export function ConfirmDeletionPage() {
  const { token } = confirmDeletionRoute.useSearch();
  return (
    <Container component="main" size={520} py={80}>
      <Paper withBorder shadow="sm" p="xl">
        <Stack gap="lg">
          <Title order={1} size="h2">
            Confirm cluster deletion
          </Title>
          {token.trim() === '' ? <InvalidLink /> : <ConfirmDeletion token={token} />}
        </Stack>
      </Paper>
    </Container>
  );
}

function ConfirmDeletion({ token }: { token: string }) {
  const confirmation = useConfirmDeletion();

  if (confirmation.isSuccess) {
    return (
      <Stack gap="md" align="flex-start">
        {/* An output element is a status region: the confirmation is read out where the button was. */}
        <Alert color="green" role="note" w="100%">
          <output>{CLUSTERS_MESSAGES.deletionConfirmed(confirmation.data.clusterName)}</output>
        </Alert>
        <ConsoleLink />
      </Stack>
    );
  }
  // A 4xx means the token is unknown, used or expired: asking again will not help.
  if (isApiError(confirmation.error) && confirmation.error.status < 500) return <InvalidLink />;

  return (
    <Stack gap="md" align="flex-start">
      <Text>
        A deletion was requested for one of your clusters, and this account asks for it to be confirmed by e-mail. Once
        confirmed, the cluster and its data are deleted. This cannot be undone.
      </Text>
      {confirmation.isError && <ErrorState title="The deletion could not be confirmed" error={confirmation.error} />}
      <Button color="red.9" loading={confirmation.isPending} onClick={() => confirmation.mutate(token)}>
        Confirm deletion
      </Button>
    </Stack>
  );
}

function InvalidLink() {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" role="alert" w="100%">
        {CLUSTERS_MESSAGES.deletionLinkInvalid}
      </Alert>
      <ConsoleLink />
    </Stack>
  );
}

/** Signed-out visitors pass through sign-in on the way; signed-in ones land on their accounts. */
function ConsoleLink() {
  return <AnchorLink to="/">Go to the console</AnchorLink>;
}
