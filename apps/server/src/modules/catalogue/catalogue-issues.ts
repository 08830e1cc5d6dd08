import { APPLICATION_LABELS, PRIMARY_NODE_ROLE, type CreateClusterRequest, type NodeRole } from '@datadeck/contracts';
import type { FieldIssue } from '../../platform/http/errors.ts';
import type { Catalogue } from './types.ts';

/** What the catalogue does not offer, named by field like every rule's finding. */
export type CatalogueIssue = FieldIssue;

/** How a size's role reads in a message; a data centre's own size needs no words. */
const ROLE_WORDS: Partial<Record<NodeRole, string>> = {
  OPENSEARCH_CLUSTER_MANAGER: ' for cluster manager nodes',
  OPENSEARCH_DASHBOARDS: ' for OpenSearch Dashboards',
};

/**
 * What the create request asks for that the catalogue does not offer: a region the provider
 * does not run the application in, a node size not offered there for its role. The request's
 * shape and rules are the contracts' (already checked); these need the server's data. A data
 * centre in a region not offered gets that one issue, not one per size as well.
 */
export function catalogueIssues(catalogue: Catalogue, request: CreateClusterRequest): CatalogueIssue[] {
  const { application } = request;
  const issues: CatalogueIssue[] = [];
  request.dataCentres.forEach((dc, i) => {
    const { cloudProvider, region } = dc;
    if (!catalogue.regions(application, cloudProvider).includes(region)) {
      issues.push({
        path: ['dataCentres', i, 'region'],
        message: `Region ${region} is not offered for ${APPLICATION_LABELS[application]} on ${cloudProvider}`,
      });
      return;
    }
    const sized: { name: string; role: NodeRole; path: (string | number)[] }[] = [];
    if (request.application !== 'OPENSEARCH') {
      const nodeSize = request.dataCentres[i]?.nodeSize ?? '';
      sized.push({ name: nodeSize, role: PRIMARY_NODE_ROLE[application], path: ['dataCentres', i, 'nodeSize'] });
    } else if (i === 0) {
      // OpenSearch sizes its nodes outside the data centre, which it has exactly one of.
      request.dataNodes.forEach((n, j) =>
        sized.push({ name: n.nodeSize, role: 'OPENSEARCH_DATA', path: ['dataNodes', j, 'nodeSize'] }),
      );
      request.clusterManagerNodes.forEach((n, j) =>
        sized.push({
          name: n.nodeSize,
          role: 'OPENSEARCH_CLUSTER_MANAGER',
          path: ['clusterManagerNodes', j, 'nodeSize'],
        }),
      );
      request.opensearchDashboards.forEach((n, j) =>
        sized.push({ name: n.nodeSize, role: 'OPENSEARCH_DASHBOARDS', path: ['opensearchDashboards', j, 'nodeSize'] }),
      );
    }
    for (const { name, role, path } of sized) {
      if (catalogue.findNodeSize({ application, cloudProvider, region, role, name })) continue;
      issues.push({
        path,
        message: `Node size ${name} is not offered${ROLE_WORDS[role] ?? ''} in ${region} on ${cloudProvider}`,
      });
    }
  });
  return issues;
}
