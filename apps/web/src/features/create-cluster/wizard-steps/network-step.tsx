import { LIMITS, MESSAGES } from '@datadeck/contracts';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CheckboxField } from '../form-fields.tsx';
import type { WizardValues } from '../form-values.ts';
import { DiskEncryptionField } from './disk-encryption-field.tsx';

/**
 * PCI compliance mode, which needs client to cluster encryption (and, for Cassandra, password
 * authentication): turning it on turns those on and keeps them on, as the server would.
 */
function PciField({ forced }: { forced: boolean }) {
  const { setValue } = useFormContext<WizardValues>();
  const { field, fieldState } = useController<WizardValues, 'pciComplianceMode'>({ name: 'pciComplianceMode' });
  const { ref, value, onChange, onBlur } = field;
  return (
    <Checkbox
      ref={ref}
      name="pciComplianceMode"
      label="PCI compliance mode"
      description={
        forced ? MESSAGES.clusters.pciForced : 'Also turns on client to cluster encryption and password authentication'
      }
      checked={value}
      disabled={forced}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        onChange(on);
        if (on) {
          setValue('dataCentres.0.clientToClusterEncryption', true);
          setValue('passwordAndUserAuth', true);
        }
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** The optional two-factor delete e-mail, which the body lists as an array of at most one. */
function TwoFactorDeleteField() {
  const { field } = useController<WizardValues, 'twoFactorDelete'>({ name: 'twoFactorDelete' });
  const { ref, value, onChange, onBlur } = field;
  const { errors } = useFormState<WizardValues>({ name: 'twoFactorDelete' });
  const error = errors.twoFactorDelete?.message ?? errors.twoFactorDelete?.[0]?.confirmationEmail?.message;
  return (
    <TextInput
      ref={ref}
      name="twoFactorDelete"
      type="email"
      label="Two-factor delete e-mail (optional)"
      description="Deleting the cluster then needs a confirmation from this address"
      autoComplete="email"
      value={value[0]?.confirmationEmail ?? ''}
      onChange={(event) => {
        const email = event.currentTarget.value;
        onChange(email === '' ? [] : [{ confirmationEmail: email }]);
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}

function DescriptionField() {
  const { field, fieldState } = useController<WizardValues, 'description'>({ name: 'description' });
  const { ref, value, onChange, onBlur } = field;
  return (
    <Textarea
      ref={ref}
      name="description"
      label="Description (optional)"
      rows={3}
      maxLength={LIMITS.clusterDescriptionMaxLength}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** Step 4: network, encryption, private network, PCI, description and two-factor delete. */
export function NetworkStep({ accountId, pciForced }: { accountId: string; pciForced: boolean }) {
  const { register, control, formState } = useFormContext<WizardValues>();
  const pciOn = useWatch({ control, name: 'pciComplianceMode' });
  return (
    <Stack gap="md">
      <TextInput
        label="Network"
        description="Private IPv4 range in CIDR notation, /16 to /26"
        required
        autoComplete="off"
        error={formState.errors.dataCentres?.[0]?.network?.message}
        {...register('dataCentres.0.network')}
      />
      <CheckboxField
        name="dataCentres.0.clientToClusterEncryption"
        label="Client to cluster encryption"
        description={pciOn ? 'Required by PCI compliance mode' : 'Clients connect over TLS'}
        disabled={pciOn}
      />
      <DiskEncryptionField accountId={accountId} />
      <CheckboxField
        name="privateNetworkCluster"
        label="Private network cluster"
        description="Nodes get no public addresses; clients connect through peering or private links"
      />
      <PciField forced={pciForced} />
      <DescriptionField />
      <TwoFactorDeleteField />
    </Stack>
  );
}
