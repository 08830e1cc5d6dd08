import { acceptAsNewUserBodySchema, type Me } from '@datadeck/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { confirmPasswordShape, passwordsMatch } from '../../shared/password/confirmation.ts';
import { NewPasswordFields } from '../../shared/password/new-password-fields.tsx';
import { useAcceptAsNewUser } from './accept-api.ts';

/**
 * The accept body without the token (the link holds it), its password under the name the shared
 * new-password fields use, and their confirmation.
 */
const newUserSchema = acceptAsNewUserBodySchema
  .omit({ token: true, password: true })
  .safeExtend({ newPassword: acceptAsNewUserBodySchema.shape.password, ...confirmPasswordShape })
  .refine(...passwordsMatch);
type NewUserValues = z.input<typeof newUserSchema>;

const FIELDS = ['username', 'displayName', 'newPassword', 'confirmPassword'] as const;

/** The server names the password `password`; the form shows it as the new password. */
function fieldOf(name: string): FieldPath<NewUserValues> | undefined {
  if (name === 'password') return 'newPassword';
  return FIELDS.find((field) => field === name);
}

/** The invited person has no user yet: they make one, and are signed in on the account. */
export function NewUserForm({ token, email }: { token: string; email: string }) {
  const form = useSchemaForm(newUserSchema, {
    defaultValues: { username: '', displayName: '', newPassword: '', confirmPassword: '' },
  });
  const accept = useAcceptAsNewUser();
  const navigate = useNavigate();
  const { errors } = form.formState;

  const landOn = (me: Me) => {
    const [joined] = me.accounts;
    void navigate(
      joined === undefined
        ? { to: '/', replace: true }
        : { to: '/accounts/$accountId', params: { accountId: joined.id }, replace: true },
    );
  };
  const submit = ({ username, displayName, newPassword }: z.output<typeof newUserSchema>) =>
    accept.mutate(
      { token, username, displayName, password: newPassword },
      { onSuccess: landOn, onError: (error) => applyServerErrors(error, form, { fieldOf }) },
    );

  return (
    <SchemaForm form={form} onSubmit={submit} aria-label="Create your user">
      <Stack gap="md">
        <Text>Create your user to accept. You will sign in with it from now on; your e-mail address is {email}.</Text>
        <FormAlert />
        <TextField control={form.control} name="username" label="Username" autoComplete="username" />
        <TextField control={form.control} name="displayName" label="Display name" autoComplete="name" />
        <NewPasswordFields
          newPassword={{ ...form.register('newPassword'), error: errors.newPassword?.message }}
          confirmPassword={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" loading={accept.isPending}>
          Accept invitation
        </Button>
      </Stack>
    </SchemaForm>
  );
}
