import type { Catalogue } from './modules/catalogue/catalogue.ts';
import type { ClusterDriver } from './drivers/driver.ts';
import type { PlatformContext } from './platform/context.ts';

/** What the modules' routes, services and jobs are given: the platform's parts and the modules' own. */
export interface AppContext extends PlatformContext {
  /** The infrastructure behind clusters (the simulated one by default). */
  driver: ClusterDriver;
  /** Cloud providers, regions, node sizes and prices. */
  catalogue: Catalogue;
}

/** The platform part of the context: what modules need that touch no clusters. */
export type CoreContext = Pick<AppContext, 'config' | 'db' | 'clock' | 'sessions' | 'secrets'>;
