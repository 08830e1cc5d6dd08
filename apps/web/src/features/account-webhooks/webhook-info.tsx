import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TYPE_LABELS } from '@datadeck/contracts';
import { Alert, Code, List, Text } from '@mantine/core';

/** What each webhook receives and how a receiver knows a message is ours (contracts' delivery rules). */
export function WebhookInfo() {
  return (
    <Alert color="blue" title="About account webhooks">
      <List size="sm" spacing={4}>
        <List.Item>
          The {WEBHOOK_TYPE_LABELS.SUPPORT.toLowerCase()} receives the issues we investigate on your clusters, as chosen
          under Notification Preferences.
        </List.Item>
        <List.Item>
          The {WEBHOOK_TYPE_LABELS.MAINTENANCE.toLowerCase()} receives scheduled maintenance announcements, as chosen
          under Notification Preferences.
        </List.Item>
      </List>
      <Text size="sm" mt="xs">
        A Slack incoming-webhook URL gets a plain Slack message. Any other URL gets a signed JSON envelope: check its{' '}
        <Code>{WEBHOOK_SIGNATURE_HEADER}</Code> header with the signing secret shown when the URL is saved.
      </Text>
    </Alert>
  );
}
