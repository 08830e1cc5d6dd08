import {
  MESSAGES,
  updateAccountWebhooksBodySchema,
  WEBHOOK_TYPE_LABELS,
  type AccountWebhook,
  type UpdateAccountWebhooksBody,
  type WebhookType,
} from '@datadeck/contracts';
import { Fieldset, Group, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { useMemo, useState } from 'react';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useUpdateAccountWebhooks } from './api.ts';
import { NewSecrets, type NewSecret } from './new-secrets.tsx';
import { showDone, showFailed } from './toasts.ts';

const urlOf = (webhooks: readonly AccountWebhook[], type: WebhookType) =>
  webhooks.find((webhook) => webhook.type === type)?.url ?? '';

const valuesOf = (webhooks: readonly AccountWebhook[]): UpdateAccountWebhooksBody => ({
  supportWebhook: urlOf(webhooks, 'SUPPORT'),
  maintenanceWebhook: urlOf(webhooks, 'MAINTENANCE'),
});

type UpdateWebhooksFormProps = { accountId: string; webhooks: readonly AccountWebhook[] };

/** 'Update Webhooks' (SPEC §2): both URLs at once, prefilled; a blank one removes that webhook. */
export function UpdateWebhooksForm({ accountId, webhooks }: UpdateWebhooksFormProps) {
  // Follows the table: a webhook deleted there leaves its field; what the user typed is kept.
  const values = useMemo(() => valuesOf(webhooks), [webhooks]);
  const form = useSchemaForm(updateAccountWebhooksBodySchema, { values, resetOptions: { keepDirtyValues: true } });
  const update = useUpdateAccountWebhooks(accountId);
  const [secrets, setSecrets] = useState<readonly NewSecret[]>([]);
  const refusal = useChangeRefusal('EDIT_ACCOUNT');

  const submit = (body: UpdateAccountWebhooksBody) => {
    setSecrets([]);
    update.mutate(body, {
      onSuccess: (saved) => {
        setSecrets(saved.secrets);
        showDone(MESSAGES.webhooks.updated);
      },
      onError: (error) => {
        showFailed(MESSAGES.webhooks.updateFailed, error);
        applyServerErrors(error, form);
      },
    });
  };

  return (
    <SchemaForm form={form} onSubmit={submit} refusal={refusal}>
      <Fieldset legend={<Title order={3}>Update Webhooks</Title>}>
        <Stack gap="md">
          <FormAlert title={MESSAGES.webhooks.updateFailed} />
          <TextField
            control={form.control}
            name="supportWebhook"
            label={WEBHOOK_TYPE_LABELS.SUPPORT}
            description="Leave empty to remove it"
            type="url"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            control={form.control}
            name="maintenanceWebhook"
            label={WEBHOOK_TYPE_LABELS.MAINTENANCE}
            description="Leave empty to remove it"
            type="url"
            autoComplete="off"
            spellCheck={false}
          />
          <Group>
            <RefusableButton type="submit" loading={update.isPending} refusal={refusal}>
              Update Webhooks
            </RefusableButton>
          </Group>
          <NewSecrets secrets={secrets} />
        </Stack>
      </Fieldset>
    </SchemaForm>
  );
}
