import { ACCOUNT_ADMIN_MESSAGES } from './messages/account-admin.ts';
import { CLUSTER_RESOURCE_MESSAGES } from './messages/cluster-resources.ts';
import { PUBLIC_API_MESSAGES } from './messages/public-api.ts';

/**
 * User-facing texts quoted by the SPEC, and the console's own texts that several screens share,
 * used verbatim by the web app and the tests. The texts of account administration and of cluster
 * resources are kept in messages/, one file each, and are part of MESSAGES all the same.
 */
export const MESSAGES = {
  ...ACCOUNT_ADMIN_MESSAGES,
  ...CLUSTER_RESOURCE_MESSAGES,
  ...PUBLIC_API_MESSAGES,
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
    deleteConfirmationSent: (email: string) =>
      `A confirmation e-mail has been sent to ${email}. Follow its link to delete the cluster.`,
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
    /** expired-password without a live challenge of a PASSWORD_EXPIRED sign-in, or for a password that has not expired. */
    challengeRequired: 'Sign in again to choose a new password',
  },
  apiKeys: {
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
  },
  staff: {
    impersonating: (username: string) => `You are impersonating ${username}.`,
    stopImpersonating: 'Stop impersonating',
    notStaff: 'Only staff may do this',
    userNotLinked: 'That user is not linked to the account',
    impersonateStaff: 'Staff users cannot be impersonated',
    alreadyImpersonating: 'Stop the current impersonation first',
    notImpersonating: 'You are not impersonating anyone',
    unknownAccount: 'No account has this id',
    notForImpersonation: "A user's password and multi-factor authentication cannot be changed while impersonating them",
  },
  auth: {
    apiKeyRequired: 'Authenticate with your user name and an API key (HTTP basic authentication)',
    invalidCredentials: 'Invalid username or password',
    throttled: 'Too many sign-in attempts. Wait a moment and try again.',
    signInRequired: 'Sign in to continue',
    csrf: 'Missing or invalid CSRF token',
  },
  errors: {
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
  },
  actions: {
    tryAgain: 'Try again',
  },
  billing: {
    heading: 'Billing details',
    submit: 'Update Billing Details',
    saveDetails: 'Save details',
    phoneHint: 'Include international dialing prefix',
    placeholders: {
      holderName: 'J.Smith',
      cardNumber: '1234 5678 9012 3456',
      expiryDate: 'MM/YY',
      securityCode: '3 digits',
    },
    /** SPEC §4: 3-D Secure result codes, shown as a snackbar with an OK action for 5 s. */
    threeDS: {
      Authorised: 'Payment details updated',
      Cancelled: 'Payment authorization was cancelled by user',
      Refused: 'Payment authorization was refused by the payment institution, please use a different card',
      other: 'Something went wrong during verification, please try again',
    },
    redirecting: 'Redirecting for additional verification',
    /** SPEC §8: the card panel's own outcome; its failure is a persistent danger text, not a snackbar. */
    cardSaved: 'Payment details updated successfully',
    cardFailed: 'We could not verify your details. Please check their values and try again.',
    /** SPEC §8 (wording ours): the verification authorisation. */
    authorisationNote:
      'To verify your card we place an authorisation of about $1.00 on it. It is never settled and your bank voids it after a few days.',
    /** SPEC §2 (wording ours): shown when the billing country is AU and the account is not invoiced. */
    gstNotice: 'Australian accounts pay 10% GST, which is added to the monthly bill.',
    /** SPEC §6 (wording ours): users without billing permission, when no details are set. */
    askBillingUser:
      'No billing details are set for this account. Ask a user with the BILLING or OWNER role to add them.',
    readOnly: 'You can view the billing details; only an Owner or a Billing user can change them.',
    detailsSaved: 'Billing details updated successfully',
    detailsFailed: 'Billing details failed to update',
    /** SPEC §4 (wording ours): one notice per billing mode. */
    modeNotices: {
      INVOICED: 'This account is invoiced: charges are billed on a monthly invoice, paid by bank transfer.',
      AWS_MARKETPLACE: 'This account is billed through AWS Marketplace metering: charges appear on your AWS bill.',
      GCP_MARKETPLACE:
        'This account is billed through Google Cloud Marketplace: charges appear on your Google Cloud bill.',
      AZURE_MARKETPLACE:
        'This account is billed through its Azure Marketplace subscription: charges appear on your Azure bill.',
      AZURE_RIYOA:
        'This account runs in your own Azure subscription as a managed application: charges appear on your Azure bill.',
      CARD: 'This account is billed monthly to the card below.',
    },
    /** SPEC §4 (wording ours): billing synced to the organisation, and its reset. */
    synced: (organisation: string) =>
      `This account uses the billing details of the organization ${organisation}. Reset them to give this account billing details of its own.`,
    reset: 'Reset billing details',
    resetConfirm:
      'This account will stop using the billing details of its organization and will no longer be invoiced. Submit again to confirm.',
    noProvider: 'Card payments are not configured on this server: only the contact and address can be saved.',
    providerUnavailable: 'The card payment provider could not be reached. Nothing was saved; please try again.',
    invalidBrand: 'Only Mastercard and Visa cards can be used for billing',
    noVerificationPending: 'No card verification is waiting for a result',
    synchronisedRefusal: "Billing is synced to the account's organization: reset it to change this account's billing",
    charges: 'Charges',
    invoices: 'Invoices',
    /** Issuing an invoice on demand: only for a month that is over. */
    monthNotEnded: (month: string) => `The invoice of ${month} can be issued once the month has ended`,
    invoiceNotFound: 'Invoice not found',
  },
  /** SPEC §2 Linked Users, §5 owner rules, §8 toasts. */
  linkedUsers: {
    roleChanged: (username: string, roleLabel: string) =>
      `Role for the user '${username}' has been changed to '${roleLabel}'.`,
    unlinked: (username: string) => `User '${username}' has been unlinked.`,
    selectRole: 'Select a role',
    updateRole: 'Update Role',
    confirmUnlink: 'Confirm user unlink',
    unlinkWarning:
      'The user loses access to this account in the console and the API at once. Their access to the support ticket system may persist: ask support to remove it.',
    impersonating: 'Linked users cannot be changed while impersonating another user',
    twoOwnersWarning:
      'Inactivity revocation is on for this account, so it must keep at least two owners: the last two cannot be demoted or unlinked.',
    scimWarning:
      'SCIM provisioning is active: users are managed by your identity provider, and changes made here may be overwritten.',
    lastOwner: 'The last owner of an account cannot be demoted or unlinked',
    twoOwnersNeeded: 'With inactivity revocation on, the account must keep two owners',
    notLinked: 'No user with this username is linked to this account',
  },
  /** SPEC §2 User Invitations, §5, §8; the e-mailed link's page. */
  invitations: {
    created: 'Invitation successfully created',
    createFailed: 'Failed to create invitation',
    revoked: 'Invitation successfully revoked',
    revokeFailed: 'Failed to revoke the invitation. If the problem persists, contact support',
    maxReached: 'Maximum open invitations reached.',
    exists: (email: string) => `An open invitation for ${email} already exists`,
    alreadyLinked: 'A user with this e-mail address is already linked to this account',
    notOpen: 'There is no open invitation for this e-mail address',
    unknownSsoService: 'This single sign-on service is not offered',
    impersonating: 'Invitations cannot be managed while impersonating another user',
    pciWarning:
      "This account is PCI compatible: invite only people who need access to cardholder data environments, and each one must follow the account's security settings.",
    emailSubject: (accountName: string) => `You are invited to ${accountName} on Datadeck`,
    linkInvalid: 'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
    linkAccepted: 'This invitation has already been accepted.',
    linkRevoked: 'This invitation has been revoked. Ask the account owner for a new one.',
    linkExpired: 'This invitation has expired. Ask the account owner for a new one.',
    wrongUser: (email: string) =>
      `This invitation was sent to ${email}. Sign in as the user with that e-mail address to accept it.`,
    emailHasUser: 'A user with this e-mail address exists already: sign in to accept the invitation.',
    usernameTaken: 'This username is taken',
    accepted: (accountName: string) => `You have joined ${accountName}.`,
  },
  /** SPEC §2 Service Users, §5, §6, §8. */
  serviceUsers: {
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
    administratorNotLinked: (username: string) => `'${username}' is not a user of this account`,
  },
  /** Refusals of a request body before any endpoint reads it. */
  requestBody: {
    invalidJson: 'The request body is not valid JSON',
    notJson: 'Send the request body as application/json',
    tooLarge: 'The request body is too large',
  },
  /** Refusals of a request Node's HTTP parser could not read, before any route is found. */
  connection: {
    timeout: 'The request took too long to arrive',
    headersTooLarge: 'The request line and headers are too large',
    malformed: 'The request is not valid HTTP',
  },
  /** Refusals of any part of a request (path, query, body) before its endpoint's validation. */
  requestText: {
    /** Said of the field holding a NUL character or an unpaired surrogate (findUnsafeText). */
    unsafe: 'Contains a character that cannot be stored (a NUL character or an unpaired surrogate)',
  },
} as const;
