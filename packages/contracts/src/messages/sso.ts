/**
 * Single sign-on (SPEC §2 Identity providers, §5 SSO form, §8 SSO): the identity provider pages,
 * the SAML and standard-service sign-ins, and SCIM provisioning. The quoted texts are the spec's.
 */
export const SSO_MESSAGES = {
  registered: 'Your Identity Provider has been successfully registered.',
  registerFailed: 'Failed to register your Identity Provider',
  // SPEC §5 SSO form.
  documentationUnread: 'Confirm that you have read the single sign-on documentation',
  displayNameBlank: 'Enter the name of your identity provider',
  issuerInvalid: 'Enter the issuer as a URL, e.g. https://idp.example.com/metadata',
  authUrlInvalid: 'Enter the single sign-on URL, e.g. https://idp.example.com/sso',
  certificateBlank: 'Paste the X.509 certificate of your identity provider, or choose its file',
  certificateFileTooLarge: 'The file you have selected is too large, please choose a file that is smaller than 10 KB.',
  certificateFileUnreadable: 'Failed to read the file, please make sure a valid file is selected.',
  // Checked by the server, which parses the certificate.
  certificateNotParsed: 'This is not an X.509 certificate in PEM form (-----BEGIN CERTIFICATE-----)',
  certificateExpired: 'This certificate has expired: ask your identity provider for its current one',
  certificateNotYetValid: 'This certificate is not valid yet',
  contactSupport:
    'Single sign-on is set up with our support team for this account. Contact support to register an identity provider.',
  alreadyRegistered: 'This account has an identity provider already',
  notSelfServe: 'Self-service single sign-on is not enabled for this account: contact support',
  progressSaved: 'Progress saved',
  progressFailed: 'The step could not be saved',
  enabledByStaff: 'Identity provider is now Active: its users sign in with single sign-on',
  disabledByStaff: 'Identity provider is now Inactive',
  scimTokenShownOnce: 'Copy this token now: it is shown only once. Generating another one revokes it.',
  scimTokenGenerated: 'SCIM token generated',
  // Sign-in page.
  signInWithSso: 'Sign in with SSO',
  signInWith: (service: string) => `Sign in with ${service}`,
  acceptWith: (service: string) => `Accept with ${service}`,
  ssoEmailLabel: 'Work e-mail',
  noProviderForEmail: 'No single sign-on is set up for this e-mail address. Sign in with your password instead.',
  // Why a single sign-on was refused (shown on the sign-in page; the audit log has the detail).
  refused: {
    invalid: 'Your identity provider sent an answer we could not verify. Try again, or ask your administrator.',
    expired: 'Your sign-in took too long and expired. Try again.',
    replayed: 'This sign-in was already used. Start again from your identity provider or the sign-in page.',
    unknownUser:
      'Your identity provider signed you in, but no user of this account has your e-mail address. Ask an owner to invite you.',
    inactive: 'Single sign-on is not active for this account.',
    missingAttributes: 'Your identity provider did not send your e-mail address, first name and last name.',
    notInvited: 'No user signs in with this account of the service. Accept an invitation that allows it first.',
    cancelled: 'Single sign-on was cancelled.',
    // A standard service (SSO_OIDC_PROVIDERS): accepting an invitation with it, and reaching it.
    invitationClosed:
      'This invitation can no longer be accepted: it was accepted or revoked, or it has expired. Ask the account owner for a new one.',
    invitationNotAllowed: 'This invitation does not allow that service. Accept it with a service it offers.',
    emailMismatch:
      'The e-mail address of the account you signed in with at the service is not the one the invitation was sent to.',
    identityConflict:
      'Your account at the service is linked to another user, or your user to another account at the service.',
    unavailable: 'The single sign-on service could not be reached. Try again in a moment.',
    tooManyAttempts: 'Too many single sign-on attempts from your network. Wait a few minutes and try again.',
    secondFactor:
      'Your user has multi-factor authentication or is staff: sign in with your username, password and code instead.',
  },
  // The sign-in page's single sign-on section and the invitation page's services.
  ssoContinue: 'Continue',
  acceptWithService: 'Or accept with a single sign-on service, and sign in with it from now on:',
  // The identity provider pages (Settings › SSO) and the staff account page's section.
  providersEmpty: 'No identity provider is registered for this account.',
  providerNotFound: 'This account has no identity provider with this id.',
  requiredAttributesIntro: 'Every SAML assertion of your identity provider must carry these attributes:',
  scimTokenNone: 'No SCIM token has been generated yet: your identity provider cannot provision users until one is.',
  scimTokenCreated: (when: string) => `The current SCIM token was generated on ${when} UTC.`,
  confirmScimToken:
    'Generate a new SCIM token? The current one stops working at once: your identity provider cannot provision users until it is given the new one.',
  scimTokenFailed: 'The SCIM token could not be generated',
  checklistReadOnly:
    'You may look through the steps; only users who may edit identity providers save where the setup stands.',
  checklist: {
    saml: 'Create a SAML 2.0 application at your identity provider with these service provider details (or import the metadata), and have it send the required attributes.',
    scim: 'To have your identity provider create, update and deactivate users here, point its SCIM 2.0 provisioning at this base URL, with a bearer token generated here.',
    test: [
      'Users assigned to the application at your identity provider are listed under Settings › Linked Users once provisioned.',
      'The SAML assertion carries email, firstName and lastName.',
      'The assertion is sent to the Assertion Consumer Service URL, for the Audience URI.',
    ],
    testSignIn: 'Once single sign-on is active, this link starts a sign-in from the console:',
    finalize:
      'When the checks pass, ask Datadeck support to activate single sign-on for this account. Until then, everyone keeps signing in as before.',
  },
  confirmEnable: (name: string) => `Make ${name} Active? The account's users can then sign in with it.`,
  confirmDisable: (name: string) => `Make ${name} Inactive? Its users can no longer sign in with single sign-on.`,
  confirmJit: (name: string) =>
    `Let ${name} create users on their first sign-in? Anyone it signs in whose e-mail address is unknown here becomes a Read Only user of the account.`,
  jitSaved: (on: boolean) =>
    on ? 'Users are now created on their first sign-in' : 'Users are no longer created on their first sign-in',
  staffUpdateFailed: 'The identity provider could not be changed',
} as const;
