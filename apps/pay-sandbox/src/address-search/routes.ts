import { providerApi } from '@datadeck/contracts/provider-api';
import type { Bind } from '../http/bind.ts';
import { searchAddresses } from './search.ts';

/** SPEC §5 address lookup: the widget's search above the billing address fields (client key). */
export function registerAddressSearchRoutes(bind: Bind): void {
  bind(providerApi.addressSearch, async ({ body }) => ({ addresses: searchAddresses(body) }));
}
