/** Refusals of a request body before any endpoint reads it. */
export const REQUEST_BODY_MESSAGES = {
  invalidJson: 'The request body is not valid JSON',
  notJson: 'Send the request body as application/json',
  tooLarge: 'The request body is too large',
} as const;
