import { ERRORS_MESSAGES, STAFF_MESSAGES } from '@datadeck/contracts';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../shared/api/api-error.ts';
import { useStopImpersonation } from '../../shared/auth/impersonation.ts';
import { useMe } from '../../shared/auth/session.ts';
import { WarningIcon } from '../../shared/ui/icons.tsx';

/**
 * On every console page while a staff user acts as another user: whom they impersonate, who
 * they really are, and the way back. Prominent on purpose: what they do here is done as the user.
 * A labelled section, so screen-reader users find it among the page's landmarks.
 */
export function ImpersonationBanner() {
  const me = useMe();
  const stop = useStopImpersonation();
  if (me.impersonatedBy === null) return null;
  return (
    // Black on yellow 4 (about 13:1): a warning no one overlooks, readable in both themes.
    <Box component="section" aria-label="Impersonation" bg="yellow.4" c="black" p="md" mb="lg" bdrs="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <WarningIcon />
          <Stack gap={0}>
            <Text fw={700}>{STAFF_MESSAGES.impersonating(me.username)}</Text>
            <Text size="sm">You are acting as staff user {me.impersonatedBy}.</Text>
          </Stack>
        </Group>
        <Button
          variant="filled"
          color="dark"
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(undefined, {
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  title: 'Impersonation could not be stopped',
                  message: isApiError(error) ? error.message : ERRORS_MESSAGES.internal,
                }),
            })
          }
        >
          {STAFF_MESSAGES.stopImpersonating}
        </Button>
      </Group>
    </Box>
  );
}
