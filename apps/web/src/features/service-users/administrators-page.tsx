import { SERVICE_USERS_MESSAGES, updateServiceUserBodySchema, usernameSchema } from '@datadeck/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { useUpdateServiceUser } from './api.ts';
import { useServiceUserPermissions } from './permissions.ts';
import { showDone, showFailed } from './toasts.ts';
import { useServiceUser } from './use-service-user.ts';

const administratorsRoute = getRouteApi(
  '/console/accounts/$accountId/settings/service-users/$username/manage-service-user-administrators',
);

/** SPEC §5: "administrator username not blank and valid". */
const addAdministratorSchema = z.object({ username: usernameSchema });

/**
 * settings/service-users/{username}/manage-service-user-administrators (SPEC §2): the
 * administrators, added by username and removed with Delete, each change a PUT of the whole
 * list. Without EDIT_SERVICE_USER the list is read-only (View Administrators).
 */
export function ServiceUserAdministratorsPage() {
  const { accountId, username } = administratorsRoute.useParams();
  const user = useServiceUser(accountId, username);
  const { edit } = useServiceUserPermissions();
  const update = useUpdateServiceUser(accountId, username);
  const form = useSchemaForm(addAdministratorSchema, { defaultValues: { username: '' } });

  const add = ({ username: administrator }: { username: string }) =>
    update.mutate(
      { administrators: [...new Set([...user.administrators, administrator])] },
      {
        onSuccess: () => {
          form.reset({ username: '' });
          showDone(SERVICE_USERS_MESSAGES.administratorAdded);
        },
        onError: (error) => {
          // The server names the list ('administrators', 'administrators.1'): the field holds its new entry.
          applyServerErrors(error, form, {
            fieldOf: (name) => (name.startsWith('administrators') ? 'username' : undefined),
          });
          showFailed(SERVICE_USERS_MESSAGES.administratorAddFailed, error);
        },
      },
    );

  const remove = (administrator: string) => {
    const body = { administrators: user.administrators.filter((name) => name !== administrator) };
    // The contracts' rule (at least one administrator) is said before anything is sent.
    const checked = updateServiceUserBodySchema.safeParse(body);
    if (!checked.success) {
      showFailed(SERVICE_USERS_MESSAGES.administratorRemoveFailed, checked.error.issues[0]?.message);
      return;
    }
    update.mutate(checked.data, {
      onSuccess: () => showDone(SERVICE_USERS_MESSAGES.administratorRemoved),
      onError: (error) => showFailed(SERVICE_USERS_MESSAGES.administratorRemoveFailed, error),
    });
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{`Administrators of ${user.displayName}`}</Title>
      <Text>Administrators may change this service user and its API keys.</Text>
      {edit && (
        <SchemaForm form={form} onSubmit={add}>
          <Stack gap="xs">
            <FormAlert />
            <Group align="flex-end" gap="sm">
              <TextField
                control={form.control}
                name="username"
                label="Administrator username"
                autoComplete="off"
                withAsterisk
              />
              <Button type="submit" loading={update.isPending}>
                Add Administrator
              </Button>
            </Group>
          </Stack>
        </SchemaForm>
      )}
      <DataTable
        caption={`Administrators of ${user.displayName}`}
        columns={[{ key: 'username', header: 'Username', cell: (name: string) => name, rowHeader: true }]}
        rows={user.administrators}
        rowKey={(name) => name}
        empty="This service user has no administrators."
        actions={
          edit
            ? [
                {
                  label: 'Delete',
                  name: (name) => `Delete administrator ${name}`,
                  onAction: remove,
                  disabled: update.isPending,
                  destructive: true,
                },
              ]
            : undefined
        }
      />
      <Group>
        <ButtonLink variant="default" to="/accounts/$accountId/settings/service-users" params={{ accountId }}>
          Back
        </ButtonLink>
      </Group>
    </Stack>
  );
}
