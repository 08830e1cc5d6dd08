/**
 * Business constants and limits of SPEC §9 (and the few of our own the spec leaves open).
 * Later issues add theirs here, so each number lives in one place.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const LIMITS = {
  /** Cluster cards per page on the account landing page. */
  clusterPageSize: 50,
  /** Longest search term the landing page accepts. */
  clusterSearchMaxLength: 200,
  /**
   * A search counts its matches exactly up to this many; beyond, the list's `total` is a lower
   * bound (`totalIsLowerBound`) and the console shows "1,000+". Counting every one of 50,000
   * matches on each page cost more than the page itself, and counting to 10,000 still cost a
   * broad search 7 ms of PostgreSQL a page (bench: 385 req/s against 835 at this bound).
   */
  clusterSearchCountBound: 1_000,
  /** Height of a cluster card, in CSS pixels (SPEC §9). */
  clusterCardHeightPx: 75,
  /** Default length of the free trial, in days (SPEC §2 via the cluster issue). */
  freeTrialDays: 14,
  /** Toasts last 5 s unless the spec says otherwise (SPEC §8). */
  toastMs: 5_000,
  securityToastMs: 10_000,
  apiKeyToastMs: 5_000,
  /** Console session timeout: 15 min with shortTimeoutOnSessionInactivity, else 8 h. */
  sessionShortTimeoutMs: 15 * MINUTE_MS,
  sessionTimeoutMs: 8 * 60 * MINUTE_MS,
  /** Password rules (SPEC §9). */
  passwordMaxAgeMs: 90 * DAY_MS,
  passwordHistory: 5,
  /** Our own rule: new passwords have at least this many characters. */
  passwordMinLength: 12,
  /** One-time recovery codes given when MFA is turned on. */
  mfaRecoveryCodes: 10,
  failedLoginLimit: 5,
  failedLoginLockMs: 30 * MINUTE_MS,
  /**
   * Sign-in throttling, always on (our own numbers): token buckets of failed attempts per
   * username and per client address. A bucket holds `burst` attempts and gains one back every
   * `refillMs`; each time it runs dry that interval doubles, up to `maxRefillMs`, so a burst is
   * slowed down more and more but a key is never shut for longer than the bound.
   */
  signInThrottle: {
    perUsername: { burst: 10, refillMs: MINUTE_MS, maxRefillMs: 8 * MINUTE_MS },
    perAddress: { burst: 100, refillMs: 5_000, maxRefillMs: 2 * MINUTE_MS },
  },
  /** How long the challenge of a PASSWORD_EXPIRED sign-in lets the user choose a new password. */
  passwordChallengeMs: 10 * MINUTE_MS,
  /** Addresses remembered per user of sign-ins that passed the second factor (their way in). */
  trustedSignInAddresses: 5,
  inactivityRevocationMs: 90 * DAY_MS,
  /** Identity providers (SPEC §9): the certificate file; our own bounds on the other fields. */
  certificateFileMaxBytes: 10_240,
  identityProviderNameMaxLength: 100,
  identityProviderUrlMaxLength: 2_048,
  /**
   * SAML (our own numbers): clocks of IdP and console may differ by this much around an
   * assertion's NotBefore / NotOnOrAfter; an AuthnRequest we sent may be answered this long.
   */
  samlClockSkewMs: 2 * MINUTE_MS,
  samlRequestLifetimeMs: 10 * MINUTE_MS,
  /** A standard-service (OpenID Connect) sign-in must come back from the provider within this. */
  oidcSignInLifetimeMs: 10 * MINUTE_MS,
  /** SCIM (RFC 7644): the most users one list answer holds. */
  scimMaxResults: 200,
  /** Custom tags (SPEC §9). */
  maxTagsPerAccount: 30,
  tagKeyMaxLength: 255,
  tagValueMaxLength: 255,
  /** Invitations (SPEC §9). */
  maxOpenInvitations: 10,
  invitationLifetimeMs: 3 * DAY_MS,
  /** How often the console re-reads open invitations while any are open (our own number). */
  invitationsPollMs: 30_000,
  /**
   * E-mail delivery (our own numbers): a message refused by the mail server is tried again after
   * 1 minute, then twice as long each time, up to this many attempts (about 4 hours in all).
   */
  mailMaxAttempts: 8,
  mailFirstRetryMs: MINUTE_MS,
  /**
   * Webhook delivery (our own numbers, the "10 s, retries for 24 h"): each attempt may take
   * 10 s; a refused delivery is tried again after 1 minute, then twice as long each time, until
   * 24 hours after the event; the log keeps the first KB of each answer and shows the last 50.
   */
  webhookTimeoutMs: 10_000,
  webhookFirstRetryMs: MINUTE_MS,
  webhookRetryWindowMs: DAY_MS,
  webhookResponseExcerptBytes: 1_024,
  webhookDeliveriesShown: 50,
  /** How often the console re-reads the delivery log while a delivery is pending or retrying. */
  webhookDeliveriesPollMs: 5_000,
  /**
   * The e-mail and webhook outboxes (our own number): a delivery run's claim on a batch holds this
   * long unless renewed, and the run renews it every third of it while it sends; a process that
   * dies leaves its batch to the others (or to its restart) this long after.
   */
  outboxLeaseSeconds: 30,
  /** Clusters (the cluster issue; Instaclustr's API v2 shapes). */
  clusterDescriptionMaxLength: 1_000,
  maxNodesPerDataCentre: 100,
  maxCassandraDataCentres: 4,
  /** Racks nodes are spread over (OpenSearch's numberOfRacks; Kafka's defaultReplicationFactor). */
  minRacks: 2,
  maxRacks: 5,
  defaultRacks: 3,
  /** Default simulated provisioning time, in seconds (SIMULATED_PROVISIONING_SECONDS). */
  simulatedProvisioningSeconds: 60,
  /** How often the console re-reads clusters while one of them is changing state. */
  clusterProgressPollMs: 2_000,
  /** …and, more slowly, while a deletion waits for its e-mailed confirmation (up to 3 days). */
  deletionConfirmationPollMs: 20_000,
  /** Monitoring: 20-second resolution, 20 metrics per call, 7 days at most, 360 points per series. */
  monitoringResolutionMs: 20_000,
  monitoringMaxMetrics: 20,
  monitoringMaxRangeMs: 7 * DAY_MS,
  monitoringMaxPoints: 360,
  monitoringRefreshMs: 20_000,
  /** How long a two-factor delete confirmation link stays valid. */
  deleteConfirmationLifetimeMs: 3 * DAY_MS,
  /** Identity-provider certificate upload (SPEC §9). */
  certificateMaxBytes: 10_240,
  /** ZIA gateways (SPEC §9): name length, and the list's poll while a gateway changes state. */
  ziaGatewayNameMax: 32,
  ziaGatewaysPollMs: 5_000,
  /** Public API: calls per user per minute with basic authentication (our own number). */
  apiRequestsPerMinute: 600,
  /** OIDC providers (SPEC §5, §9). */
  oidcClientIdMinLength: 6,
  oidcClientIdMaxLength: 100,
  oidcClientSecretMinLength: 14,
  oidcClientSecretMaxLength: 100,
  oidcClientNameMaxLength: 255,
  oidcDescriptionMaxLength: 1_000,
  oidcClientUrlMaxLength: 2_048,
  oidcDefaultPort: 443,
  oidcMaxPort: 65_535,
} as const;

export const TIME = { MINUTE_MS, DAY_MS } as const;
