import type { LoginBody } from '@datadeck/contracts';
import { Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { applyServerErrors, setFormAlert } from '../../shared/form/apply-server-errors.ts';
import { PasswordField, TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { useSignIn } from './api.ts';
import { isMfaRequired } from './mfa-required.ts';
import { isPasswordExpired } from './password-expired.ts';

/** The contracts' login schema, fetched after the page has painted (sign-in is a first load). */
const loginSchema = () => import('./login-schema.ts').then((module) => module.loginBodySchema);

type SignInFormProps = {
  onSignedIn: () => void;
  /** The password is too old: the credentials typed (username trimmed) go to the next step. */
  onPasswordExpired: (credentials: LoginBody) => void;
  /** The user has MFA: the credentials go to the code step. */
  onMfaRequired: (credentials: LoginBody) => void;
  /** What the user typed before, when coming back from the expired-password step. */
  defaultValues?: LoginBody;
  /** Said on the form's alert from the start (a single sign-on came back refused). */
  alert?: string;
};

/** Username (or email) and password, checked by the same schema as the server's. */
export function SignInForm({ onSignedIn, onPasswordExpired, onMfaRequired, defaultValues, alert }: SignInFormProps) {
  const form = useSchemaForm(loginSchema, { defaultValues: defaultValues ?? { username: '', password: '' } });
  const signIn = useSignIn();

  // Back from the expired-password step, the focus returns to the form rather than the page.
  const returning = defaultValues !== undefined;
  const { setFocus } = form;
  useEffect(() => {
    if (returning) setFocus('password');
  }, [returning, setFocus]);
  // Where the next attempt's answer goes too: the next submit clears it.
  const { setError, clearErrors } = form;
  useEffect(() => {
    if (alert !== undefined) setFormAlert({ setError, clearErrors }, alert);
  }, [alert, setError, clearErrors]);

  const submit = (body: LoginBody) =>
    signIn.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isPasswordExpired(error)) onPasswordExpired(body);
        else if (isMfaRequired(error)) onMfaRequired(body);
        // Wrong credentials and a locked user are codes: they go on the form's alert.
        else applyServerErrors(error, form);
      },
    });

  return (
    <SchemaForm form={form} onSubmit={submit}>
      <Stack gap="md">
        <FormAlert />
        <TextField
          control={form.control}
          name="username"
          label="Username or email"
          autoComplete="username"
          required
          withAsterisk={false}
        />
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign in
        </Button>
      </Stack>
    </SchemaForm>
  );
}
