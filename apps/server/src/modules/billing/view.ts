import {
  billingModeOf,
  callerHasPermission,
  SAVED_CARD_BRANDS,
  type BillingDetails,
  type ClientConfiguration,
  type Role,
  type SavedCardBrand,
} from '@datadeck/contracts';
import { CONSOLE_CARD_BRANDS } from '@datadeck/contracts/provider';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { readFeatureSwitches } from '../../platform/feature-switches.ts';
import { billingAccount, billingProfileOf, type BillingProfileRow } from './queries.ts';

/** Who looks at billing: the account, the caller's role there, and whether staff impersonate. */
export interface BillingViewer {
  accountId: string;
  role: Role;
  impersonating: boolean;
}

/** SPEC §5: only mc and visa pay for billing. */
export const isConsoleBrand = (brand: string | null): brand is (typeof CONSOLE_CARD_BRANDS)[number] =>
  CONSOLE_CARD_BRANDS.some((allowed) => allowed === brand);

const savedBrandOf = (brand: string | null): SavedCardBrand | null =>
  SAVED_CARD_BRANDS.find((named) => named === brand) ?? null;

/**
 * The saved card as the tab shows it; the provider's reference stays on the server. A card saved
 * without a provider has no reference, and a brand only when the console names it.
 */
function savedDetailsOf(profile: BillingProfileRow): BillingDetails['savedDetails'] {
  if (profile.cardLastFour === null || profile.cardExpiryMonth === null || profile.cardExpiryYear === null) {
    return null;
  }
  return {
    card: {
      brand: savedBrandOf(profile.cardBrand),
      lastFour: profile.cardLastFour,
      expiryMonth: profile.cardExpiryMonth,
      expiryYear: profile.cardExpiryYear,
      holderName: profile.cardHolderName ?? '',
    },
    billingAddress: { countryCodeAlpha2: profile.addressDetails.countryCodeAlpha2 },
  };
}

/** SPEC §3: the client key's presence enables the card widget; null when card payments are off. */
export function clientConfigurationOf(
  config: Pick<Config, 'cardProvider' | 'paymentProviderOrigin'>,
): ClientConfiguration | null {
  if (config.cardProvider === null) return null;
  return {
    paymentMethods: ['scheme'],
    brands: [...CONSOLE_CARD_BRANDS],
    environment: config.cardProvider.environment,
    clientKey: config.cardProvider.clientKey,
    providerUrl: config.paymentProviderOrigin,
  };
}

/**
 * The Billing tab's view of an account (GET /billing, and the `billing` of every submission's
 * answer): the mode, the details in force (the organisation's while billing is synced to it),
 * and what the caller may do with them.
 */
export async function billingView(
  db: Db,
  config: Pick<Config, 'cardProvider' | 'paymentProviderOrigin'>,
  viewer: BillingViewer,
): Promise<BillingDetails> {
  const account = await billingAccount(db, viewer.accountId);
  if (account === undefined) throw notFound();
  // An organisation deleted since keeps no hold on the account's billing.
  const organisation =
    account.billingSynced && account.organisationId !== null && account.organisationName !== null
      ? { id: account.organisationId, name: account.organisationName }
      : null;
  const synced = organisation !== null;
  const profile = await billingProfileOf(
    db,
    organisation === null ? { accountId: viewer.accountId } : { organisationId: organisation.id },
  );
  const mayEdit = callerHasPermission(viewer.role, 'EDIT_BILLING', viewer.impersonating);
  const maintenance = synced && mayEdit ? (await readFeatureSwitches(db)).databaseMaintenance : false;
  return {
    mode: billingModeOf(account),
    isInvoiced: account.invoiced,
    contactEmail: profile?.contactEmail ?? null,
    addressDetails: profile?.addressDetails ?? null,
    savedDetails: profile === undefined ? null : savedDetailsOf(profile),
    isBillingSynced: synced,
    organisation,
    editPermitted: mayEdit && !synced,
    resetPermitted: mayEdit && synced && !maintenance,
    clientConfiguration: clientConfigurationOf(config),
  };
}
