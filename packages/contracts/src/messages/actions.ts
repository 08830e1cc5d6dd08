export const ACTIONS_MESSAGES = {
  tryAgain: 'Try again',
} as const;
