/**
 * Instaclustr's clients call the public API with and without a trailing `/` (its Kubernetes
 * operator sends every create and the list with one; the reference's OpenSearch create path has
 * one). Under the public API's prefixes a request's path loses its trailing slashes before
 * routing, so both spellings reach one route. The console's own API stays exact: there
 * `/v1/…/clusters/` would otherwise be the list, not a missing cluster id.
 */
const PUBLIC_API = /^\/(?:cluster-management|monitoring)\/[^?]*[^/?]\/+(?=\?|$)/;

export function withoutPublicTrailingSlash(url: string): string {
  const match = PUBLIC_API.exec(url);
  if (!match) return url;
  return match[0].replace(/\/+$/, '') + url.slice(match[0].length);
}
