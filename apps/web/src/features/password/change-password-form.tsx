import { PASSWORD_MESSAGES } from '@datadeck/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { PasswordField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { NewPasswordFields } from '../../shared/password/new-password-fields.tsx';
import { useChangePassword } from './api.ts';
import { changePasswordFormSchema, emptyChangePasswordForm } from './change-password-schema.ts';

/**
 * Current password, new password and its confirmation, checked by the contracts' rules; the
 * server's refusals (wrong current password, a reused one) land beside their fields.
 */
export function ChangePasswordForm() {
  const form = useSchemaForm(changePasswordFormSchema, { defaultValues: emptyChangePasswordForm });
  const change = useChangePassword();
  const { errors } = form.formState;

  const submit = ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: PASSWORD_MESSAGES.changed });
          form.reset();
        },
        onError: (error) => applyServerErrors(error, form),
      },
    );

  return (
    <SchemaForm form={form} onSubmit={submit} aria-label="Change password">
      <Stack gap="md">
        <FormAlert />
        <PasswordField
          control={form.control}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          withAsterisk={false}
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
    </SchemaForm>
  );
}
