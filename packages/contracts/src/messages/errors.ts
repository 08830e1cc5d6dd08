export const ERRORS_MESSAGES = {
  notFound: 'Not found',
  forbidden: 'You do not have permission to do this',
  internal: 'Something went wrong on our side. Please try again.',
  /** The title of a console page whose data could not be loaded (the reason follows it). */
  pageNotLoaded: 'This page could not be loaded',
  /** A call that got no answer of the API (offline, the server down, a proxy in the way). */
  unreachable: 'The console could not reach the server.',
  /** The same in a form, which has no "Try again" button of its own: sending it again is the retry. */
  unreachableRetry: 'The console could not reach the server. Please try again.',
  /** The title of a failed load that names nothing more specific. */
  somethingWentWrong: 'Something went wrong',
} as const;
