import type { AccountFlags } from '@datadeck/contracts';

type BooleanFlag = Exclude<keyof AccountFlags, 'accountType'>;

/** The account flags staff set (SPEC §3), in the order the form shows them, with what each changes. */
export const FLAG_TEXTS: Readonly<Record<BooleanFlag, { label: string; description: string }>> = {
  clusterCreationAllowed: {
    label: 'Cluster creation allowed',
    description:
      'Owners and cluster administrators may create clusters; otherwise the console asks them to contact support.',
  },
  pciCompatible: {
    label: 'PCI compatible',
    description: 'The account may run clusters in PCI compliance mode.',
  },
  onPremisesEnabled: {
    label: 'On-premises enabled',
    description: 'The account may run clusters on its own infrastructure.',
  },
  ssoSelfServeEnabled: {
    label: 'Single sign-on self-serve',
    description: 'Owners may set up single sign-on for the account themselves.',
  },
  zeroInboundAccessConsoleView: {
    label: 'Zero inbound access console view',
    description: 'The console shows the zero inbound access gateways of the account.',
  },
  invoiced: {
    label: 'Invoiced',
    description: 'The account is billed by a monthly invoice rather than by card or marketplace (SPEC §4).',
  },
};

export const BOOLEAN_FLAGS = Object.keys(FLAG_TEXTS) as BooleanFlag[];

export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountFlags['accountType'], string>> = {
  AWS_SAAS: 'AWS SaaS',
  AZURE_SAAS: 'Azure SaaS',
  AZURE_RIYOA: 'Azure (run in your own account)',
  GCP_SAAS: 'GCP SaaS',
  OTHER: 'Other',
};
