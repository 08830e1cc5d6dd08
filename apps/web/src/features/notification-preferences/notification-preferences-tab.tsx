import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { notificationPreferencesQuery } from './api.ts';
import { NotificationPreferencesForm } from './notification-form.tsx';

const notificationPreferencesRoute = getRouteApi('/console/accounts/$accountId/settings/notification-preferences');

/** settings/notification-preferences (SPEC §2): who hears of maintenance and issues, and how. */
export function NotificationPreferencesTab() {
  const { accountId } = notificationPreferencesRoute.useParams();
  const view = useSuspenseQuery(notificationPreferencesQuery(accountId)).data;
  return (
    <Stack gap="md">
      <Title order={2}>Notification Preferences</Title>
      <Text>Choose who hears of scheduled maintenance and of issues we investigate, by e-mail and by webhook.</Text>
      <NotificationPreferencesForm accountId={accountId} view={view} />
    </Stack>
  );
}
