/** The provider calls the widget makes from the browser besides payments: binLookup, datasets, address search, analytics. */
import { z } from 'zod';
import { ADDRESS_SEARCH, FUNDING_SOURCES } from './constants.ts';

// ---- binLookup ---------------------------------------------------------------------------------
export const binLookupRequest = z.object({
  type: z.literal('card'),
  supportedBrands: z.array(z.string()).max(50),
  encryptedBin: z.string().min(1).max(4096),
  requestId: z.string().min(1).max(64),
});
export const binLookupBrand = z.object({
  brand: z.string(),
  supported: z.boolean(),
  paymentMethodVariant: z.string(),
  panLength: z.number().int().optional(),
  cvcPolicy: z.enum(['required', 'optional', 'hidden']),
  expiryDatePolicy: z.enum(['required', 'optional', 'hidden']),
});
export const binLookupResponse = z.object({
  requestId: z.string(),
  brands: z.array(binLookupBrand),
  issuingCountryCode: z.string().optional(),
  showSocialSecurityNumber: z.boolean(),
  /** Credit or debit, when the issuer table knows; a debit card gets no installments (SPEC §9). */
  fundingSource: z.enum(FUNDING_SOURCES).optional(),
});
export type BinLookupRequest = z.infer<typeof binLookupRequest>;
export type BinLookupResponse = z.infer<typeof binLookupResponse>;

// ---- datasets, translations --------------------------------------------------------------------
export const datasetEntry = z.object({ id: z.string(), name: z.string() });
export const dataset = z.array(datasetEntry);
export type DatasetEntry = z.infer<typeof datasetEntry>;
export const translations = z.record(z.string(), z.string());

// ---- address search (SPEC §5 address lookup) ---------------------------------------------------
export const addressSearchRequest = z.object({
  query: z.string().trim().min(ADDRESS_SEARCH.minQueryLength).max(ADDRESS_SEARCH.maxQueryLength),
  /** The billing country chosen so far: only its addresses are answered. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'country must be a two-letter code')
    .optional(),
});
export const addressSearchResult = z.object({
  id: z.string(),
  /** The address on one line, as the result list shows it. */
  label: z.string(),
  street: z.string(),
  houseNumberOrName: z.string(),
  postalCode: z.string(),
  city: z.string(),
  stateOrProvince: z.string().optional(),
  country: z.string().regex(/^[A-Z]{2}$/),
});
export const addressSearchResponse = z.object({
  addresses: z.array(addressSearchResult).max(ADDRESS_SEARCH.maxResults),
});
export type AddressSearchRequest = z.infer<typeof addressSearchRequest>;
export type AddressSearchResult = z.infer<typeof addressSearchResult>;
export type AddressSearchResponse = z.infer<typeof addressSearchResponse>;

// ---- analytics ---------------------------------------------------------------------------------
export const analyticsSetupRequest = z.object({
  version: z.string().max(32),
  channel: z.literal('Web'),
  platform: z.literal('Web'),
  locale: z.string().max(16),
  component: z.string().max(64),
  flavor: z.enum(['components', 'dropin']),
  referrer: z.string().max(2048),
  screenWidth: z.number().int().min(0),
  sessionId: z.string().max(128).optional(),
});
export const analyticsSetupResponse = z.object({ checkoutAttemptId: z.string() });
const analyticsEvent = z.object({
  timestamp: z.string().max(32),
  component: z.string().max(128),
  id: z.string().max(64),
  type: z.string().max(128).optional(),
  target: z.string().max(128).optional(),
  code: z.string().max(128).optional(),
  errorType: z.string().max(128).optional(),
  message: z.string().max(128).optional(),
  validationErrorCode: z.string().max(128).optional(),
  validationErrorMessage: z.string().max(128).optional(),
  subType: z.string().max(128).optional(),
  result: z.string().max(128).optional(),
});
export const analyticsEventsRequest = z.object({
  channel: z.literal('Web'),
  platform: z.literal('Web'),
  info: z.array(analyticsEvent).max(500).default([]),
  logs: z.array(analyticsEvent).max(500).default([]),
  errors: z.array(analyticsEvent).max(500).default([]),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;
export type AnalyticsEventsRequest = z.input<typeof analyticsEventsRequest>;
