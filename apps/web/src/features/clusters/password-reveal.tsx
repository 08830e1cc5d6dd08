import { ACTIONS_MESSAGES } from '@datadeck/contracts';
import { Button, Code, CopyButton, Group, Loader, Text } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { LoadingStatus } from '../../shared/ui/page-states.tsx';
import { QueryBoundary, type SectionErrorProps } from '../../shared/ui/query-boundary.tsx';
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
  return (
    <QueryBoundary pending={<PasswordLoading />} renderError={PasswordError}>
      <RevealedPassword accountId={accountId} clusterId={clusterId} onHide={() => setShown(false)} />
    </QueryBoundary>
  );
}

function PasswordLoading() {
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <LoadingStatus label="Loading password" />
    </Group>
  );
}

function PasswordError({ error, retry }: SectionErrorProps) {
  return (
    <Group gap="sm">
      <Text role="alert" size="sm" c="var(--mantine-color-error)">
        {isApiError(error) ? error.message : 'The password could not be loaded.'}
      </Text>
      <Button variant="default" size="xs" onClick={retry}>
        {ACTIONS_MESSAGES.tryAgain}
      </Button>
    </Group>
  );
}

/** Mounted only while shown: hiding unmounts it, and the password leaves the cache a second later (the least a suspense query keeps). */
function RevealedPassword({ accountId, clusterId, onHide }: PasswordRevealProps & { onHide: () => void }) {
  const { password } = useSuspenseQuery(credentialsQuery(accountId, clusterId)).data;
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
