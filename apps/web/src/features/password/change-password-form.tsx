import { MESSAGES } from '@datadeck/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../shared/api/api-error.ts';
import { NewPasswordFields } from '../../shared/password/new-password-fields.tsx';
import { useChangePassword } from './api.ts';
import { changePasswordFormSchema, emptyChangePasswordForm } from './change-password-schema.ts';

function isField(name: string): name is keyof typeof emptyChangePasswordForm {
  return Object.hasOwn(emptyChangePasswordForm, name);
}

/** What no field shows: codes (CSRF, FORBIDDEN, INTERNAL), a lost connection. */
function formError(error: unknown): string | null {
  if (error === null) return null;
  if (!isApiError(error)) return 'The console could not reach the server. Please try again.';
  const unplaced = error.errors.filter((e) => !isField(e.name));
  return unplaced.length > 0 ? unplaced.map((e) => e.message).join(' ') : null;
}

/**
 * Current password, new password and its confirmation, checked by the contracts' rules; the
 * server's refusals (wrong current password, a reused one) land beside their fields.
 */
export function ChangePasswordForm() {
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyChangePasswordForm,
  });
  const change = useChangePassword();
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: MESSAGES.password.changed });
          form.reset();
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const { name, message } of error.errors) {
            if (isField(name)) form.setError(name, { message }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const alert = formError(change.error);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change password">
      <Stack gap="md">
        {alert !== null && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={errors.currentPassword?.message}
          // Mantine marks only the wrapper of a password field as invalid; screen readers need the input.
          aria-invalid={errors.currentPassword !== undefined}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          newPassword={{ ...form.register('newPassword'), error: errors.newPassword?.message }}
          confirmPassword={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
