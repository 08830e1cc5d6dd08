import type { SessionStore } from './platform/auth/sessions.ts';
import type { Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/database.ts';

/** What the modules' routes, services and jobs are given: no globals, everything injectable. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  sessions: SessionStore;
}
