/** User-facing texts quoted by the SPEC, used verbatim by the web app and the tests. */
export const MESSAGES = {
  landing: {
    welcomeTitle: 'Welcome to your console!',
    welcomeSubtitle: "Now let's get you started",
    noResults:
      'No clusters found based on the current search results. Update or clear your search to view your clusters.',
    deleteRequested: 'DELETE REQUESTED - A cluster deletion request has been lodged for this cluster',
  },
  freeTrial: {
    notStarted: (days: number) => `Create a cluster to start your ${days} day free trial`,
    daysRemaining: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} remaining in your free trial`,
  },
  auth: {
    invalidCredentials: 'Invalid username or password',
    signInRequired: 'Sign in to continue',
    csrf: 'Missing or invalid CSRF token',
  },
  errors: {
    notFound: 'Not found',
    forbidden: 'You do not have permission to do this',
    internal: 'Something went wrong on our side. Please try again.',
  },
} as const;
