export const API_KEYS_MESSAGES = {
  generated: 'The API key has been successfully generated.',
  rotated: 'The API key has been successfully rotated.',
  deleted: 'The API key has been deleted.',
  deleteConfirm:
    'Are you sure you want to delete this API key? All IP restrictions will be cleared upon deletion. Rotating the key will keep the CIDR list while revoking the existing key and generating a new one.',
  rotateConfirm: 'Are you sure you want to rotate this API key?',
  saved: 'Successfully saved',
  saveFailed: 'Failed to save',
  impersonating: 'API Keys cannot be altered while impersonating another user',
  basicAuth: 'All calls to the Datadeck API use HTTP basic authentication with your user name and the API key.',
  copyNow: 'Copy this key now: it is shown only once.',
  typeNotAllowed: 'Your role on this account cannot hold this type of API key',
  exists: 'A key of this type exists already: rotate it instead',
  missing: 'There is no key of this type',
  emptyListConfirm: 'With no ranges in the list, this key will be refused from everywhere. Save an empty list?',
  openListConfirm: (range: string) =>
    `The range ${range} allows this key to be used from everywhere. Save the list with it?`,
  rateLimited: 'Too many requests: slow down and try again in a minute',
  forbidden: 'This API key may not make this call',
} as const;
