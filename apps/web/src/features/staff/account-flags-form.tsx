import { ACCOUNT_TYPES, type AccountFlags, type StaffAccount } from '@datadeck/contracts';
import { Button, Checkbox, Fieldset, Group, NativeSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useUpdateAccountFlags } from './api.ts';
import { ACCOUNT_TYPE_LABELS, BOOLEAN_FLAGS, FLAG_TEXTS } from './flag-texts.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

const changed = (a: AccountFlags, b: AccountFlags) =>
  (Object.keys(a) as (keyof AccountFlags)[]).some((name) => a[name] !== b[name]);

/** The account's flags, saved together; until edited, the form follows the stored flags. */
export function AccountFlagsForm({ account }: { account: StaffAccount }) {
  const [edits, setEdits] = useState<AccountFlags | null>(null);
  const update = useUpdateAccountFlags(account.id);
  const draft = edits ?? account.flags;
  const dirty = changed(draft, account.flags);

  const save = () =>
    update.mutate(draft, {
      onSuccess: (updated) => {
        setEdits(null);
        notifications.show({ color: 'green', message: STAFF_TEXTS.flagsSaved(updated.name) });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: STAFF_TEXTS.flagsFailed,
          message: errorMessage(error),
        }),
    });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty && !update.isPending) save();
      }}
    >
      <Fieldset legend="Account flags">
        <Stack gap="md">
          {BOOLEAN_FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              {...FLAG_TEXTS[flag]}
              checked={draft[flag]}
              onChange={(event) => setEdits({ ...draft, [flag]: event.currentTarget.checked })}
            />
          ))}
          <NativeSelect
            label="Account type"
            value={draft.accountType}
            onChange={(event) => {
              const accountType = ACCOUNT_TYPES.find((type) => type === event.currentTarget.value);
              if (accountType) setEdits({ ...draft, accountType });
            }}
            data={ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }))}
            maw={320}
          />
          <Group gap="sm">
            <Button type="submit" disabled={!dirty} loading={update.isPending}>
              Save flags
            </Button>
            <Button variant="default" disabled={!dirty || update.isPending} onClick={() => setEdits(null)}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
