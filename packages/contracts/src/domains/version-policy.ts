import { z } from 'zod';
import { CLUSTER_REQUESTS_MESSAGES } from '../messages/cluster-requests.ts';
import { APPLICATION_VERSIONS } from './catalogue.ts';
import type { Application } from './cluster-vocabulary.ts';

/**
 * The version policy of a create request: only the catalogue's versions are taken. A version the
 * catalogue does not offer is refused with the offered list, and, when a version of its
 * major.minor is offered (a patch release replaced by a later one, as Instaclustr retires them),
 * with the one to use: a script or Terraform configuration pinned to "3.9.0" learns to say "3.9.2".
 */

const SEMANTIC_VERSION = /^([0-9]+)\.([0-9]+)\.([0-9]+)$/;

const majorMinor = (version: string): string | null => {
  const match = SEMANTIC_VERSION.exec(version);
  return match ? `${match[1]}.${match[2]}` : null;
};

const patchOf = (version: string): number => Number(SEMANTIC_VERSION.exec(version)?.[3] ?? -1);

/** The newest offered version of `given`'s major.minor, or null when none is (or `given` is no version). */
export function replacementVersion(given: string, offered: readonly string[]): string | null {
  const line = majorMinor(given);
  if (line === null) return null;
  const same = offered.filter((version) => majorMinor(version) === line);
  return same.reduce<string | null>((best, v) => (best === null || patchOf(v) > patchOf(best) ? v : best), null);
}

/** Why `given` is refused as a version of `offered`. */
export function versionRefusal(given: unknown, offered: readonly string[]): string {
  if (typeof given !== 'string' || !SEMANTIC_VERSION.test(given))
    return CLUSTER_REQUESTS_MESSAGES.versionOneOf(offered);
  return CLUSTER_REQUESTS_MESSAGES.versionNotOffered(given, offered, replacementVersion(given, offered));
}

/** The version field of an application's create request: one of the catalogue's versions. */
export const offeredVersionField = <A extends Application>(application: A) => {
  const offered = APPLICATION_VERSIONS[application];
  return z.enum(offered, { error: (issue) => versionRefusal(issue.input, offered) });
};
