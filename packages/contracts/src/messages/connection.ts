/** Refusals of a request Node's HTTP parser could not read, before any route is found. */
export const CONNECTION_MESSAGES = {
  timeout: 'The request took too long to arrive',
  headersTooLarge: 'The request line and headers are too large',
  malformed: 'The request is not valid HTTP',
} as const;
