import { loginBodySchema, type LoginBody } from '@datadeck/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../shared/api/api-error.ts';
import { useSignIn } from './api.ts';

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

/** Username (or email) and password, checked by the same schema as the server's. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '' },
  });
  const signIn = useSignIn();
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    signIn.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
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
