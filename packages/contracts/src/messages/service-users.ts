/** SPEC §2 Service Users, §5, §6, §8. */
export const SERVICE_USERS_MESSAGES = {
  added: 'Service User added',
  addFailed: 'The Service User could not be added',
  updated: 'Service User details updated.',
  updateFailed: 'The Service User details could not be updated',
  administratorAdded: 'Administrator added',
  administratorAddFailed: 'The Administrator could not be added',
  administratorRemoved: 'Administrator removed',
  administratorRemoveFailed: 'The Administrator could not be removed',
  deactivated: 'The service user was deactivated',
  deactivateFailed:
    'There was an error deactivating the service user. You may try the deactivation again, or contact support if the issue persists.',
  /** The question before Deactivate (the spec quotes none): what the user would lose. */
  deactivateConfirm: (displayName: string) =>
    `Deactivate the service user ${displayName}? Its API keys stop working at once and are deleted.`,
  createNotPermitted: 'Only an Owner or a Cluster Administrator can add service users',
  keyShownOnce: 'A new API key is shown only once: copy it now.',
  prometheusNotice:
    "Prometheus Monitoring keys are used with the Prometheus endpoint shown in each cluster's connection info.",
  empty: 'No service users found',
  usernameTaken: 'This username is taken',
  notFound: 'No service user with this username',
  profileNotAllowed: 'Your role cannot give a service user this profile',
  notAdministrator: 'Only an Owner or an administrator of this service user can change it',
  /** A key acts with the service user's profile: no one hands out a key type their own role may not hold. */
  keyTypeAboveRole: 'Your role cannot give a service user this type of API key',
  /** The audit detail of a profile change that outranks some administrators, naming why they go. */
  administratorsOutranked: (profile: string, usernames: string[]) =>
    `administrators removed, their role cannot give the profile ${profile}: ${usernames.join(', ')}`,
  administratorNotLinked: (username: string) => `'${username}' is not a user of this account`,
} as const;
