import { MESSAGES, WEBHOOK_TYPE_LABELS, type WebhookType } from '@datadeck/contracts';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';

export type NewSecret = { type: WebhookType; secret: string };

/**
 * The signing secrets a save made. Shown once: they live in the form's state only (never in the
 * query cache), so leaving the page is the last time they can be read.
 */
export function NewSecrets({ secrets }: { secrets: readonly NewSecret[] }) {
  if (secrets.length === 0) return null;
  return (
    <Alert color="yellow" title="Signing secrets">
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {MESSAGES.webhooks.secretShownOnce}
        </Text>
        {secrets.map(({ type, secret }) => {
          const name = `signing secret of the ${WEBHOOK_TYPE_LABELS[type].toLowerCase()}`;
          return (
            <Group key={type} gap="xs" wrap="nowrap">
              <Text size="sm">{WEBHOOK_TYPE_LABELS[type]}:</Text>
              <Code style={{ overflowWrap: 'anywhere' }}>{secret}</Code>
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    size="compact-sm"
                    onClick={copy}
                    aria-label={copied ? `The ${name} copied` : `Copy the ${name}`}
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}
