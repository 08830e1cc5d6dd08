import { api } from '@datadeck/contracts';
import type { Bind } from '../../platform/http/binder.ts';
import type { Catalogue } from './catalogue.ts';

export function catalogueRoutes(bind: Bind, catalogue: Catalogue): void {
  bind(api.catalogue.versions, async () => ({ versions: catalogue.versions() }));

  bind(api.catalogue.regions, async ({ query }) => ({
    regions: [...catalogue.regions(query.application, query.cloudProvider)],
  }));

  bind(api.catalogue.nodeSizes, async ({ query }) => ({ nodeSizes: catalogue.nodeSizes(query) }));
}
