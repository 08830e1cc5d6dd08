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
  clusters: {
    createNotPermitted: 'Only an Owner or a Cluster Administrator can create clusters',
    creationNotAllowed: 'Cluster creation is not enabled for this account. Contact support to enable it.',
    created: (name: string) => `Cluster "${name}" is being created`,
    deleteNotPermitted: 'Only an Owner or a Cluster Administrator can delete clusters',
    deleteConfirm: (name: string) => `Type the cluster name (${name}) to confirm deletion. This cannot be undone.`,
    deleteRequested: (name: string) => `Deletion of cluster "${name}" has been requested`,
    deleteConfirmationSent: (email: string) => `A confirmation e-mail has been sent to ${email}. Follow its link to delete the cluster.`,
    deletionConfirmed: (name: string) => `Deletion of cluster "${name}" is confirmed`,
    deletionLinkInvalid: 'This confirmation link is invalid or has expired',
    alreadyDeleting: 'A deletion request has already been lodged for this cluster',
    gstNote: '+10% GST',
    pciForced: "PCI compliance mode is on: the account's security settings force it for new clusters",
    prometheusNotice:
      'Metrics are also available to Prometheus from the monitoring API. Calls use HTTP basic authentication with your user name and a Monitoring or Prometheus Monitoring API key.',
  },
  security: {
    updated: 'Security Settings updated successfully',
    failed: 'Security Settings failed to update',
    updatedRedirectingToMfa: 'Security Settings updated successfully, redirecting you to set up MFA',
    adminWarning: 'Administrator users always keep the strictest security settings, whatever is chosen here.',
    ssoNote: 'This account signs in with single sign-on: these settings apply only to account owners.',
    readOnly: 'You can view these settings; only an Owner can change them.',
  },
  settings: {
    accessLevel: (role: string) => `Your access level on this account is ${role}.`,
    switchAccounts: 'To see the settings of another account, switch accounts in the sidebar.',
    maintenance: 'Scheduled database maintenance is under way: changes are unavailable until it ends.',
    notDuringMaintenance: 'Not available during scheduled maintenance',
  },
  mfa: {
    required: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    invalidCode: 'That code is not valid. Try the current one from your authenticator app.',
    enrolled: 'Multi-factor authentication is on. Keep your recovery codes somewhere safe: each works once.',
    setupRequired: 'An account you belong to requires multi-factor authentication. Set it up to continue.',
    alreadyEnabled: 'Multi-factor authentication is already on',
    noEnrolment: 'Start the set-up again: no enrolment is waiting for a code',
  },
  password: {
    expired: 'Your password has expired. Choose a new one to sign in.',
    reused: 'Choose a password you have not used for your last 5 passwords',
    wrongCurrent: 'The current password is not correct',
    changed: 'Your password has been changed',
  },
  auth: {
    apiKeyRequired: 'Authenticate with your user name and an API key (HTTP basic authentication)',
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
