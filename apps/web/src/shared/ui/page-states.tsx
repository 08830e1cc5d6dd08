import { Button, Center, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ACTIONS_MESSAGES, ERRORS_MESSAGES } from '@datadeck/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error.ts';

/** Says "loading" to screen readers (an output element is a status region); sighted users see a loader or skeleton. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <VisuallyHidden>
      <output>{label}</output>
    </VisuallyHidden>
  );
}

export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl">
      <Loader />
      <LoadingStatus label={label} />
    </Center>
  );
}

type ErrorStateProps = { error: unknown; onRetry?: () => void; title?: string };

/** A failed load, with the server's message when it sent one, and a way to try again. */
export function ErrorState({ error, onRetry, title = ERRORS_MESSAGES.somethingWentWrong }: ErrorStateProps) {
  const message = errorMessage(error);
  return (
    <Stack role="alert" align="flex-start" gap="xs" py="md">
      <Text fw={700}>{title}</Text>
      <Text>{message}</Text>
      {onRetry && (
        <Button variant="default" onClick={onRetry}>
          {ACTIONS_MESSAGES.tryAgain}
        </Button>
      )}
    </Stack>
  );
}

/** A page that can only say why it shows nothing: not found, not allowed. */
export function PageMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="flex-start" gap="sm" py="md">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
