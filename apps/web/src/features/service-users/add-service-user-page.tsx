import { createServiceUserBodySchema, SERVICE_USERS_MESSAGES, serviceUserProfilesFor } from '@datadeck/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { useAccountRole } from '../../shared/auth/use-can.ts';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { useCreateServiceUser } from './api.ts';
import { ProfileField } from './profile-field.tsx';
import { showDone, showFailed } from './toasts.ts';

const addRoute = getRouteApi('/console/accounts/$accountId/settings/service-users/$username/add');

/**
 * settings/service-users/{username}/add (SPEC §2): the caller becomes the new service user's
 * administrator; the profiles offered are those the caller's role may give (SPEC §6). A username
 * taken comes back from the server on its field.
 */
export function AddServiceUserPage() {
  const { accountId } = addRoute.useParams();
  // The route's access rule ran on this role; READ_ONLY is the narrowest choice if it is unknown.
  const role = useAccountRole() ?? 'READ_ONLY';
  const form = useSchemaForm(createServiceUserBodySchema, {
    defaultValues: { username: '', displayName: '', email: '' },
  });
  const create = useCreateServiceUser(accountId);
  const navigate = useNavigate();
  const back = { to: '/accounts/$accountId/settings/service-users', params: { accountId } } as const;

  const submit = (body: Parameters<typeof create.mutate>[0]) =>
    create.mutate(body, {
      onSuccess: () => {
        showDone(SERVICE_USERS_MESSAGES.added);
        void navigate(back);
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(SERVICE_USERS_MESSAGES.addFailed, error);
      },
    });

  return (
    <Stack gap="md" maw={520}>
      <Title order={2}>Add New Service User</Title>
      <Text>You will be this service user&apos;s administrator.</Text>
      <SchemaForm form={form} onSubmit={submit}>
        <Stack gap="md">
          <FormAlert />
          <TextField control={form.control} name="username" label="Username" withAsterisk autoComplete="off" />
          <TextField control={form.control} name="displayName" label="Display name" withAsterisk autoComplete="off" />
          <TextField control={form.control} name="email" label="Email" type="email" withAsterisk autoComplete="off" />
          <ProfileField profiles={serviceUserProfilesFor(role)} />
          <Group gap="sm">
            <Button type="submit" loading={create.isPending}>
              Add Service User
            </Button>
            <ButtonLink variant="default" {...back}>
              Cancel
            </ButtonLink>
          </Group>
        </Stack>
      </SchemaForm>
    </Stack>
  );
}
