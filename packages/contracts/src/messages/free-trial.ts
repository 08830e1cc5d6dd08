export const FREE_TRIAL_MESSAGES = {
  notStarted: (days: number) => `Create a cluster to start your ${days} day free trial`,
  daysRemaining: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} remaining in your free trial`,
} as const;
