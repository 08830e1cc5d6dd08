import {
  APPLICATION_VERSIONS,
  cassandraClusterSchema,
  kafkaClusterSchema,
  MESSAGES,
  type CreateClusterRequest,
} from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { driverVersionIssues, offeredVersions } from './catalogue.ts';
import { referenceCatalogue } from './reference.ts';

const dataCentre = { name: 'dc1', cloudProvider: 'AWS_VPC', region: 'US_EAST_1', network: '10.0.0.0/16' };

function kafka(kafkaVersion: string): CreateClusterRequest {
  const body = kafkaClusterSchema.parse({
    name: 'events',
    slaTier: 'NON_PRODUCTION',
    kafkaVersion,
    dataCentres: [{ ...dataCentre, nodeSize: 'KFK-DEV-t4g.small-5', numberOfNodes: 3 }],
  });
  return { application: 'KAFKA', ...body };
}

function cassandra(): CreateClusterRequest {
  const body = cassandraClusterSchema.parse({
    name: 'orders',
    slaTier: 'NON_PRODUCTION',
    cassandraVersion: '5.0.6',
    dataCentres: [{ ...dataCentre, nodeSize: 'CAS-PRD-r7g.large-400', numberOfNodes: 3, replicationFactor: 3 }],
  });
  return { application: 'APACHE_CASSANDRA', ...body };
}

describe('offered versions', () => {
  it('are the contracts’ versions, which are the reference catalogue’s, when clusters are simulated', () => {
    expect(offeredVersions('simulated')).toEqual([
      { application: 'APACHE_CASSANDRA', versions: [...APPLICATION_VERSIONS.APACHE_CASSANDRA] },
      { application: 'KAFKA', versions: [...APPLICATION_VERSIONS.KAFKA] },
      { application: 'OPENSEARCH', versions: [...APPLICATION_VERSIONS.OPENSEARCH] },
    ]);
    for (const { application, versions } of offeredVersions('simulated'))
      expect(referenceCatalogue.versions[application]).toEqual(versions);
  });

  it('are only those the local driver can run when it runs clusters', () => {
    expect(offeredVersions('local')).toEqual([
      { application: 'APACHE_CASSANDRA', versions: [] },
      { application: 'KAFKA', versions: ['4.1.2', '4.2.1'] },
      { application: 'OPENSEARCH', versions: [] },
    ]);
  });
});

describe('a new cluster’s version', () => {
  it('is refused on its version field when the local driver cannot run it', () => {
    expect(driverVersionIssues('local', kafka('3.9.2'))).toEqual([
      {
        path: ['kafkaVersion'],
        message: "This version cannot run on this console's local driver. Choose one of: 4.1.2, 4.2.1.",
      },
    ]);
    expect(driverVersionIssues('local', cassandra())).toEqual([
      {
        path: ['cassandraVersion'],
        message: MESSAGES.clusterRequests.versionNotRunByLocalDriver('Apache Cassandra', []),
      },
    ]);
  });

  it('is taken when the driver runs it', () => {
    expect(driverVersionIssues('local', kafka('4.1.2'))).toEqual([]);
    expect(driverVersionIssues('simulated', kafka('3.9.2'))).toEqual([]);
    expect(driverVersionIssues('simulated', cassandra())).toEqual([]);
  });
});
