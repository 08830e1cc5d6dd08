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
  billing: "An account's billing: contact, address and card, charges and invoices",
  staff: 'Staff functions: account lookup and flags, impersonation, feature switches, messages of the day',
  public: 'The Instaclustr-compatible public API: HTTP basic authentication with a user name and an API key',
} as const;
export type ApiTag = keyof typeof API_TAGS;
