import { loginBodySchema, type LoginBody } from '@datadeck/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../shared/api/api-error.ts';
import { useSignIn } from './api.ts';
import { isMfaRequired } from './mfa-required.ts';
import { isPasswordExpired } from './password-expired.ts';

function isField(name: string): name is keyof LoginBody {
  return Object.hasOwn(loginBodySchema.shape, name);
}

/** What the form cannot pin on a field: wrong credentials, a locked user, an unreachable server. */
function formError(error: unknown): string | null {
  if (error === null) return null;
  if (!isApiError(error)) return 'The console could not reach the server. Please try again.';
  const unplaced = error.errors.filter((e) => !isField(e.name));
  return unplaced.length > 0 ? unplaced.map((e) => e.message).join(' ') : null;
}

type SignInFormProps = {
  onSignedIn: () => void;
  /** The password is too old: the credentials typed (username trimmed) go to the next step. */
  onPasswordExpired: (credentials: LoginBody) => void;
  /** The user has MFA: the credentials go to the code step. */
  onMfaRequired: (credentials: LoginBody) => void;
  /** What the user typed before, when coming back from the expired-password step. */
  defaultValues?: LoginBody;
};

/** Username (or email) and password, checked by the same schema as the server's. */
export function SignInForm({ onSignedIn, onPasswordExpired, onMfaRequired, defaultValues }: SignInFormProps) {
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: defaultValues ?? { username: '', password: '' },
  });
  const signIn = useSignIn();
  const { errors } = form.formState;

  // Back from the expired-password step, the focus returns to the form rather than the page.
  const returning = defaultValues !== undefined;
  const { setFocus } = form;
  useEffect(() => {
    if (returning) setFocus('password');
  }, [returning, setFocus]);

  const submit = form.handleSubmit((body) =>
    signIn.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isPasswordExpired(error)) {
          onPasswordExpired(body);
          return;
        }
        if (isMfaRequired(error)) {
          onMfaRequired(body);
          return;
        }
        if (!isApiError(error)) return;
        for (const { name, message } of error.errors) {
          if (isField(name)) form.setError(name, { message });
        }
      },
    }),
  );
  const alert = formError(signIn.error);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {alert !== null && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <TextInput
          label="Username or email"
          autoComplete="username"
          required
          withAsterisk={false}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={errors.password?.message}
          // Mantine marks only the wrapper of a password field as invalid; screen readers need the input.
          aria-invalid={errors.password !== undefined}
          {...form.register('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
