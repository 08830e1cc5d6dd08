/**
 * Texts of the Instaclustr-compatible public API (issue 19) and of the cluster requests it shares
 * with the console: part of MESSAGES.
 */
export const PUBLIC_API_MESSAGES = {
  requests: {
    /** A field the request does not know: refused, never dropped (named by the error handler). */
    unknownField: 'Unknown field: this request does not take it',
  },
  /** Real fields of Instaclustr's API whose feature Datadeck does not offer: off is fine, on is refused. */
  notOffered: {
    ownNetwork:
      "Running in your own cloud network is not offered: Datadeck provisions into its provider accounts' networks",
    privateLink: 'Private Link is not offered',
    schemaRegistry: 'Confluent Schema Registry is not offered: use karapaceSchemaRegistry',
    restProxy: 'Confluent REST Proxy is not offered: use karapaceRestProxy',
    spark: 'Apache Spark is not offered',
    ingestNodes: 'Dedicated ingest nodes are not offered: data nodes ingest',
  },
  updates: {
    /** A field the update may not change, given with another value than the cluster's. */
    cannotChange: (field: string) => `${field} cannot be changed after the cluster is created`,
    busy: 'The cluster is busy with another operation: wait until currentClusterOperationStatus is NO_OPERATION',
    notRunning: 'Only a running cluster can be changed',
    dataCentreRemoved: (name: string) => `Data centre ${name} cannot be removed by an update`,
    dataCentreAdded: 'Only Apache Cassandra clusters take more data centres',
    fewerNodes: 'Nodes cannot be removed by an update: give at least the current number of nodes',
  },
} as const;
