import { linkOrganisationAccountBodySchema, MESSAGES, type Organisation } from '@datadeck/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useMe } from '../../shared/auth/session.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { NativeSelectField } from '../../shared/form/option-fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { useLinkAccount } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

/**
 * 'Link an account': the accounts the user is an OWNER of (the session's account list, as the
 * account switcher has it) that are not in this organisation yet. The server says which of them
 * belong to another organisation.
 */
export function LinkAccountForm({ organisation }: { organisation: Organisation }) {
  const headingId = useId();
  const me = useMe();
  const linked = new Set(organisation.accounts.map((account) => account.id));
  const candidates = me.accounts.filter((account) => account.role === 'OWNER' && !linked.has(account.id));
  const form = useSchemaForm(linkOrganisationAccountBodySchema, { defaultValues: { accountId: '' } });
  const link = useLinkAccount(organisation.id);

  const submit = ({ accountId }: { accountId: string }) => {
    const name = candidates.find((account) => account.id === accountId)?.name ?? accountId;
    link.mutate(accountId, {
      onSuccess: () => {
        form.reset({ accountId: '' });
        showDone(MESSAGES.organisations.linked(name));
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(MESSAGES.organisations.linkFailed, error);
      },
    });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        Link an account
      </Title>
      {candidates.length === 0 ? (
        <Text>Every account you are an OWNER of is linked to this organization already.</Text>
      ) : (
        <SchemaForm form={form} onSubmit={submit}>
          <Stack gap="sm" maw={520}>
            <FormAlert />
            <NativeSelectField
              control={form.control}
              name="accountId"
              label="Account"
              withAsterisk
              data={[
                { value: '', label: 'Choose an account' },
                ...candidates.map((account) => ({ value: account.id, label: account.name })),
              ]}
            />
            <Group>
              <Button type="submit" loading={link.isPending}>
                Link
              </Button>
            </Group>
          </Stack>
        </SchemaForm>
      )}
    </Stack>
  );
}
