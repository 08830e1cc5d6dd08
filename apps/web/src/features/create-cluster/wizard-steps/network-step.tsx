import { type Application, CLUSTERS_MESSAGES } from '@datadeck/contracts';
import { Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CheckboxField } from '../form-fields.tsx';
import type { WizardValues } from '../form-values.ts';
import { DiskEncryptionField } from './disk-encryption-field.tsx';

/**
 * PCI compliance mode, which needs client to cluster encryption (and, for Cassandra, password
 * authentication): turning it on turns those on and keeps them on, as the server would. Both
 * encryption fields (Cassandra's data centre's, Kafka's cluster's) are turned on, so going back
 * and choosing the other application keeps what PCI needs.
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
        forced ? CLUSTERS_MESSAGES.pciForced : 'Also turns on client to cluster encryption and password authentication'
      }
      checked={value}
      disabled={forced}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        onChange(on);
        if (on) {
          setValue('dataCentres.0.clientToClusterEncryption', true);
          setValue('clientToClusterEncryption', true);
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
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

const ENCRYPTION_LABEL = 'Client to cluster encryption';

/** The application's own options: encryption (where it is a choice) and what only it offers. */
function ApplicationOptions({ application, pciOn }: { application: Application; pciOn: boolean }) {
  const encryptionDescription = pciOn ? 'Required by PCI compliance mode' : 'Clients connect over TLS';
  switch (application) {
    case 'APACHE_CASSANDRA':
      return (
        <>
          <CheckboxField
            name="dataCentres.0.clientToClusterEncryption"
            label={ENCRYPTION_LABEL}
            description={encryptionDescription}
            disabled={pciOn}
          />
          <CheckboxField
            name="dataCentres.0.continuousBackup"
            label="Continuous backup"
            description="Backs up the commit log and takes snapshots more often"
          />
          <CheckboxField
            name="dataCentres.0.privateIpBroadcastForDiscovery"
            label="Broadcast private IPs for discovery"
            description="Drivers discover the nodes by their private addresses"
          />
        </>
      );
    case 'KAFKA':
      return (
        <>
          <CheckboxField
            name="clientToClusterEncryption"
            label={ENCRYPTION_LABEL}
            description={encryptionDescription}
            disabled={pciOn}
          />
          <CheckboxField
            name="clientBrokerAuthWithMtls"
            label="Client-broker authentication with mTLS"
            description="Clients authenticate to the brokers with certificates"
          />
        </>
      );
    case 'OPENSEARCH':
      return (
        <>
          <Text size="sm">{ENCRYPTION_LABEL}: always on, OpenSearch clients connect over TLS</Text>
          <CheckboxField
            name="loadBalancer"
            label="Load balancer"
            description="Clients connect through one load-balanced address"
          />
        </>
      );
  }
}

/** Step 4: network, encryption and the application's options, private network, PCI, description and two-factor delete. */
export function NetworkStep({ accountId, pciForced }: { accountId: string; pciForced: boolean }) {
  const { register, control, formState } = useFormContext<WizardValues>();
  const [pciOn, application] = useWatch({ control, name: ['pciComplianceMode', 'application'] });
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
      <ApplicationOptions application={application} pciOn={pciOn} />
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
