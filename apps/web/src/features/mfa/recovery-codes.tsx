import { MFA_MESSAGES } from '@datadeck/contracts';
import { Alert, Button, CopyButton, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';

/** The recovery codes, shown once: the user copies them before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="green" title="Multi-factor authentication is on">
        {MFA_MESSAGES.enrolled}
      </Alert>
      <Text fw={600} id="recovery-codes-heading">
        Recovery codes
      </Text>
      <List aria-labelledby="recovery-codes-heading" ff="monospace" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} w="fit-content">
            {copied ? 'Copied' : 'Copy the recovery codes'}
          </Button>
        )}
      </CopyButton>
      <Button onClick={onDone} w="fit-content">
        I have saved them: continue
      </Button>
    </Stack>
  );
}
