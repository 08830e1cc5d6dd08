import { OPENSEARCH_PLUGINS } from '@datadeck/contracts';
import type { FieldPath } from 'react-hook-form';
import { versionField, type WizardValues } from './form-values.ts';

export type WizardField = FieldPath<WizardValues>;

/** The wizard's steps, in order; the last one reviews and creates. */
export const STEPS = [
  { label: 'Application', title: 'Application and add-ons' },
  { label: 'Tier and version', title: 'SLA tier and version' },
  { label: 'Infrastructure', title: 'Provider, region and nodes' },
  { label: 'Network and options', title: 'Network and options' },
  { label: 'Tags', title: 'Tags' },
  { label: 'Review', title: 'Review and create' },
] as const;

export const REVIEW_STEP = STEPS.length - 1;

/**
 * The fields each step shows for the values' application: what Next validates, and where an
 * error of the server (named by its field path) is shown. The add-ons that the body lists as
 * arrays (Karapace, Dashboards) are checkboxes that cannot be wrong, so Next leaves them out:
 * the Dashboards entry's node size is chosen, and checked, on the infrastructure step. The REST
 * Proxy's integration with the Schema Registry can be (it needs the Schema Registry add-on).
 */
export function stepFields(step: number, values: WizardValues): WizardField[] {
  const { application } = values;
  switch (step) {
    case 0:
      if (application === 'APACHE_CASSANDRA') return ['name', 'luceneEnabled', 'passwordAndUserAuth'];
      if (application === 'KAFKA') {
        const proxy: WizardField[] =
          values.karapaceRestProxy.length > 0 ? ['karapaceRestProxy.0.integrateRestProxyWithSchemaRegistry'] : [];
        return ['name', ...proxy];
      }
      return ['name', ...OPENSEARCH_PLUGINS];
    case 1:
      return ['slaTier', versionField(application)];
    case 2: {
      const location: WizardField[] = ['dataCentres.0.cloudProvider', 'dataCentres.0.region', 'dataCentres.0.name'];
      const sized: WizardField[] = ['dataCentres.0.nodeSize', 'dataCentres.0.numberOfNodes'];
      if (application === 'APACHE_CASSANDRA') return [...location, ...sized, 'dataCentres.0.replicationFactor'];
      if (application === 'KAFKA') {
        return [
          ...location,
          ...sized,
          'defaultReplicationFactor',
          'defaultNumberOfPartitions',
          'autoCreateTopics',
          'allowDeleteTopics',
        ];
      }
      return [
        ...location,
        'dataNodes.0.nodeSize',
        'dataCentres.0.numberOfRacks',
        'dataNodes.0.nodeCount',
        'clusterManagerNodes.0.nodeSize',
        'clusterManagerNodes.0.dedicatedManager',
        ...(values.opensearchDashboards.length > 0 ? (['opensearchDashboards.0.nodeSize'] as const) : []),
      ];
    }
    case 3: {
      const options: WizardField[] =
        application === 'APACHE_CASSANDRA'
          ? [
              'dataCentres.0.clientToClusterEncryption',
              'dataCentres.0.continuousBackup',
              'dataCentres.0.privateIpBroadcastForDiscovery',
            ]
          : application === 'KAFKA'
            ? ['clientToClusterEncryption', 'clientBrokerAuthWithMtls']
            : ['loadBalancer'];
      return [
        'dataCentres.0.network',
        ...options,
        'dataCentres.0.awsSettings',
        'privateNetworkCluster',
        'pciComplianceMode',
        'description',
        'twoFactorDelete',
      ];
    }
    case 4:
      return [
        'dataCentres.0.tags',
        ...(values.dataCentres[0]?.tags ?? []).flatMap(
          (_, i) => [`dataCentres.0.tags.${i}.key`, `dataCentres.0.tags.${i}.value`] as const,
        ),
      ];
    default:
      return [];
  }
}

/**
 * The step that shows a field, or undefined when none does. A path below a listed field
 * (`twoFactorDelete.0.confirmationEmail`) belongs to that field's step.
 */
export function stepOfField(path: string, values: WizardValues): { step: number; field: WizardField } | undefined {
  const steps = Array.from({ length: REVIEW_STEP }, (_, step) => ({ step, fields: stepFields(step, values) }));
  for (const { step, fields } of steps) {
    const exact = fields.find((field) => field === path);
    if (exact) return { step, field: exact };
  }
  for (const { step, fields } of steps) {
    const parent = fields.find((field) => path.startsWith(`${field}.`));
    if (parent) return { step, field: parent };
  }
  return undefined;
}
