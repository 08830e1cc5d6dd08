import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api/api-routes.ts';
import { apiRequest } from '../../shared/api/client.ts';

/** The standard SSO services the console offers (SSO_OIDC_PROVIDERS); public, fixed while it runs. */
export const ssoServicesQuery = queryOptions({
  queryKey: ['sso-services'] as const,
  queryFn: ({ signal }) => apiRequest(api.ssoSignIn.services, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** 'Sign in with SSO': the identity provider of a work e-mail's account, or a 404 when none serves it. */
export function useSamlDiscovery() {
  return useMutation({
    mutationFn: (email: string) => apiRequest(api.ssoSignIn.samlDiscovery, { query: { email } }),
  });
}

/** A sign-in address with the page's `?redirect=`, when the page was asked for one. */
export function withRedirect(url: string, redirect: string | undefined): string {
  if (redirect === undefined) return url;
  return `${url}${url.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}`;
}

/** Single sign-on happens at the provider's pages: the browser leaves the console for them. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
