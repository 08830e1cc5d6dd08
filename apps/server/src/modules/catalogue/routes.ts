import { api } from '@datadeck/contracts';
import type { Bind } from '../../platform/http/binder.ts';
import type { Catalogue } from './catalogue.ts';

/**
 * The catalogue's regions and node sizes. Its versions endpoint is bound with the clusters
 * (clusters/routes.ts): which versions may be created depends on what runs clusters.
 */
export function catalogueRoutes(bind: Bind, catalogue: Catalogue): void {
  bind(api.catalogue.regions, async ({ query }) => ({
    regions: [...catalogue.regions(query.application, query.cloudProvider)],
  }));

  bind(api.catalogue.nodeSizes, async ({ query }) => ({ nodeSizes: catalogue.nodeSizes(query) }));
}
