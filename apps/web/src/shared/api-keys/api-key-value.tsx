import { API_KEYS_MESSAGES, isFreshApiKey } from '@datadeck/contracts';
import { Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { CopyValueButton } from '../ui/copy-value-button.tsx';

type ApiKeyValueProps = {
  /** The key in clear right after it was generated or rotated, else masked as the server sent it. */
  value: string;
  /** e.g. "Provisioning API key", for the copy button's name. */
  keyName: string;
};

/**
 * A key in clear (purely alphanumeric, SPEC §5) is shown once, in full, to copy; a masked key is
 * shown as sent. Screen readers hear "ending in …" rather than a run of bullets.
 */
export function ApiKeyValue({ value, keyName }: ApiKeyValueProps) {
  if (!isFreshApiKey(value)) {
    const visible = value.replace(/^•+/, '');
    return (
      <Code>
        <span aria-hidden>{value}</span>
        <VisuallyHidden>{`Hidden key ending in ${visible}`}</VisuallyHidden>
      </Code>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
        <CopyValueButton value={value} name={keyName} />
      </Group>
      <Text size="sm" fw={700}>
        {API_KEYS_MESSAGES.copyNow}
      </Text>
    </Stack>
  );
}
