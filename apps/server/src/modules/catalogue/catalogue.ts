import {
  APPLICATIONS,
  CLOUD_PROVIDERS,
  nodeSizeAllowedForTier,
  type Application,
  type CloudProvider,
  type NodeSize,
} from '@datadeck/contracts';
import { nodeSizeFacts, type NodeSizeFacts } from './node-size-facts.ts';
import { compareNodeSizes, ProviderIndex } from './provider-index.ts';
import {
  REFERENCE_PARTS,
  referenceCatalogue,
  type ProviderOffer,
  type ReferenceCatalogue,
  type ReferencePart,
} from './reference.ts';
import type { Catalogue } from './types.ts';

export type { Catalogue, NodeSizeKey } from './types.ts';
export { compareNodeSizes } from './provider-index.ts';
export { nodeSizeFacts } from './node-size-facts.ts';
/** The create service checks requests against the catalogue it builds here. */
export { catalogueIssues, type CatalogueIssue } from './catalogue-issues.ts';
/** The versions a new cluster may have, which depend on the driver running clusters. */
export { creatableVersions, driverVersionIssues, offeredVersions } from './driver-versions.ts';

/** The machine behind each size name, read once however many regions offer it. */
function factsReader(): (name: string) => NodeSizeFacts {
  const cache = new Map<string, NodeSizeFacts>();
  return (name) => {
    let facts = cache.get(name);
    if (!facts) {
      facts = nodeSizeFacts(name);
      // The catalogue ships with the product: a size we cannot read is a bug to fail on at start.
      if (!facts) throw new Error(`Node size ${name} of the reference catalogue has no known instance type`);
      cache.set(name, facts);
    }
    return facts;
  };
}

export function createCatalogue(reference: ReferenceCatalogue = referenceCatalogue): Catalogue {
  const facts = factsReader();
  const indexes = new Map<Application, Map<CloudProvider, ProviderIndex>>();
  for (const application of APPLICATIONS) {
    const byProvider = new Map<CloudProvider, ProviderIndex>();
    for (const cloudProvider of CLOUD_PROVIDERS) {
      const offers: { part: ReferencePart; offer: ProviderOffer }[] = [];
      for (const part of REFERENCE_PARTS) {
        const offer =
          part.application === application
            ? reference.applications[part.application]?.[part.key]?.[cloudProvider]
            : undefined;
        if (offer) offers.push({ part, offer });
      }
      if (offers.length > 0) byProvider.set(cloudProvider, new ProviderIndex(cloudProvider, offers, facts));
    }
    indexes.set(application, byProvider);
  }
  const providerIndex = (application: Application, cloudProvider: CloudProvider) =>
    indexes.get(application)?.get(cloudProvider);

  return {
    regions: (application, cloudProvider) => providerIndex(application, cloudProvider)?.regions ?? [],
    nodeSizes: (query) => {
      const providers = query.cloudProvider ? [query.cloudProvider] : CLOUD_PROVIDERS;
      const found: NodeSize[] = [];
      for (const cloudProvider of providers) {
        const index = providerIndex(query.application, cloudProvider);
        if (!index) continue;
        for (const size of query.region === undefined ? index.referenceSizes() : index.sizesIn(query.region)) {
          if (query.role !== undefined && size.role !== query.role) continue;
          if (query.slaTier !== undefined && !nodeSizeAllowedForTier(size.name, query.slaTier)) continue;
          found.push(size);
        }
      }
      // One provider's lists are sorted already; several interleave.
      return providers.length > 1 ? found.toSorted(compareNodeSizes) : found;
    },
    findNodeSize: ({ application, cloudProvider, region, role, name }) =>
      providerIndex(application, cloudProvider)?.find(region, role, name),
  };
}
