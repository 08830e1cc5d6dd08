import { MESSAGES, mfaCodeSchema, type LoginBody } from '@datadeck/contracts';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useChangeExpiredPassword, useSignIn, type ExpiredPasswordBody } from './api.ts';

/** The call that asked for the second factor, to be sent again with it. */
export type MfaRequest = { kind: 'login'; body: LoginBody } | { kind: 'expired-password'; body: ExpiredPasswordBody };

type MfaCodeFormProps = { request: MfaRequest; onSignedIn: () => void; onBack: () => void };

/** The second step of signing in with MFA: a code from the authenticator app, or a recovery code. */
export function MfaCodeForm({ request, onSignedIn, onBack }: MfaCodeFormProps) {
  const signIn = useSignIn();
  const changeExpired = useChangeExpiredPassword();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const pending = signIn.isPending || changeExpired.isPending;
  // The step replaced the form just submitted: the code is what to type next.
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), []);

  const onError = (error: unknown) => {
    if (!isApiError(error)) return setAlert('The console could not reach the server. Please try again.');
    const onCode = error.errors.find((e) => e.name === 'mfaCode');
    if (onCode) return setCodeError(onCode.message);
    setAlert(error.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = mfaCodeSchema.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message ?? MESSAGES.mfa.required);
    setCodeError(null);
    setAlert(null);
    const options = { onSuccess: onSignedIn, onError };
    if (request.kind === 'login') signIn.mutate({ ...request.body, mfaCode: parsed.data }, options);
    else changeExpired.mutate({ ...request.body, mfaCode: parsed.data }, options);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Multi-factor authentication">
      <Stack gap="md">
        <Alert color="blue">{MESSAGES.mfa.required}</Alert>
        {alert !== null && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <TextInput
          ref={codeInput}
          label="Authentication code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={codeError}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={pending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
