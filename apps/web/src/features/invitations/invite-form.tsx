import {
  createInvitationBodySchema,
  ROLE_LABELS,
  ROLES,
  type CreateInvitationBody,
  type SsoService,
} from '@datadeck/contracts';
import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useController } from 'react-hook-form';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useCreateInvitation } from './api.ts';

type InviteFormProps = { accountId: string; ssoServices: readonly SsoService[] };

const empty = { email: '', allowedStandardSsoServices: [] };

/** Invite a person by e-mail with a role, and the standard SSO services they may sign in with. */
export function InviteForm({ accountId, ssoServices }: InviteFormProps) {
  const form = useSchemaForm(createInvitationBodySchema, { defaultValues: empty });
  const { control } = form;
  const role = useController({ control, name: 'profile' });
  const sso = useController({ control, name: 'allowedStandardSsoServices' });
  const create = useCreateInvitation(accountId);
  const refusal = useChangeRefusal('MANAGE_USERS');

  const submit = (body: CreateInvitationBody) =>
    create.mutate(body, {
      onSuccess: () => form.reset(empty),
      // The server's field errors (an open invitation for the address exists) land on their field.
      onError: (error) => applyServerErrors(error, form),
    });

  return (
    <SchemaForm form={form} onSubmit={submit} refusal={refusal} aria-label="Invite a user">
      <Stack gap="md" maw={520}>
        <FormAlert />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="off" />
        <Radio.Group
          label="Role"
          name={role.field.name}
          value={role.field.value ?? null}
          onChange={role.field.onChange}
          error={role.fieldState.error?.message}
        >
          <Group gap="md" mt="xs">
            {ROLES.map((value) => (
              <Radio key={value} value={value} label={ROLE_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
        {ssoServices.length > 0 && (
          <Checkbox.Group
            label="Allowed SSO services"
            value={sso.field.value ?? []}
            onChange={sso.field.onChange}
            error={sso.fieldState.error?.message}
          >
            <Group gap="md" mt="xs">
              {ssoServices.map((service) => (
                <Checkbox key={service.name} value={service.name} label={service.displayName} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group>
          <RefusableButton type="submit" loading={create.isPending} refusal={refusal}>
            Invite
          </RefusableButton>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
