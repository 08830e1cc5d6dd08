import type { Catalogue } from './modules/catalogue/catalogue.ts';
import type { ClusterDriver } from './modules/clusters/driver/driver.ts';
import type { SessionStore } from './platform/auth/sessions.ts';
import type { Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { SecretBox } from './platform/crypto/secret-box.ts';
import type { Db } from './platform/db/database.ts';
import type { JobQueue } from './platform/jobs/jobs.ts';

/** What the modules' routes, services and jobs are given: no globals, everything injectable. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  /** Seals and opens the secrets the server stores and must read back (SECRETS_KEY). */
  secrets: SecretBox;
  /** Where modules enqueue background work (attached once the workers start). */
  queue: JobQueue;
  /** The infrastructure behind clusters (the simulated one by default). */
  driver: ClusterDriver;
  /** Cloud providers, regions, node sizes and prices. */
  catalogue: Catalogue;
}

/** The platform part of the context: what modules need that touch no clusters. */
export type CoreContext = Pick<AppContext, 'config' | 'db' | 'clock' | 'sessions' | 'secrets'>;
