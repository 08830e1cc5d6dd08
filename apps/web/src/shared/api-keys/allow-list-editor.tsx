import { invalidLinesMessage, parseAllowList, SETTINGS_MESSAGES } from '@datadeck/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { TextareaField } from '../form/fields.tsx';
import { SchemaForm } from '../form/schema-form.tsx';
import { useSchemaForm } from '../form/use-schema-form.ts';
import { ConfirmModal } from '../ui/confirm-modal.tsx';
import { ButtonLink } from '../ui/router-links.tsx';
import { AddMyIpButton } from './add-my-ip-button.tsx';
import { allowListConfirmation } from './allow-list-confirmation.ts';
import type { KeyActions } from './key-permissions.ts';
import type { KeyStore, StoredKey } from './key-store.ts';
import { useSaveAllowList } from './use-save-allow-list.ts';

type AllowListEditorProps<Key extends StoredKey> = {
  /** Whose key, through which endpoints, and where the editor goes back to. */
  store: KeyStore<Key>;
  apiKey: StoredKey;
  actions: KeyActions;
};

/**
 * The field holds the text as typed; the contracts' parser reads it into the normalised ranges
 * the server keeps, or names the lines that are not ranges.
 */
const allowListFormSchema = z.object({
  cidrAllowList: z.string().transform((text, context) => {
    const { ranges, invalid } = parseAllowList(text);
    if (invalid.length > 0) context.addIssue({ code: 'custom', message: invalidLinesMessage(invalid) });
    return ranges;
  }),
});

/** A list that needs a yes before it is sent (SPEC §5), with the question. */
type Pending = { question: string; ranges: string[] };

/**
 * The CIDR allow-list of one key (SPEC §2, §5): one IPv4 range per line. The text is read with
 * the contracts' parser, so what the form accepts is what the server keeps; lines that are not
 * ranges are named beside the field.
 */
export function AllowListEditor<Key extends StoredKey>({ store, apiKey, actions }: AllowListEditorProps<Key>) {
  const { back } = store;
  const { accountId } = store.owner;
  const stored = apiKey.cidrAllowList.join('\n');
  // Checked when saved: typing again clears the message rather than re-checking every line.
  const form = useSchemaForm(allowListFormSchema, {
    defaultValues: { cidrAllowList: stored },
    reValidateMode: 'onSubmit',
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [addingIp, setAddingIp] = useState(false);
  const { save, saving } = useSaveAllowList(store, apiKey.apiKeyType);
  const navigate = useNavigate();
  const editable = actions.shown && actions.enabled;

  // Until the user types, the field follows the stored list (e.g. after "Add my public IP").
  const { isDirty } = form.formState;
  const { reset, subscribe, clearErrors, setError } = form;
  useEffect(() => {
    if (!isDirty) reset({ cidrAllowList: stored });
  }, [stored, isDirty, reset]);
  useEffect(
    () =>
      subscribe({
        name: 'cidrAllowList',
        formState: { values: true },
        callback: () => clearErrors('cidrAllowList'),
      }),
    [subscribe, clearErrors],
  );
  const refused = (message: string) => setError('cidrAllowList', { type: 'server', message });

  const send = (ranges: string[]) => {
    setPending(null);
    setAddingIp(false);
    save(ranges, { onSaved: () => void navigate({ to: back.to, params: { accountId } }), onRefused: refused });
  };

  const submit = ({ cidrAllowList: ranges }: { cidrAllowList: string[] }) => {
    if (!editable || saving) return;
    const question = allowListConfirmation(ranges);
    if (question === null) send(ranges);
    else setPending({ question, ranges });
  };

  // Saves at once, onto the stored list; what the user typed meanwhile is kept, with the range added.
  const addMyIp = (range: string) => {
    setAddingIp(true);
    save([...apiKey.cidrAllowList, range], {
      onSaved: () => {
        if (!form.formState.isDirty) return;
        form.setValue('cidrAllowList', `${form.getValues('cidrAllowList').trimEnd()}\n${range}`);
      },
      onRefused: refused,
    });
  };

  return (
    <SchemaForm form={form} onSubmit={submit}>
      <Stack gap="md" align="flex-start">
        <TextareaField
          control={form.control}
          name="cidrAllowList"
          w="100%"
          maw={480}
          label="Allowed IPv4 ranges"
          description="One range per line, such as 203.0.113.0/24. A single address such as 203.0.113.5 is saved as 203.0.113.5/32."
          readOnly={!editable}
          // A fixed height the user can enlarge: Mantine's autosize also waits on web fonts.
          rows={6}
          resize="vertical"
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {actions.maintenance && <Text size="sm">{SETTINGS_MESSAGES.notDuringMaintenance}</Text>}
        <Group gap="sm">
          {actions.shown && (
            <Button type="submit" disabled={!actions.enabled} loading={saving && !addingIp}>
              Save
            </Button>
          )}
          <ButtonLink variant="default" to={back.to} params={{ accountId }}>
            Cancel
          </ButtonLink>
          {actions.shown && (
            <AddMyIpButton
              savedRanges={apiKey.cidrAllowList}
              disabled={!actions.enabled || saving}
              loading={saving && addingIp}
              onAdd={addMyIp}
            />
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={pending !== null}
        title="Save this allow-list?"
        message={pending?.question ?? ''}
        confirmLabel="Save"
        onConfirm={() => {
          if (pending !== null) send(pending.ranges);
        }}
        onCancel={() => setPending(null)}
      />
    </SchemaForm>
  );
}
