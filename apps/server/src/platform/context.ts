import type { SessionStore } from './auth/sessions.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { SecretBox } from './crypto/secret-box.ts';
import type { Db } from './db/database.ts';
import type { JobQueue } from './jobs/jobs.ts';

/**
 * What the platform's machinery (mail, the outboxes, account events, jobs) works with: no
 * globals, everything injectable. The modules' context (app-context.ts) adds the parts that
 * belong to modules (the infrastructure driver, the catalogue).
 */
export interface PlatformContext {
  config: Config;
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  /** Seals and opens the secrets the server stores and must read back (SECRETS_KEY). */
  secrets: SecretBox;
  /** Where background work is enqueued (attached once the workers start). */
  queue: JobQueue;
}
