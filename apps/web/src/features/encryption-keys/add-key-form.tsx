import { addEncryptionKeyBodySchema, KMS_ARN_HINT, MESSAGES, type ProviderAccount } from '@datadeck/contracts';
import { Group, Stack, Title } from '@mantine/core';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { SelectField } from '../../shared/form/choice-fields.tsx';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useAddEncryptionKey } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

const EMPTY = { alias: '', arn: '', providerAccountId: '' };

type AddKeyFormProps = {
  accountId: string;
  providerAccounts: readonly ProviderAccount[];
  /** Why a key cannot be added now (maintenance); null when it can. */
  refusal: string | null;
};

/** Add form (SPEC §2): Alias, ARN and Provider Account; the ARN is checked by the contracts' own parser. */
export function AddKeyForm({ accountId, providerAccounts, refusal }: AddKeyFormProps) {
  const form = useSchemaForm(addEncryptionKeyBodySchema, { defaultValues: EMPTY });
  const add = useAddEncryptionKey(accountId);

  const submit = (body: Parameters<typeof add.mutate>[0]) =>
    add.mutate(body, {
      onSuccess: () => {
        showDone(MESSAGES.encryptionKeys.added);
        form.reset(EMPTY);
      },
      onError: (error) => {
        applyServerErrors(error, form);
        showFailed(MESSAGES.encryptionKeys.addFailed);
      },
    });

  return (
    <SchemaForm form={form} onSubmit={submit} refusal={refusal} aria-labelledby="add-encryption-key">
      <Stack gap="sm" maw={640}>
        <Title order={3} id="add-encryption-key">
          Add Encryption Key
        </Title>
        <FormAlert />
        <TextField control={form.control} name="alias" label="Alias" withAsterisk autoComplete="off" />
        <TextField
          control={form.control}
          name="arn"
          label="ARN"
          description={KMS_ARN_HINT}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          control={form.control}
          name="providerAccountId"
          label="Provider Account"
          placeholder="Choose a provider account"
          withAsterisk
          data={providerAccounts.map((account) => ({
            value: account.id,
            label: `${account.name} (AWS account ${account.awsAccountId})`,
          }))}
        />
        <Group>
          <RefusableButton type="submit" loading={add.isPending} refusal={refusal}>
            Add Key
          </RefusableButton>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
