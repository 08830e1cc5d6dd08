import { type LoginBody, PASSWORD_MESSAGES } from '@datadeck/contracts';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, setFormAlert } from '../../shared/form/apply-server-errors.ts';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { NewPasswordFields } from '../../shared/password/new-password-fields.tsx';
import { useChangeExpiredPassword, type ExpiredPasswordBody } from './api.ts';
import { isMfaRequired } from './mfa-required.ts';
import { expiredPasswordFormSchema } from './expired-password-schema.ts';

type EditableField = 'newPassword' | 'confirmPassword';

function isEditable(name: string): name is EditableField {
  return name === 'newPassword' || name === 'confirmPassword';
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
  const form = useSchemaForm(expiredPasswordFormSchema, {
    defaultValues: { ...credentials, newPassword: '', confirmPassword: '' },
  });
  const change = useChangeExpiredPassword();
  const { errors } = form.formState;

  // The step replaces the sign-in form: the focus moves to the new password.
  const { setFocus } = form;
  useEffect(() => setFocus('newPassword'), [setFocus]);

  const submit = ({ username, password, mfaCode, newPassword }: ExpiredPasswordBody) =>
    change.mutate(
      { username, password, mfaCode, newPassword },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (isMfaRequired(error)) onMfaRequired({ username, password, newPassword });
          // The credentials are held, not shown: what the server says of them is the step's error.
          else applyServerErrors(error, form, { fieldOf: (name) => (isEditable(name) ? name : undefined) });
        },
      },
    );
  // The same goes for a rule of the schema the held credentials break.
  const showHidden = (invalid: FieldErrors<z.input<typeof expiredPasswordFormSchema>>) => {
    const hidden = [invalid.username?.message, invalid.password?.message].filter((m) => m !== undefined);
    if (hidden.length > 0) setFormAlert(form, hidden.join(' '));
  };

  return (
    <SchemaForm form={form} onSubmit={submit} onInvalid={showHidden} aria-label="Choose a new password">
      <Stack gap="md">
        {/* An alert: it replaced the form the user just submitted, and says why. */}
        <Alert color="yellow">{PASSWORD_MESSAGES.expired}</Alert>
        <FormAlert />
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
    </SchemaForm>
  );
}
