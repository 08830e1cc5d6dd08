import { keyFitsRegion } from '@datadeck/contracts';
import { api } from '../../../shared/api/api-routes.ts';
import { Select } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { apiRequest } from '../../../shared/api/client.ts';
import { encryptionKeyKeys } from '../../../shared/api/query-keys.ts';
import { useCan } from '../../../shared/auth/use-can.ts';
import type { WizardValues } from '../form-values.ts';

const NONE = 'none';

const keysQuery = (accountId: string, enabled: boolean) =>
  queryOptions({
    queryKey: encryptionKeyKeys.list(accountId),
    queryFn: ({ signal }) => apiRequest(api.encryptionKeys.list, { params: { accountId }, signal }),
    enabled,
  });

/**
 * Disk encryption of an AWS data centre (issue 18 §2): one of the account's Valid keys of the data
 * centre's region, sent as the public API's `awsSettings[0].ebsEncryptionKey`. Not offered for
 * other providers; a choice the region no longer fits is dropped, as the server would refuse it.
 */
export function DiskEncryptionField({ accountId }: { accountId: string }) {
  const canView = useCan('VIEW_ENCRYPTION_KEYS');
  const [cloudProvider, region] = useWatch<WizardValues, ['dataCentres.0.cloudProvider', 'dataCentres.0.region']>({
    name: ['dataCentres.0.cloudProvider', 'dataCentres.0.region'],
  });
  const onAws = cloudProvider === 'AWS_VPC';
  const keys = useQuery(keysQuery(accountId, canView && onAws));
  const { field } = useController<WizardValues, 'dataCentres.0.awsSettings'>({ name: 'dataCentres.0.awsSettings' });
  const { errors } = useFormState<WizardValues>({ name: 'dataCentres.0.awsSettings' });
  const error = errors.dataCentres?.[0]?.awsSettings;
  const offered = (keys.data ?? []).filter((key) => keyFitsRegion(key, region));
  const chosen = field.value[0]?.ebsEncryptionKey;
  const fits = chosen === undefined || offered.some((key) => key.id === chosen);
  const { ref, onChange, onBlur } = field;

  useEffect(() => {
    // Once the keys are known, a key of another region (or provider) is no choice any more.
    if (!fits && (keys.isSuccess || !onAws)) onChange([]);
  }, [fits, keys.isSuccess, onAws, onChange]);

  if (!onAws || !canView) return null;
  return (
    <Select
      ref={ref}
      name="dataCentres.0.awsSettings"
      label="Disk encryption key"
      description="An AWS KMS key of this region, validated under Cluster Resources, encrypts the nodes' EBS volumes"
      allowDeselect={false}
      data={[
        { value: NONE, label: 'None (AWS-managed encryption)' },
        ...offered.map((key) => ({ value: key.id, label: `${key.alias} (${key.arn.kmsId})` })),
      ]}
      value={chosen ?? NONE}
      onChange={(next) => onChange(next === null || next === NONE ? [] : [{ ebsEncryptionKey: next }])}
      onBlur={onBlur}
      error={error?.message ?? error?.[0]?.ebsEncryptionKey?.message}
    />
  );
}
