import { describe, expect, it } from 'vitest';
import { withoutPublicTrailingSlash } from './trailing-slash.ts';

describe('withoutPublicTrailingSlash', () => {
  it.each([
    [
      '/cluster-management/v2/resources/applications/opensearch/clusters/v2/',
      '/cluster-management/v2/resources/applications/opensearch/clusters/v2',
    ],
    [
      '/cluster-management/v2/data-sources/clusters/v2/?search=name:a',
      '/cluster-management/v2/data-sources/clusters/v2?search=name:a',
    ],
    ['/cluster-management/v2/data-sources/clusters/v2//', '/cluster-management/v2/data-sources/clusters/v2'],
    [
      '/monitoring/v1/clusters/5b4b0c5e-9d1f-4a6e-8f57-0d9e3c8b1a2f/?metrics=n::cpuUtilization',
      '/monitoring/v1/clusters/5b4b0c5e-9d1f-4a6e-8f57-0d9e3c8b1a2f?metrics=n::cpuUtilization',
    ],
  ])('strips the public API path %s', (url, expected) => {
    expect(withoutPublicTrailingSlash(url)).toBe(expected);
  });

  it.each([
    '/cluster-management/v2/data-sources/clusters/v2',
    '/cluster-management/',
    '/v1/me/',
    '/v1/accounts/a/clusters/',
    '/api/openapi.json',
    '/sign-in/',
    '/cluster-management/v2/x?next=/a/',
  ])('leaves %s alone', (url) => {
    expect(withoutPublicTrailingSlash(url)).toBe(url);
  });
});
