import { LIMITS, MESSAGES, type OidcProviderForm } from '@datadeck/contracts';
import { Group, Stack } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { NumberField } from '../../shared/form/choice-fields.tsx';
import { PasswordField, TextareaField, TextField } from '../../shared/form/fields.tsx';
import { FormAlert } from '../../shared/form/schema-form.tsx';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { ButtonLink } from '../../shared/ui/router-links.tsx';

type FieldsProps<Output> = {
  control: Control<OidcProviderForm, unknown, Output>;
  accountId: string;
  /** Editing: the secret box starts empty and empty keeps the stored secret. */
  editing: boolean;
  submitLabel: string;
  pending: boolean;
  /** Why the provider cannot be saved now (maintenance); null when it can. */
  refusal: string | null;
};

/** The fields of SPEC §5, in the order of §3, shared by the add and edit pages. */
export function OidcProviderFields<Output>({
  control,
  accountId,
  editing,
  submitLabel,
  pending,
  refusal,
}: FieldsProps<Output>) {
  return (
    <Stack gap="md" maw={560}>
      <FormAlert />
      <TextField control={control} name="clientId" label="Client Id" withAsterisk autoComplete="off" />
      <TextField control={control} name="clientName" label="Client Name" withAsterisk autoComplete="off" />
      <PasswordField
        control={control}
        name="clientSecret"
        label="Client Secret"
        withAsterisk={!editing}
        autoComplete="new-password"
        description={editing ? MESSAGES.oidcProviders.secretKept : undefined}
      />
      <TextField
        control={control}
        name="clientUrl"
        label="Client URL"
        withAsterisk
        type="url"
        placeholder="https://"
        autoComplete="off"
      />
      <NumberField
        control={control}
        name="clientPort"
        label="Client Port"
        withAsterisk
        min={1}
        max={LIMITS.oidcMaxPort}
      />
      <TextareaField control={control} name="description" label="Description" rows={3} />
      <Group gap="sm">
        <RefusableButton type="submit" loading={pending} refusal={refusal}>
          {submitLabel}
        </RefusableButton>
        <ButtonLink
          variant="default"
          to="/accounts/$accountId/cluster-resources/oidc-providers/summary"
          params={{ accountId }}
        >
          Cancel
        </ButtonLink>
      </Group>
    </Stack>
  );
}
