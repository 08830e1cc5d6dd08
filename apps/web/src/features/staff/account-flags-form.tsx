import { ACCOUNT_TYPES, accountFlagsSchema, type AccountFlags, type StaffAccount } from '@datadeck/contracts';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import { CheckboxField, NativeSelectField } from '../../shared/form/option-fields.tsx';
import { SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { useUpdateAccountFlags } from './api.ts';
import { ACCOUNT_TYPE_LABELS, BOOLEAN_FLAGS, FLAG_TEXTS } from './flag-texts.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

const ACCOUNT_TYPE_CHOICES = ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }));

/** The account's flags, saved together; until edited, the form follows the stored flags. */
export function AccountFlagsForm({ account }: { account: StaffAccount }) {
  const form = useSchemaForm(accountFlagsSchema, { defaultValues: account.flags });
  const update = useUpdateAccountFlags(account.id);
  const { isDirty } = form.formState;
  const { reset } = form;
  // Another staff user's save, read again, shows here until this one starts editing.
  useEffect(() => {
    if (!isDirty) reset(account.flags);
  }, [account.flags, isDirty, reset]);

  const save = (flags: AccountFlags) => {
    if (!isDirty || update.isPending) return;
    update.mutate(flags, {
      onSuccess: (updated) => {
        reset(updated.flags);
        notifications.show({ color: 'green', message: STAFF_TEXTS.flagsSaved(updated.name) });
      },
      // A toast, as for every staff change: the flags cannot be wrong, only the save can fail.
      onError: (error) =>
        notifications.show({ color: 'red', title: STAFF_TEXTS.flagsFailed, message: errorMessage(error) }),
    });
  };

  return (
    <SchemaForm form={form} onSubmit={save}>
      <Fieldset legend="Account flags">
        <Stack gap="md">
          {BOOLEAN_FLAGS.map((flag) => (
            <CheckboxField key={flag} control={form.control} name={flag} {...FLAG_TEXTS[flag]} />
          ))}
          <NativeSelectField
            control={form.control}
            name="accountType"
            label="Account type"
            data={ACCOUNT_TYPE_CHOICES}
            maw={320}
          />
          <Group gap="sm">
            <Button type="submit" disabled={!isDirty} loading={update.isPending}>
              Save flags
            </Button>
            <Button variant="default" disabled={!isDirty || update.isPending} onClick={() => reset(account.flags)}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </SchemaForm>
  );
}
