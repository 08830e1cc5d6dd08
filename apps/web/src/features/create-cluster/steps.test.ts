import type { CreateClusterInfo } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { dataCentreName, defaultRegion, defaultValues } from './form-values.ts';
import { stepOfField } from './steps.ts';

const info: CreateClusterInfo = {
  creationAllowed: true,
  creationBlockedReason: null,
  forcePciForNewClusters: false,
  gstApplies: false,
  defaultTags: [{ key: 'team', value: 'data' }],
  startsFreeTrial: false,
};

describe('stepOfField', () => {
  const cassandra = defaultValues(info);
  const opensearch = {
    ...defaultValues(info),
    application: 'OPENSEARCH' as const,
    opensearchDashboards: [{ nodeSize: '', oidcProvider: null }],
  };

  it("finds the step that shows a server error's field", () => {
    expect(stepOfField('name', cassandra)).toEqual({ step: 0, field: 'name' });
    expect(stepOfField('cassandraVersion', cassandra)).toEqual({ step: 1, field: 'cassandraVersion' });
    expect(stepOfField('dataCentres.0.nodeSize', cassandra)).toEqual({ step: 2, field: 'dataCentres.0.nodeSize' });
    expect(stepOfField('dataCentres.0.network', cassandra)).toEqual({ step: 3, field: 'dataCentres.0.network' });
    expect(stepOfField('dataCentres.0.tags.0.key', cassandra)).toEqual({ step: 4, field: 'dataCentres.0.tags.0.key' });
    expect(stepOfField('opensearchDashboards.0.nodeSize', opensearch)).toEqual({
      step: 2,
      field: 'opensearchDashboards.0.nodeSize',
    });
    expect(stepOfField('dataCentres.0.numberOfRacks', opensearch)?.step).toBe(2);
    expect(stepOfField('loadBalancer', opensearch)?.step).toBe(3);
    expect(stepOfField('dataCentres.0.continuousBackup', cassandra)?.step).toBe(3);
    // Each application's encryption field is shown by its own step only.
    expect(stepOfField('clientToClusterEncryption', cassandra)).toBeUndefined();
    expect(stepOfField('dataCentres.0.clientToClusterEncryption', opensearch)).toBeUndefined();
  });

  it('puts an error below a field on that field, and leaves out what no step shows', () => {
    expect(stepOfField('twoFactorDelete.0.confirmationEmail', cassandra)).toEqual({
      step: 3,
      field: 'twoFactorDelete',
    });
    expect(stepOfField('dataNodes.0.nodeCount', cassandra)).toBeUndefined();
    expect(stepOfField('kraft.0.controllerNodeCount', cassandra)).toBeUndefined();
    expect(stepOfField('FORBIDDEN', cassandra)).toBeUndefined();
  });
});

describe('defaults', () => {
  it("names the data centre after the provider and region, within the contract's 32 characters", () => {
    expect(dataCentreName('AWS_VPC', 'US_EAST_1')).toBe('AWS_VPC_US_EAST_1');
    expect(dataCentreName('GCP', 'us-east1')).toBe('GCP_US-EAST1');
    expect(dataCentreName('AZURE_AZ', 'GERMANY_WEST_CENTRAL_AND_MORE')).toHaveLength(32);
  });

  it('proposes US East in each provider spelling, else the first region', () => {
    expect(defaultRegion(['EU_WEST_1', 'US_EAST_1'])).toBe('US_EAST_1');
    expect(defaultRegion(['europe-west1', 'us-east1'])).toBe('us-east1');
    expect(defaultRegion(['UK_SOUTH'])).toBe('UK_SOUTH');
    expect(defaultRegion([])).toBe('');
  });

  it('forces PCI and its dependants on when the account says so', () => {
    const values = defaultValues({ ...info, forcePciForNewClusters: true });
    expect(values.pciComplianceMode).toBe(true);
    expect(values.dataCentres[0]?.clientToClusterEncryption).toBe(true);
    expect(values.clientToClusterEncryption).toBe(true);
    expect(values.dataCentres[0]?.tags).toEqual([{ key: 'team', value: 'data' }]);
  });
});
