/** The groups of the OpenAPI document: every endpoint's `tag` is one of these. */
export const API_TAGS = {
  system: 'Probes for orchestrators: the process is up, the database reachable',
  auth: 'Sign-in and sign-out, the signed-in user, their password and second factor',
  accounts: 'An account, its messages of the day and its free trial',
  clusters: "An account's clusters: list, details, creation, deletion and credentials",
  catalogue: 'What a cluster can be created with: application versions, regions and node sizes',
  monitoring: 'Metrics of a cluster and of a node',
  security: "An account's security settings",
  'api-keys': "The signed-in user's API keys on an account",
  audit: "An account's audit log",
  'linked-users': 'The users linked to an account and their roles',
  invitations: 'Invitations to join an account, and accepting them from the e-mailed link',
  'service-users': "An account's service users and their API keys",
  'account-details': "An account's names and contact lists",
  organisations: 'Organisations of accounts: their contacts, billing sync and linked accounts, for their owners',
  'notification-preferences': 'Who hears of scheduled maintenance and issue investigations, by e-mail and webhook',
  'account-webhooks': "An account's webhooks, their test message and their delivery log",
  billing: "An account's billing: contact, address and card, charges and invoices",
  staff: 'Staff functions: account lookup and flags, impersonation, feature switches, messages of the day',
  'oidc-providers': "An account's OIDC providers, for signing in to OpenSearch Dashboards",
  public: 'The Instaclustr-compatible public API: HTTP basic authentication with a user name and an API key',
} as const;
export type ApiTag = keyof typeof API_TAGS;
