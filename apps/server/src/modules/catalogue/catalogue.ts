import {
  APPLICATION_VERSIONS,
  APPLICATIONS,
  CLOUD_PROVIDERS,
  isDevNodeSize,
  NODE_ROLES,
  nodeSizeAllowedForTier,
  type Application,
  type CloudProvider,
  type NodeRole,
  type NodeSize,
} from '@datadeck/contracts';
import { nodeSizeFacts, type NodeSizeFacts } from './node-size-facts.ts';
import { monthlyPriceUsd } from './pricing.ts';
import { REFERENCE_PARTS, referenceCatalogue, type ReferenceCatalogue, type ReferencePart } from './reference.ts';
import type { Catalogue } from './types.ts';

export type { Catalogue, NodeSizeKey } from './types.ts';
/** The create service checks requests against the catalogue it builds here. */
export { catalogueIssues, type CatalogueIssue } from './catalogue-issues.ts';

/** Where region-less listings take their prices: each provider's usual first region. */
const REFERENCE_REGIONS: Readonly<Record<CloudProvider, string>> = {
  AWS_VPC: 'US_EAST_1',
  GCP: 'us-central1',
  AZURE_AZ: 'EAST_US',
};

interface ProviderIndex {
  regions: string[];
  /** Region → its sizes, sorted. */
  byRegion: Map<string, NodeSize[]>;
  /** `region|role|name` → size. */
  byKey: Map<string, NodeSize>;
  /** Each (role, name) once, priced in the reference region when offered there. */
  reference: NodeSize[];
}

const keyOf = (region: string, role: NodeRole, name: string) => `${region}|${role}|${name}`;

const ROLE_ORDER = new Map(NODE_ROLES.map((role, i) => [role, i]));
export const compareNodeSizes = (a: NodeSize, b: NodeSize): number =>
  (ROLE_ORDER.get(a.role) ?? 0) - (ROLE_ORDER.get(b.role) ?? 0) ||
  a.monthlyPriceUsd - b.monthlyPriceUsd ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** A size is offered in many regions; its name is read once. */
const factsCache = new Map<string, NodeSizeFacts>();

function factsOf(name: string): NodeSizeFacts {
  let facts = factsCache.get(name);
  if (!facts) {
    facts = nodeSizeFacts(name);
    // The catalogue ships with the product: a size we cannot read is a bug to fail on at start.
    if (!facts) throw new Error(`Node size ${name} of the reference catalogue has no known instance type`);
    factsCache.set(name, facts);
  }
  return facts;
}

function offeredSize(name: string, role: NodeRole, cloudProvider: CloudProvider, region: string): NodeSize {
  const facts = factsOf(name);
  const development = isDevNodeSize(name);
  return {
    name,
    role,
    cloudProvider,
    region,
    development,
    vcpus: facts.vcpus,
    memoryGiB: facts.memoryGiB,
    diskGB: facts.diskGB,
    monthlyPriceUsd: monthlyPriceUsd(facts, cloudProvider, region, development),
  };
}

function indexProvider(parts: readonly ReferencePart[], reference: ReferenceCatalogue, cloudProvider: CloudProvider): ProviderIndex | undefined {
  const index: ProviderIndex = { regions: [], byRegion: new Map(), byKey: new Map(), reference: [] };
  const regions = new Set<string>();
  for (const part of parts) {
    const offer = reference.applications[part.application]?.[part.key]?.[cloudProvider];
    if (!offer) continue;
    for (const region of offer.regions) {
      regions.add(region);
      const names = [...offer.sizesInAllRegions, ...(offer.regionOnlySizes[region] ?? [])];
      for (const name of names) {
        const role = part.roleOf(name);
        if (role === null || index.byKey.has(keyOf(region, role, name))) continue;
        const size = offeredSize(name, role, cloudProvider, region);
        index.byKey.set(keyOf(region, role, name), size);
        const list = index.byRegion.get(region) ?? [];
        list.push(size);
        index.byRegion.set(region, list);
      }
    }
  }
  if (regions.size === 0) return undefined;
  index.regions = [...regions];
  for (const list of index.byRegion.values()) list.sort(compareNodeSizes);

  const preferred = REFERENCE_REGIONS[cloudProvider];
  const seen = new Set<string>();
  for (const region of [preferred, ...index.regions]) {
    for (const size of index.byRegion.get(region) ?? []) {
      const id = `${size.role}|${size.name}`;
      if (seen.has(id)) continue;
      seen.add(id);
      index.reference.push(size);
    }
  }
  index.reference.sort(compareNodeSizes);
  return index;
}

export function createCatalogue(reference: ReferenceCatalogue = referenceCatalogue): Catalogue {
  const indexes = new Map<Application, Map<CloudProvider, ProviderIndex>>();
  for (const application of APPLICATIONS) {
    const parts = REFERENCE_PARTS.filter((p) => p.application === application);
    const byProvider = new Map<CloudProvider, ProviderIndex>();
    for (const cloudProvider of CLOUD_PROVIDERS) {
      const index = indexProvider(parts, reference, cloudProvider);
      if (index) byProvider.set(cloudProvider, index);
    }
    indexes.set(application, byProvider);
  }
  const versions = APPLICATIONS.map((application) => ({ application, versions: [...APPLICATION_VERSIONS[application]] }));
  const providerIndex = (application: Application, cloudProvider: CloudProvider) => indexes.get(application)?.get(cloudProvider);

  return {
    versions: () => versions.map((v) => ({ ...v, versions: [...v.versions] })),
    regions: (application, cloudProvider) => providerIndex(application, cloudProvider)?.regions ?? [],
    nodeSizes: (query) => {
      const providers = query.cloudProvider ? [query.cloudProvider] : CLOUD_PROVIDERS;
      const found: NodeSize[] = [];
      for (const cloudProvider of providers) {
        const index = providerIndex(query.application, cloudProvider);
        if (!index) continue;
        const sizes = query.region === undefined ? index.reference : (index.byRegion.get(query.region) ?? []);
        for (const size of sizes) {
          if (query.role !== undefined && size.role !== query.role) continue;
          if (query.slaTier !== undefined && !nodeSizeAllowedForTier(size.name, query.slaTier)) continue;
          found.push(size);
        }
      }
      // One provider's lists are sorted already; several interleave.
      return providers.length > 1 ? found.toSorted(compareNodeSizes) : found;
    },
    findNodeSize: ({ application, cloudProvider, region, role, name }) =>
      providerIndex(application, cloudProvider)?.byKey.get(keyOf(region, role, name)),
  };
}
