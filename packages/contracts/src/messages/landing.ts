export const LANDING_MESSAGES = {
  welcomeTitle: 'Welcome to your console!',
  welcomeSubtitle: "Now let's get you started",
  noResults:
    'No clusters found based on the current search results. Update or clear your search to view your clusters.',
  deleteRequested: 'DELETE REQUESTED - A cluster deletion request has been lodged for this cluster',
} as const;
