import {
  APPLICATION_LABELS,
  APPLICATION_VERSIONS,
  APPLICATIONS,
  CLUSTER_REQUESTS_MESSAGES,
  LOCAL_DRIVER_VERSIONS,
  requestVersion,
  type Application,
  type CreateClusterRequest,
} from '@datadeck/contracts';
import type { Config } from '../../platform/config.ts';
import type { FieldIssue } from '../../platform/http/errors.ts';

type ClusterDriver = Config['clusterDriver'];

/** Each create body's version field, where a refusal of its version is reported. */
const VERSION_FIELD: Readonly<Record<Application, string>> = {
  APACHE_CASSANDRA: 'cassandraVersion',
  KAFKA: 'kafkaVersion',
  OPENSEARCH: 'opensearchVersion',
};

/**
 * The versions a new cluster may have on this console: every version the catalogue offers when
 * clusters are simulated, only those the local driver can run when it runs them (real engines
 * of the versions engines:fetch builds).
 */
export function creatableVersions(application: Application, clusterDriver: ClusterDriver): readonly string[] {
  return clusterDriver === 'local' ? LOCAL_DRIVER_VERSIONS[application] : APPLICATION_VERSIONS[application];
}

/** What the catalogue's versions endpoint answers: what the wizard offers. */
export const offeredVersions = (clusterDriver: ClusterDriver) =>
  APPLICATIONS.map((application) => ({ application, versions: [...creatableVersions(application, clusterDriver)] }));

/**
 * A create request's version that the catalogue offers (the contracts' schema checked that) but
 * the driver cannot run: refused on the version field, before anything is stored or started.
 * Only at creation: an existing cluster keeps the version it has.
 */
export function driverVersionIssues(clusterDriver: ClusterDriver, request: CreateClusterRequest): FieldIssue[] {
  const runnable = creatableVersions(request.application, clusterDriver);
  if (runnable.includes(requestVersion(request))) return [];
  return [
    {
      path: [VERSION_FIELD[request.application]],
      message: CLUSTER_REQUESTS_MESSAGES.versionNotRunByLocalDriver(APPLICATION_LABELS[request.application], runnable),
    },
  ];
}
