import {
  CLOUD_PROVIDER_LABELS,
  createZiaGatewayBodySchema,
  MESSAGES,
  ZIA_GATEWAY_PROVIDER,
  ZIA_GATEWAY_REGIONS,
  type CreateZiaGatewayBody,
} from '@datadeck/contracts';
import type { z } from 'zod';
import { Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { applyServerErrors } from '../../shared/form/apply-server-errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { CheckboxField, NativeSelectField } from '../../shared/form/option-fields.tsx';
import { FormAlert, SchemaForm } from '../../shared/form/schema-form.tsx';
import { useSchemaForm } from '../../shared/form/use-schema-form.ts';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { useCreateZiaGateway } from './api.ts';
import { showDone, showFailed } from './toasts.ts';

/** The body's rules with every field present: the form always holds a region and the PCI box. */
const FORM_SCHEMA = createZiaGatewayBodySchema.required();
type FormValues = z.input<typeof FORM_SCHEMA>;

const EMPTY: FormValues = { name: '', cloudProvider: ZIA_GATEWAY_PROVIDER, region: 'US_EAST_1', pci: false };
const PROVIDERS = [{ value: ZIA_GATEWAY_PROVIDER, label: CLOUD_PROVIDER_LABELS[ZIA_GATEWAY_PROVIDER] }];
const PCI_REASON_ID = 'zia-gateway-pci-reason';

/**
 * Create Gateway (SPEC §2): name, provider (AWS only), region (US_EAST_1 first chosen) and a PCI
 * checkbox that stays off and disabled (§9 "PCI not supported").
 */
export function CreateGatewayForm({ accountId }: { accountId: string }) {
  const form = useSchemaForm(FORM_SCHEMA, { defaultValues: EMPTY });
  const create = useCreateZiaGateway(accountId);
  const refusal = useChangeRefusal('CREATE_CLUSTER');

  const submit = (body: CreateZiaGatewayBody) =>
    create.mutate(body, {
      onSuccess: () => {
        showDone(MESSAGES.ziaGateways.created);
        form.reset(EMPTY);
      },
      onError: (error) => {
        showFailed(MESSAGES.ziaGateways.createFailed, error);
        applyServerErrors(error, form);
      },
    });

  return (
    <SchemaForm form={form} onSubmit={submit} refusal={refusal}>
      <Fieldset legend={<Title order={3}>Create Gateway</Title>}>
        <Stack gap="md">
          <FormAlert title={MESSAGES.ziaGateways.createFailed} />
          <TextField
            control={form.control}
            name="name"
            label="Gateway name"
            withAsterisk
            autoComplete="off"
            spellCheck={false}
          />
          <NativeSelectField control={form.control} name="cloudProvider" label="Provider" data={PROVIDERS} />
          <NativeSelectField control={form.control} name="region" label="Region" data={[...ZIA_GATEWAY_REGIONS]} />
          <CheckboxField
            control={form.control}
            name="pci"
            label="PCI compliance"
            disabled
            aria-describedby={PCI_REASON_ID}
          />
          <Text id={PCI_REASON_ID} size="sm" c="dimmed">
            {MESSAGES.ziaGateways.pciNotSupported}
          </Text>
          <Group>
            <RefusableButton type="submit" loading={create.isPending} refusal={refusal}>
              Create Gateway
            </RefusableButton>
          </Group>
        </Stack>
      </Fieldset>
    </SchemaForm>
  );
}
