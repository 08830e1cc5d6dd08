/** SPEC §2 User Invitations, §5, §8; the e-mailed link's page. */
export const INVITATIONS_MESSAGES = {
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
} as const;
