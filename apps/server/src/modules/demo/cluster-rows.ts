import {
  cassandraFieldsSchema,
  hostAddress,
  kafkaFieldsSchema,
  opensearchFieldsSchema,
  parseCidr,
  PRIMARY_NODE_ROLE,
  type ApplicationFields,
  type DemoCluster,
} from '@datadeck/contracts';
import type { clusterNodes } from '../../platform/db/schema.ts';
import { rackName, simulatedPublicAddress } from '../clusters/layout.ts';

/** A demo cluster's application fields, through the create schemas so defaults match real ones. */
export function demoSettings(demo: DemoCluster): ApplicationFields {
  const addons = new Set(demo.addons ?? []);
  const size = demo.dataCentres[0]?.nodeSize ?? '';
  switch (demo.application) {
    case 'APACHE_CASSANDRA':
      return cassandraFieldsSchema.parse({
        cassandraVersion: demo.applicationVersion,
        luceneEnabled: addons.has('CASSANDRA_LUCENE'),
      });
    case 'KAFKA': {
      const karapace = [{ version: '3.15.0' }];
      return kafkaFieldsSchema.parse({
        kafkaVersion: demo.applicationVersion,
        karapaceSchemaRegistry: addons.has('KARAPACE_SCHEMA_REGISTRY') ? karapace : [],
        karapaceRestProxy: addons.has('KARAPACE_REST_PROXY') ? karapace : [],
      });
    }
    case 'OPENSEARCH':
      return opensearchFieldsSchema.parse({
        opensearchVersion: demo.applicationVersion,
        clusterManagerNodes: [{ nodeSize: size, dedicatedManager: false }],
        dataNodes: [{ nodeSize: size, nodeCount: demo.dataCentres[0]?.numberOfNodes ?? 3 }],
        opensearchDashboards: addons.has('OPENSEARCH_DASHBOARDS') ? [{ nodeSize: size }] : [],
      });
  }
}

/**
 * The demo cluster's nodes: numberOfNodes per data centre over three racks; those of a running
 * cluster have run since `createdAt`, as its monitoring charts do.
 */
export function demoNodes(
  demo: DemoCluster,
  clusterId: string,
  dataCentreIds: string[],
  createdAt: Date,
): (typeof clusterNodes.$inferInsert)[] {
  const running = demo.status === 'RUNNING' || demo.status === 'DEGRADED';
  let position = 0;
  return demo.dataCentres.flatMap((dc, d) => {
    const cidr = parseCidr(dc.network);
    return Array.from({ length: dc.numberOfNodes }, (_, i) => {
      const at = position++;
      return {
        clusterId,
        dataCentreId: dataCentreIds[d] ?? '',
        position: at,
        nodeSize: dc.nodeSize,
        status: running ? ('RUNNING' as const) : ('PROVISIONING' as const),
        startTime: running ? createdAt : null,
        rack: rackName(dc.cloudProvider, dc.region, i),
        privateAddress: cidr ? hostAddress(cidr, 10 + i) : '10.0.0.10',
        publicAddress: simulatedPublicAddress(at),
        nodeRoles: [PRIMARY_NODE_ROLE[demo.application]],
      };
    });
  });
}
