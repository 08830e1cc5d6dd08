/** Texts of account administration (SPEC §2 Account details, Notification Preferences, Account Webhooks; §5; §8): part of MESSAGES. */
export const ACCOUNT_ADMIN_MESSAGES = {
  /** SPEC §2 Account details screen, §5, §8. */
  accountDetails: {
    updated: 'Account details updated successfully',
    failed: 'Account details failed to update',
    formTitle: 'Update Account Details',
    invalidContact: (address: string) => `"${address}" is not a valid e-mail address`,
    tooManyContacts: 'Use at most 20 addresses',
    maintenanceHint: 'Blank: maintenance notices go to the support contacts.',
    contactsHint: 'E-mail addresses separated by semicolons',
  },
  /** SPEC §2 organisation section and pages, §6 CREATE_ORGANISATION. */
  organisations: {
    createButton: 'Create an Organization from this Account',
    notOwner: 'You need to be an OWNER on this account to create an organization.',
    marketplace: 'Cannot create organisations for Marketplace accounts',
    created: (name: string) => `Organization "${name}" has been created.`,
    createFailed: 'The organization could not be created',
    member: (name: string) => `This account belongs to the organization ${name}.`,
    alreadyMember: 'This account belongs to an organization already',
    updated: 'Organization details updated successfully',
    updateFailed: 'Organization details failed to update',
    linked: (name: string) => `Account "${name}" has been linked to the organization.`,
    linkFailed: 'The account could not be linked',
    unlinked: (name: string) => `Account "${name}" has been unlinked from the organization.`,
    unlinkFailed: 'The account could not be unlinked',
    confirmUnlink: 'Confirm account unlink',
    unlinkWarning: (name: string) =>
      `Unlink ${name} from the organization? It keeps its own billing details and stops using the organization's.`,
    notAccountOwner: 'You need to be an OWNER on that account to link it',
    lastAccount: 'An organization keeps at least one account: this is its last',
    noBillingDetails: 'The organization has no billing details of its own to sync',
    billingSyncedHint: 'Accounts linked from now on use the organization’s billing details',
    emergencyHint: 'Blank: the support contacts are used.',
    notFound: 'Organization not found',
  },
  /** SPEC §2 Notification Preferences, §5, §8. */
  notifications: {
    updated: 'Notification preferences updated successfully',
    failed: 'Notification preferences failed to update',
    tickAtLeastOne: 'Have to tick at least one box for preference',
    tickSupportTicket: 'Have to tick at least one box for support ticket',
    doNotNotifyExclusive: 'Do not notify me cannot be selected with other options',
    doNotNotify: 'Do not notify me',
    saveButton: 'Save Settings',
    alwaysEmailed: 'Disruptive issue investigations are always e-mailed',
    chooseEmailType: 'Choose the contacts to e-mail',
    chooseWebhook: 'Choose a webhook',
    typeWithoutBox: 'Leave this empty when its box is not ticked',
    webhookNotSet: (label: string) => `The ${label.toLowerCase()} is not set`,
    noWebhooks: 'No webhooks are set: add one under Account Webhooks',
  },
  /** SPEC §2 Account Webhooks, §8; the safe-delivery refusals. */
  webhooks: {
    updated: 'Account webhooks updated successfully',
    updateFailed: 'Account webhooks failed to update',
    deleted: 'Webhook deleted successfully',
    tested: 'Webhook tested successfully',
    testFailed: 'Failed to send notifications via Slack webhook',
    notHttp: 'Enter an http or https URL',
    privateAddress: 'Webhook URLs may not point to private, loopback, link-local or metadata addresses',
    unresolvable: 'The host name of this URL could not be resolved',
    secretShownOnce:
      'Copy the signing secret now: it is shown only once. Use it to verify the X-Datadeck-Signature header.',
    notSet: 'No webhook of this type is set',
    confirmDelete: (label: string) => `Delete the ${label.toLowerCase()}? Notifications stop going to it at once.`,
  },
} as const;
