/** Texts of the Cluster Resources tabs (SPEC §2, §5, §8): part of MESSAGES. */
export const CLUSTER_RESOURCE_MESSAGES = {
  /** SPEC §2 Cluster Resources › Tags, §5, §8 (toasts verbatim). */
  tags: {
    added: (key: string) => `Tag "${key}" has been successfully added.`,
    addFailed: (key: string) => `Tag "${key}" could not be added.`,
    deleted: 'The Tag has been deleted.',
    used: (count: number, max: number) => `${count} / ${max} Tags used`,
    noCompatibleProvider: 'None',
    keyRequired: 'Tag key is required',
    keyTooLong: (max: number) => `Tag key is limited to ${max} characters`,
    valueTooLong: (max: number) => `Tag value is limited to ${max} characters`,
    keyPattern: 'Tag key may hold letters, digits, spaces and + - = . _ : / @, and may not start or end with a space',
    valuePattern:
      'Tag value may hold letters, digits, spaces and + - = . _ : / @, and may not start or end with a space',
    limitReached: (max: number) => `This account has ${max} tags, the most it may have: delete one to add another`,
    duplicateKey: (key: string) => `A tag with the key "${key}" already exists`,
    notFound: 'Tag not found',
    providerWarning: (provider: string) => `${provider} will not accept this tag`,
    info: 'Custom tags are added to the resources of every new cluster. Each tag here becomes a default of the Tags step when you create a cluster, where it can still be changed or removed. Cloud providers have their own tag rules: the Compatible Providers column shows which of them accept each tag.',
    confirmDelete: (key: string) =>
      `Delete the tag "${key}"? New clusters will no longer get it by default; existing clusters keep their tags.`,
    readOnly: 'You can view the tags; only an Owner or a Cluster Administrator can change them.',
  },
  /** SPEC §8 ZIA, §5 and §9 rules of the gateway form. */
  ziaGateways: {
    created: 'Gateway creation request submitted successfully',
    createFailed: 'Gateway creation failed',
    deleted: 'Gateway successfully deleted.',
    deleteFailed: 'Gateway deletion failed. Please contact support.',
    deleteNotPermitted: 'You do not have permission to delete gateways',
    inUse: (names: readonly string[]) => `Gateway currently in use by clusters: ${names.join(', ')}`,
    createNotPermitted: 'Only an Owner or a Cluster Administrator can create gateways',
    terminating: 'The gateway is already being terminated',
    nameRequired: 'Gateway name is required',
    nameRule: 'Gateway name must be 1 to 32 letters, digits, "_" or "-", starting with a letter or digit',
    providerRequired: 'Choose a provider',
    awsOnly: 'AWS is the only provider for gateways',
    regionRequired: 'Choose an AWS region',
    pciNotSupported: 'PCI not supported',
    confirmTerminate: (name: string) => `Terminate gateway "${name}"? This cannot be undone.`,
    empty: 'No gateways yet: create one above.',
  },
  /** Encryption keys (SPEC §2, §8). */
  encryptionKeys: {
    added: 'Key has been successfully added',
    deleted: 'The Key has been deleted.',
    validateFailed: 'Unable to validate key',
    empty: 'No Encryption Keys Found',
    addFailed: 'The key could not be added',
    deleteFailed: 'The key could not be deleted',
    inUse: 'This key is used by a cluster and cannot be deleted',
    confirmDelete: (alias: string) => `Delete the key "${alias}"? Clusters can no longer be created with it.`,
    providerAccountNotFound: 'Provider account not found',
    valid: 'The key is valid for the provider account',
    wrongAwsAccount: (keyAccount: string, providerAccount: string, external: string) =>
      `The key belongs to AWS account ${keyAccount}, not to ${providerAccount}'s external account ${external}`,
    notFound: 'Encryption key not found',
    notValid: 'The encryption key has not been validated as Valid',
    wrongRegion: (keyRegion: string, region: string) =>
      `The encryption key is for region ${keyRegion}, not the data centre's region ${region}`,
  },
  /** SPEC §2 Private Cloud, §8; the refusals of the images and their signed links. */
  privateCloud: {
    linkFailed: 'Failed to generate download link.',
    latestMustBeUsed: 'The latest image must be used.',
    latest: 'Latest',
    onPremisesOnly: 'Private-cloud images are only for on-premises accounts',
    fileMissing: "This image's file is no longer on the server",
    linkExpired: 'This download link has expired: generate a new one',
    linkInvalid: 'This download link is not valid',
    rangeNotSatisfiable: 'The requested range is outside the file',
    noImages: 'No install images yet',
  },
  /** SPEC §2 OIDC providers, §5, §8. §8's 'updated/added' is one text per action: the word of the action taken. */
  oidcProviders: {
    added: 'OIDC provider successfully added',
    updated: 'OIDC provider successfully updated',
    addFailed: 'OIDC provider add failed',
    updateFailed: 'OIDC provider update failed',
    deleted: (name: string) => `OIDC Provider '${name}' has been deleted.`,
    deleteFailed: (name: string) => `OIDC Provider '${name}' could not be deleted.`,
    confirmDelete: (name: string) => `Delete the OIDC provider '${name}'? Clusters can no longer be created with it.`,
    noActiveClusters: 'No active clusters',
    addButton: 'Add New OIDC Provider',
    editWarning: 'Only Client Name and Description can be changed without affecting the clusters listed below.',
    secretKept: 'Leave blank to keep the current client secret.',
    empty: 'No OIDC providers yet',
    notFound: 'OIDC provider not found',
    inUse: (names: string) => `This OIDC provider is used by active clusters: ${names}`,
    clientIdRange: 'Client Id must be 6 to 100 characters',
    clientNameBlank: 'Client Name must not be blank',
    clientSecretRange: 'Client Secret must be 14 to 100 characters',
    clientUrlHttps: 'Client URL must be a valid https URL',
    clientPortRange: 'Client Port must be a whole number from 1 to 65535',
  },
  /** The Terraform export's refusals and toasts. */
  terraform: {
    /** SPEC §8 "Terraform: lists messages from the response": the tab lists these, each with a help link. */
    singleDataCentre: (cluster: string, resource: string, count: number) =>
      `Cluster '${cluster}' has ${count} data centres, but ${resource} describes exactly one data centre.`,
    noDataCentre: (cluster: string, resource: string) =>
      `Cluster '${cluster}' has no data centre, but ${resource} needs at least one.`,
    racksOutOfRange: (cluster: string, racks: number) =>
      `Cluster '${cluster}' spreads its nodes over ${racks} racks; instaclustr_opensearch_cluster_v2 takes 2 to 5.`,
    versionUnsupported: (cluster: string, resource: string, version: string) =>
      `Cluster '${cluster}' runs version '${version}', which ${resource} cannot express (it needs major.minor.patch).`,
    downloaded: 'Terraform configuration downloaded',
    failed: 'Terraform configuration could not be generated',
  },
} as const;
