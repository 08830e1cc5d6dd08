import type { Amount } from '@datadeck/contracts/provider-api';
import type { CheckoutOptions } from '../types.ts';
import type { Analytics } from './analytics.ts';
import type { Translator } from './i18n.ts';

export interface SessionSetup {
  amount?: Amount;
  countryCode?: string;
  /** Card brands the session allows; undefined when no session. */
  brands?: string[];
}

/** What a component needs of its checkout (kept apart so components do not import the checkout). */
export interface CheckoutContext {
  readonly options: CheckoutOptions;
  readonly providerUrl: string;
  readonly clientKey: string;
  readonly sessionId: string | undefined;
  sessionData: string | undefined;
  post<T>(path: string, body: unknown): Promise<T>;
  translations(): Promise<Translator>;
  setup(): Promise<SessionSetup>;
  analytics(component: string): Analytics;
}
