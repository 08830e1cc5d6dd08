import {
  APPLICATIONS,
  AUDIT_MAX_PAGE,
  BILLING_LIMITS,
  CLOUD_PROVIDERS,
  type ClusterListQuery,
  isUuid,
  LIMITS,
  MONITORING_RANGES,
  type MonitoringRange,
  SLA_TIERS,
  type SSO_ERROR_PARAM,
  type SsoRefusal,
  STAFF_SEARCH_MAX_LENGTH,
} from '@datadeck/contracts';
import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * The routes' search params, read without zod (the route table is part of the console's first
 * load, which must not bring zod's schemas along). Each function keeps the rule of the schema it
 * stands for — the contracts' query schema where the server reads the same value — with the route's
 * fallback: a page's own params fall back to their defaults as a whole, a filter's value alone is
 * dropped (search-rules.test.ts holds each to its schema).
 */
type RawSearch = Record<string, unknown>;

/**
 * A route's `validateSearch` from its reading of raw params. Links and navigations may leave any
 * param out (the reading fills it in), as with a schema's input type; what arrives from the URL
 * is read as unknown, whatever the type says.
 */
const searchOf =
  <T extends object>(read: (raw: RawSearch) => T) =>
  (input: Partial<T> & SearchSchemaInput): T =>
    read(input);

/** A number as `z.coerce.number().int()` reads one; undefined when it is none, or outside [min, max]. */
function wholeNumber(raw: unknown, min: number, max: number): number | undefined {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** A text of at most `max` characters, or undefined when it is none (`z.string().max(max)`). */
const text = (raw: unknown, max: number): string | undefined =>
  typeof raw === 'string' && raw.length <= max ? raw : undefined;

/** One of `values`, or undefined (`z.enum(values)`). */
const oneOf = <T extends string>(values: readonly T[], raw: unknown): T | undefined =>
  values.find((value) => value === raw);

/**
 * Why a single sign-on was refused: `SSO_REFUSALS` of contracts, named here because the module
 * that declares it brings zod's schemas along, and the texts it is read from weigh a few kB
 * (search-rules.test.ts holds the two lists equal).
 */
export const SSO_REFUSAL_NAMES = [
  'invalid',
  'expired',
  'replayed',
  'unknownUser',
  'inactive',
  'missingAttributes',
  'notInvited',
  'cancelled',
  'invitationClosed',
  'invitationNotAllowed',
  'emailMismatch',
  'identityConflict',
  'unavailable',
  'tooManyAttempts',
  'secondFactor',
] as const satisfies readonly SsoRefusal[];
/** The name of the param a refused single sign-on comes back with (`SSO_ERROR_PARAM`, checked). */
const SSO_ERROR = 'ssoError' satisfies typeof SSO_ERROR_PARAM;

/** /sign-in: where to go back to once signed in, and why a single sign-on came back refused. */
export const signInSearch = searchOf((raw): { redirect?: string; ssoError?: SsoRefusal } => ({
  redirect: text(raw.redirect, Infinity),
  ssoError: oneOf(SSO_REFUSAL_NAMES, raw[SSO_ERROR]),
}));

/** A link's token (invitation, cluster deletion); an absent one is empty, and the page says so. */
export const tokenSearch = searchOf((raw): { token: string } => ({ token: text(raw.token, Infinity) ?? '' }));

/** The cluster list: `clusterListQuerySchema` (contracts), nonsense falling back to page 1. */
export const CLUSTER_LIST_DEFAULTS: ClusterListQuery = { startIndex: 0, search: '' };
function readClusterList(raw: RawSearch): ClusterListQuery {
  const startIndex = raw.startIndex === undefined ? 0 : wholeNumber(raw.startIndex, 0, Infinity);
  const search = raw.search === undefined ? '' : typeof raw.search === 'string' ? raw.search.trim() : undefined;
  if (startIndex === undefined || search === undefined || search.length > LIMITS.clusterSearchMaxLength) {
    return CLUSTER_LIST_DEFAULTS;
  }
  return { startIndex, search };
}
export const clusterListSearch = searchOf(readClusterList);

/** A cluster's charts: the range (1 hour unless one of MONITORING_RANGES) and the node, if a UUID. */
const MONITORING_RANGE_NAMES = Object.keys(MONITORING_RANGES) as MonitoringRange[];
export const monitoringSearch = searchOf((raw): { range: MonitoringRange; node?: string } => ({
  range: oneOf(MONITORING_RANGE_NAMES, raw.range) ?? '1h',
  node: typeof raw.node === 'string' && isUuid(raw.node) ? raw.node : undefined,
}));

/** The pricing filters; a bad value falls back to no filter, or to the first application and cloud. */
const PRICING_FILTER_MAX_LENGTH = 64;
export const pricingSearch = searchOf((raw) => ({
  application: oneOf(APPLICATIONS, raw.application) ?? 'APACHE_CASSANDRA',
  cloudProvider: oneOf(CLOUD_PROVIDERS, raw.cloudProvider) ?? 'AWS_VPC',
  region: text(raw.region, PRICING_FILTER_MAX_LENGTH),
  slaTier: oneOf(SLA_TIERS, raw.slaTier),
  /** The node-size name filter; it filters the loaded table, so it is no input of the loader. */
  size: text(raw.size, PRICING_FILTER_MAX_LENGTH),
}));

/** Back from a 3-D Secure redirect: the provider's result (`billingResultSchema`'s redirectResult). */
export const billingSearch = searchOf((raw): { redirectResult?: string } => {
  const result = text(raw.redirectResult, BILLING_LIMITS.threeDSResultMaxLength);
  return { redirectResult: result === '' ? undefined : result };
});

/** The audit log's page: `auditLogQuerySchema` (contracts), nonsense falling back to the first page. */
export const AUDIT_LOG_DEFAULTS = { page: 1 };
function readAuditLog(raw: RawSearch): { page: number } {
  const page = raw.page === undefined ? 1 : wholeNumber(raw.page, 1, AUDIT_MAX_PAGE);
  return page === undefined ? AUDIT_LOG_DEFAULTS : { page };
}
export const auditLogSearch = searchOf(readAuditLog);

/** Staff's account search: `staffAccountSearchSchema` (contracts), nonsense falling back to none. */
export const STAFF_SEARCH_DEFAULTS = { search: '' };
function readStaffSearch(raw: RawSearch): { search: string } {
  const search = raw.search === undefined ? '' : typeof raw.search === 'string' ? raw.search.trim() : undefined;
  return search === undefined || search.length > STAFF_SEARCH_MAX_LENGTH ? STAFF_SEARCH_DEFAULTS : { search };
}
export const staffSearch = searchOf(readStaffSearch);
