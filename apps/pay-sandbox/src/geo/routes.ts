import { providerApi } from '@datadeck/contracts/provider-api';
import type { Bind } from '../http/bind.ts';
import { clientAddress, countryOfIp } from './ip-country.ts';

/** SPEC §7 client-IP country lookup: the widget's default country when nothing else gives one. */
export function registerGeoRoutes(bind: Bind, options: { trustForwardedFor: boolean }): void {
  bind(providerApi.shopperCountry, async ({ request, reply }) => {
    // The answer depends on who asks: never cached.
    void reply.header('Cache-Control', 'no-store');
    const address = clientAddress(request.ip, request.headers['x-forwarded-for'], options.trustForwardedFor);
    return { countryCode: countryOfIp(address) };
  });
}
