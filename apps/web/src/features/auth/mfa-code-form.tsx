import { type LoginBody, MFA_MESSAGES, mfaCodeSchema } from '@datadeck/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { useChangeExpiredPassword, useSignIn, type ExpiredPasswordBody } from './api.ts';

/** The call that asked for the second factor, to be sent again with it. */
export type MfaRequest = { kind: 'login'; body: LoginBody } | { kind: 'expired-password'; body: ExpiredPasswordBody };

/** The code, named as the bodies name it, so the server's `mfaCode` error lands on the field. */
const mfaCodeFormSchema = z.object({ mfaCode: mfaCodeSchema });

type MfaCodeFormProps = { request: MfaRequest; onSignedIn: () => void; onBack: () => void };

/** The second step of signing in with MFA: a code from the authenticator app, or a recovery code. */
export function MfaCodeForm({ request, onSignedIn, onBack }: MfaCodeFormProps) {
  const signIn = useSignIn();
  const changeExpired = useChangeExpiredPassword();
  const form = useSchemaForm(mfaCodeFormSchema, { defaultValues: { mfaCode: '' } });
  const pending = signIn.isPending || changeExpired.isPending;
  // The step replaced the form just submitted: the code is what to type next.
  const { setFocus } = form;
  useEffect(() => setFocus('mfaCode'), [setFocus]);

  const submit = ({ mfaCode }: z.output<typeof mfaCodeFormSchema>) => {
    const options = { onSuccess: onSignedIn, onError: (error: unknown) => applyServerErrors(error, form) };
    if (request.kind === 'login') signIn.mutate({ ...request.body, mfaCode }, options);
    else changeExpired.mutate({ ...request.body, mfaCode }, options);
  };

  return (
    <SchemaForm form={form} onSubmit={submit} aria-label="Multi-factor authentication">
      <Stack gap="md">
        <Alert color="blue">{MFA_MESSAGES.required}</Alert>
        <FormAlert />
        <TextField control={form.control} name="mfaCode" label="Authentication code" autoComplete="one-time-code" />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={pending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
