import { confirmMfaBodySchema, MESSAGES } from '@datadeck/contracts';
import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useConfirmEnrolment, useStartEnrolment } from './api.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/** What a failed call says: the API's own message when it sent one. */
const messageOf = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.errors.internal);
/** The server's message about the code field, else what the call said. */
const codeMessage = (error: unknown) =>
  (isApiError(error) ? error.errors.find((e) => e.name === 'code')?.message : undefined) ?? messageOf(error);

/**
 * Enrolling an authenticator app: a new secret (QR code or typed), then a first code from the
 * app turns MFA on and the recovery codes are shown once.
 */
export function MfaEnrolment({ onDone }: { onDone: () => void }) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={onDone} />;

  if (!start.data) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>Use any authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).</Text>
        {start.isError && <Alert color="red">{messageOf(start.error)}</Alert>}
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          Set up an authenticator app
        </Button>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmMfaBodySchema.safeParse({ code });
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message ?? MESSAGES.mfa.invalidCode);
    setCodeError(null);
    confirm.mutate(parsed.data.code, {
      onError: (error) => setCodeError(codeMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      <Text>1. Scan this code with your authenticator app, or type the key below into it.</Text>
      <Group align="flex-start" gap="lg">
        <QrCode value={start.data.otpauthUri} label="QR code of the authenticator key" />
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Key
          </Text>
          <Code fz="md">{start.data.secret.replace(/(.{4})/g, '$1 ').trim()}</Code>
        </Stack>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" align="flex-start">
          <TextInput
            label="2. Enter the 6-digit code the app shows"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={codeError}
          />
          <Button type="submit" loading={confirm.isPending}>
            Turn on multi-factor authentication
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
