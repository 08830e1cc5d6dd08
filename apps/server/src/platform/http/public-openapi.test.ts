import { describe, expect, it } from 'vitest';
import { publicOpenApiDocument } from './public-openapi.ts';

describe('publicOpenApiDocument', () => {
  const whole = {
    openapi: '3.1.0',
    info: { title: 'Datadeck API', version: '1' },
    tags: [{ name: 'public' }, { name: 'clusters' }],
    paths: {
      '/cluster-management/v2/x': {
        get: {
          tags: ['public'],
          security: [{ basicApiKey: [] }],
          responses: { 400: { $ref: '#/components/schemas/ApiError' } },
        },
        delete: { tags: ['clusters'], security: [{ session: [] }] },
      },
      '/v1/me': { get: { tags: ['auth'], responses: { 200: { $ref: '#/components/schemas/Me' } } } },
    },
    components: {
      schemas: { ApiError: { properties: { errors: { $ref: '#/components/schemas/Issue' } } }, Issue: {}, Me: {} },
      securitySchemes: { session: {}, basicApiKey: {} },
    },
  };
  const document = publicOpenApiDocument(whole);

  it('keeps the public operations only, and the path items that still have one', () => {
    expect(Object.keys(document.paths ?? {})).toEqual(['/cluster-management/v2/x']);
    expect(Object.keys(document.paths?.['/cluster-management/v2/x'] ?? {})).toEqual(['get']);
    expect(document.tags).toEqual([{ name: 'public' }]);
  });

  it('keeps the schemas they use, transitively, and their security schemes', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(['ApiError', 'Issue']);
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(['basicApiKey']);
  });

  it('leaves the whole document as it was', () => {
    expect(Object.keys(whole.paths)).toHaveLength(2);
  });
});
