import { createServiceUserBodySchema, SERVICE_USERS_MESSAGES, type ServiceUser } from '@datadeck/contracts';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { useUpdateServiceUser } from './api.ts';
import { ProfileField } from './profile-field.tsx';
import { showDone, showFailed } from './toasts.ts';
import { useServiceUser } from './use-service-user.ts';

const editRoute = getRouteApi('/console/accounts/$accountId/settings/service-users/$username/edit');

/** What Edit changes, by the same rules as Add (SPEC §5: display name required on edit). */
const editSchema = createServiceUserBodySchema.pick({ displayName: true, profile: true });

/**
 * The profiles offered: those the caller may give, and the current one even when the caller may
 * not give it (shown, not choosable), so the radio group always says what the profile is.
 */
function profileChoices(user: ServiceUser) {
  const allowed = user.allowedProfiles;
  return allowed.includes(user.profile)
    ? { profiles: allowed, disabledProfiles: [] }
    : { profiles: [user.profile, ...allowed], disabledProfiles: [user.profile] };
}

/** settings/service-users/{username}/edit (SPEC §2): username and email read-only; display name and profile editable. */
export function EditServiceUserPage() {
  const { accountId, username } = editRoute.useParams();
  const user = useServiceUser(accountId, username);
  const form = useSchemaForm(editSchema, {
    defaultValues: { displayName: user.displayName, profile: user.profile },
  });
  const update = useUpdateServiceUser(accountId, username);
  const navigate = useNavigate();
  const back = { to: '/accounts/$accountId/settings/service-users', params: { accountId } } as const;

  const submit = (body: { displayName: string; profile: ServiceUser['profile'] }) =>
    update.mutate(body, {
      onSuccess: () => {
        showDone(SERVICE_USERS_MESSAGES.updated);
        void navigate(back);
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(SERVICE_USERS_MESSAGES.updateFailed, error);
      },
    });

  return (
    <Stack gap="md" maw={520}>
      <Title order={2}>{`Edit Service User ${user.displayName}`}</Title>
      <SchemaForm form={form} onSubmit={submit}>
        <Stack gap="md">
          <FormAlert />
          <TextInput label="Username" value={user.username} readOnly />
          <TextInput label="Email" value={user.email} readOnly />
          <TextField control={form.control} name="displayName" label="Display name" withAsterisk autoComplete="off" />
          <ProfileField {...profileChoices(user)} />
          <Group gap="sm">
            <Button type="submit" loading={update.isPending}>
              Save
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
