import { type LoginBody, MESSAGES } from '@datadeck/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../shared/api/api-error.ts';
import { NewPasswordFields } from '../../shared/password/new-password-fields.tsx';
import { useChangeExpiredPassword, type ExpiredPasswordBody } from './api.ts';
import { isMfaRequired } from './mfa-required.ts';
import { expiredPasswordFormSchema } from './expired-password-schema.ts';

type EditableField = 'newPassword' | 'confirmPassword';

function isEditable(name: string): name is EditableField {
  return name === 'newPassword' || name === 'confirmPassword';
}

/** What no field of this step shows: codes (a locked user), the hidden credentials, a lost connection. */
function formError(error: unknown): string | null {
  if (error === null) return null;
  if (!isApiError(error)) return 'The console could not reach the server. Please try again.';
  const unplaced = error.errors.filter((e) => !isEditable(e.name));
  return unplaced.length > 0 ? unplaced.map((e) => e.message).join(' ') : null;
}

type ExpiredPasswordFormProps = {
  /** What was typed at sign-in (username trimmed, expired password, any MFA code), sent again with the new password. */
  credentials: LoginBody;
  onSignedIn: () => void;
  onBack: () => void;
  /** The user has MFA: the step's body goes to the code step. */
  onMfaRequired: (body: ExpiredPasswordBody) => void;
};

/**
 * The step after a login answered PASSWORD_EXPIRED: a new password and its confirmation, checked
 * by the contracts' rules, then signed in as a login would.
 */
export function ExpiredPasswordForm({ credentials, onSignedIn, onBack, onMfaRequired }: ExpiredPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(expiredPasswordFormSchema),
    defaultValues: { ...credentials, newPassword: '', confirmPassword: '' },
  });
  const change = useChangeExpiredPassword();
  const { errors } = form.formState;

  // The step replaces the sign-in form: the focus moves to the new password.
  const { setFocus } = form;
  useEffect(() => setFocus('newPassword'), [setFocus]);

  const submit = form.handleSubmit(({ username, password, mfaCode, newPassword }) =>
    change.mutate(
      { username, password, mfaCode, newPassword },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (isMfaRequired(error)) {
            onMfaRequired({ username, password, newPassword });
            return;
          }
          if (!isApiError(error)) return;
          for (const { name, message } of error.errors) {
            if (isEditable(name)) form.setError(name, { message }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  // The credentials are not edited here; a rule they break can only be shown as the step's error.
  const hidden = [errors.username?.message, errors.password?.message].filter((m) => m !== undefined);
  const alert = [...hidden, formError(change.error)].filter((m) => m !== null).join(' ');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {/* An alert: it replaced the form the user just submitted, and says why. */}
        <Alert color="yellow">{MESSAGES.password.expired}</Alert>
        {alert !== '' && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        {/* Shown read-only, it also tells password managers whose password changes. */}
        <TextInput label="Username or email" autoComplete="username" value={credentials.username} readOnly />
        <NewPasswordFields
          newPassword={{ ...form.register('newPassword'), error: errors.newPassword?.message }}
          confirmPassword={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onBack} disabled={change.isPending}>
            Back
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change password and sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
