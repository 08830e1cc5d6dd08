import { MESSAGES } from '@datadeck/contracts';
import { Button, Code, CopyButton, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { LoadingStatus } from '../../shared/ui/page-states.tsx';
import { credentialsQuery } from './api.ts';

type PasswordRevealProps = { accountId: string; clusterId: string };

/**
 * The default user's password, read from the server only when the user asks for it, so merely
 * opening the page never fetches (or logs an access to) a credential.
 */
export function PasswordReveal({ accountId, clusterId }: PasswordRevealProps) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <Button variant="default" size="xs" onClick={() => setShown(true)}>
        Show password
      </Button>
    );
  }
  return <RevealedPassword accountId={accountId} clusterId={clusterId} onHide={() => setShown(false)} />;
}

/** Mounted only while shown: hiding unmounts it, and the password leaves the cache with it. */
function RevealedPassword({ accountId, clusterId, onHide }: PasswordRevealProps & { onHide: () => void }) {
  const credentials = useQuery(credentialsQuery(accountId, clusterId));

  if (credentials.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <LoadingStatus label="Loading password" />
      </Group>
    );
  }
  if (credentials.isError) {
    return (
      <Group gap="sm">
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {isApiError(credentials.error) ? credentials.error.message : 'The password could not be loaded.'}
        </Text>
        <Button variant="default" size="xs" onClick={() => void credentials.refetch()}>
          {MESSAGES.actions.tryAgain}
        </Button>
      </Group>
    );
  }
  const { password } = credentials.data;
  return (
    <Group gap="sm">
      <Code>{password}</Code>
      <CopyButton value={password}>
        {({ copied, copy }) => (
          <Button variant="default" size="xs" onClick={copy}>
            {copied ? 'Copied' : 'Copy password'}
          </Button>
        )}
      </CopyButton>
      <Button variant="subtle" size="xs" onClick={onHide}>
        Hide password
      </Button>
    </Group>
  );
}
