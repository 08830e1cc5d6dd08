import { confirmMfaBodySchema } from '@datadeck/contracts';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { errorMessage } from '../../shared/api/api-error.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { useConfirmEnrolment, useStartEnrolment } from './api.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/**
 * Enrolling an authenticator app: a new secret (QR code or typed), then a first code from the
 * app turns MFA on and the recovery codes are shown once.
 */
export function MfaEnrolment({ onDone }: { onDone: () => void }) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const form = useSchemaForm(confirmMfaBodySchema, { defaultValues: { code: '' } });

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={onDone} />;

  if (!start.data) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>Use any authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).</Text>
        {start.isError && <Alert color="red">{errorMessage(start.error)}</Alert>}
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          Set up an authenticator app
        </Button>
      </Stack>
    );
  }

  const submit = ({ code }: { code: string }) =>
    confirm.mutate(code, { onError: (error) => applyServerErrors(error, form) });

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
      <SchemaForm form={form} onSubmit={submit}>
        <Stack gap="sm" align="flex-start">
          <FormAlert />
          <TextField
            control={form.control}
            name="code"
            label="2. Enter the 6-digit code the app shows"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <Button type="submit" loading={confirm.isPending}>
            Turn on multi-factor authentication
          </Button>
        </Stack>
      </SchemaForm>
    </Stack>
  );
}
