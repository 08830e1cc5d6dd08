import { addTagFormSchema, compatibleProvidersText, LIMITS, MESSAGES, type AddTagBody } from '@datadeck/contracts';
import { Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useAddTag } from './api.ts';
import { showAddFailed, showAdded } from './toasts.ts';

const EMPTY = { key: '', value: '' };
const FULL_REASON_ID = 'tags-full-reason';

type AddTagFormProps = {
  accountId: string;
  full: boolean;
  /** Why a tag cannot be added now (maintenance); null when it can. */
  refusal: string | null;
};

/**
 * 'Add Tags' (SPEC §2): Key and Default Value, with the providers that would accept the tag as
 * it is typed (the rule the table and the server's warnings use). Disabled at 30, saying why.
 */
export function AddTagForm({ accountId, full, refusal }: AddTagFormProps) {
  const form = useSchemaForm(addTagFormSchema, { defaultValues: EMPTY });
  const [key = '', value = ''] = useWatch({ control: form.control, name: ['key', 'value'] });
  const add = useAddTag(accountId);

  const submit = (body: AddTagBody) =>
    add.mutate(body, {
      onSuccess: (added) => {
        showAdded(added);
        form.reset(EMPTY);
      },
      onError: (error) => {
        showAddFailed(body.key, error);
        applyServerErrors(error, form);
      },
    });

  return (
    <SchemaForm form={form} onSubmit={submit} refusal={refusal}>
      <Fieldset
        legend={<Title order={3}>Add Tags</Title>}
        disabled={full}
        aria-describedby={full ? FULL_REASON_ID : undefined}
      >
        <Stack gap="sm">
          {full && (
            <Text id={FULL_REASON_ID} c="orange.8">
              {MESSAGES.tags.limitReached(LIMITS.maxTagsPerAccount)}
            </Text>
          )}
          <FormAlert title={MESSAGES.tags.addFailed(key)} />
          <Group align="flex-start" grow>
            <TextField control={form.control} name="key" label="Key" required autoComplete="off" spellCheck={false} />
            <TextField
              control={form.control}
              name="value"
              label="Default Value"
              autoComplete="off"
              spellCheck={false}
            />
          </Group>
          <Text size="sm" aria-live="polite">
            Compatible Providers: {key === '' ? '—' : compatibleProvidersText(key, value)}
          </Text>
          <Group>
            <RefusableButton type="submit" loading={add.isPending} disabled={full} refusal={refusal}>
              Add Tag
            </RefusableButton>
          </Group>
        </Stack>
      </Fieldset>
    </SchemaForm>
  );
}
