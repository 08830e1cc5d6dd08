import type { Application, CloudProvider, NodeRole, NodeSize, NodeSizesQuery } from '@datadeck/contracts';

export interface NodeSizeKey {
  application: Application;
  cloudProvider: CloudProvider;
  region: string;
  role: NodeRole;
  name: string;
}

/** What can be created where, and at what price: read-only, built once at start. */
export interface Catalogue {
  /** Regions of the provider where the application runs, in the reference's order; empty if none. */
  regions(application: Application, cloudProvider: CloudProvider): readonly string[];
  /**
   * Node sizes narrowed by the query, sorted by role, then price, then name. With a region,
   * that region's sizes and prices; without one, each size once per provider, priced in the
   * provider's reference region (or the first region offering it), which the entry names.
   */
  nodeSizes(query: NodeSizesQuery): NodeSize[];
  findNodeSize(key: NodeSizeKey): NodeSize | undefined;
}
