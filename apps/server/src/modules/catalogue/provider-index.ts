import { isDevNodeSize, NODE_ROLES, type CloudProvider, type NodeRole, type NodeSize } from '@datadeck/contracts';
import type { NodeSizeFacts } from './node-size-facts.ts';
import { monthlyPriceUsd } from './pricing.ts';
import type { ProviderOffer, ReferencePart } from './reference.ts';

const ROLE_ORDER = new Map(NODE_ROLES.map((role, i) => [role, i]));

/** Role, then price, then name: the order of every node size list. */
export const compareNodeSizes = (a: NodeSize, b: NodeSize): number =>
  (ROLE_ORDER.get(a.role) ?? 0) - (ROLE_ORDER.get(b.role) ?? 0) ||
  a.monthlyPriceUsd - b.monthlyPriceUsd ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Where region-less listings take their prices: each provider's usual first region. */
const REFERENCE_REGIONS: Readonly<Record<CloudProvider, string>> = {
  AWS_VPC: 'US_EAST_1',
  GCP: 'us-central1',
  AZURE_AZ: 'EAST_US',
};

/** One part's offer (e.g. OpenSearch data nodes on GCP): sizes with their role, everywhere or per region. */
interface PartOffer {
  everywhere: Map<string, NodeRole>;
  regionOnly: Map<string, Map<string, NodeRole>>;
}

interface RegionSizes {
  list: NodeSize[];
  /** `role|name` → size. */
  byKey: Map<string, NodeSize>;
}

/**
 * What one application offers on one cloud provider. The offers (a few hundred names) are read
 * at start; a region's priced list is built when first asked for and kept, so the start does not
 * price some 16,000 (region, size) pairs nobody may look at.
 */
export class ProviderIndex {
  readonly cloudProvider: CloudProvider;
  readonly regions: readonly string[];
  readonly #facts: (name: string) => NodeSizeFacts;
  readonly #parts: PartOffer[];
  readonly #regionSet: ReadonlySet<string>;
  readonly #byRegion = new Map<string, RegionSizes>();
  #reference: NodeSize[] | undefined;

  constructor(
    cloudProvider: CloudProvider,
    offers: readonly { part: ReferencePart; offer: ProviderOffer }[],
    facts: (name: string) => NodeSizeFacts,
  ) {
    this.cloudProvider = cloudProvider;
    this.#facts = facts;
    const regions = new Set<string>();
    this.#parts = offers.map(({ part, offer }) => {
      for (const region of offer.regions) regions.add(region);
      const withRoles = (names: readonly string[]) => {
        const roles = new Map<string, NodeRole>();
        for (const name of names) {
          const role = part.roleOf(name);
          if (role === null) continue;
          facts(name); // read every name now: an unreadable one fails the start, not a request
          roles.set(name, role);
        }
        return roles;
      };
      const regionOnly = new Map(
        Object.entries(offer.regionOnlySizes).map(([region, names]) => [region, withRoles(names)]),
      );
      return { everywhere: withRoles(offer.sizesInAllRegions), regionOnly };
    });
    this.regions = [...regions];
    this.#regionSet = regions;
  }

  #size(name: string, role: NodeRole, region: string): NodeSize {
    const facts = this.#facts(name);
    const development = isDevNodeSize(name);
    return {
      name,
      role,
      cloudProvider: this.cloudProvider,
      region,
      development,
      vcpus: facts.vcpus,
      memoryGiB: facts.memoryGiB,
      diskGB: facts.diskGB,
      monthlyPriceUsd: monthlyPriceUsd(facts, this.cloudProvider, region, development),
    };
  }

  #regionSizes(region: string): RegionSizes | undefined {
    if (!this.#regionSet.has(region)) return undefined;
    let sizes = this.#byRegion.get(region);
    if (!sizes) {
      const byKey = new Map<string, NodeSize>();
      for (const part of this.#parts) {
        for (const roles of [part.everywhere, part.regionOnly.get(region)]) {
          for (const [name, role] of roles ?? []) {
            const key = `${role}|${name}`;
            if (!byKey.has(key)) byKey.set(key, this.#size(name, role, region));
          }
        }
      }
      sizes = { list: [...byKey.values()].toSorted(compareNodeSizes), byKey };
      this.#byRegion.set(region, sizes);
    }
    return sizes;
  }

  /** The sizes of a region, sorted; empty for a region the provider does not have. */
  sizesIn(region: string): readonly NodeSize[] {
    return this.#regionSizes(region)?.list ?? [];
  }

  find(region: string, role: NodeRole, name: string): NodeSize | undefined {
    return this.#regionSizes(region)?.byKey.get(`${role}|${name}`);
  }

  /** Each size once, priced in the reference region if offered there, else the first region offering it. */
  referenceSizes(): readonly NodeSize[] {
    if (!this.#reference) {
      const preferred = this.#regionSet.has(REFERENCE_REGIONS[this.cloudProvider])
        ? REFERENCE_REGIONS[this.cloudProvider]
        : this.regions[0];
      const chosen = new Map<string, NodeSize>();
      for (const part of this.#parts) {
        for (const [name, role] of part.everywhere) {
          if (preferred !== undefined) chosen.set(`${role}|${name}`, this.#size(name, role, preferred));
        }
        for (const region of preferred === undefined ? this.regions : [preferred, ...this.regions]) {
          for (const [name, role] of part.regionOnly.get(region) ?? []) {
            if (!chosen.has(`${role}|${name}`)) chosen.set(`${role}|${name}`, this.#size(name, role, region));
          }
        }
      }
      this.#reference = [...chosen.values()].toSorted(compareNodeSizes);
    }
    return this.#reference;
  }
}
