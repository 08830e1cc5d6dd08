import { describe, expect, it } from 'vitest';
import { resourceSchema, swaggerSchema, type SchemaNode } from './terraform-schema.ts';

describe('swaggerSchema', () => {
  it('writes X | null as X with x-nullable and drops what Swagger 2.0 lacks', () => {
    const node: SchemaNode = {
      $schema: 'http://json-schema.org/draft-04/schema#',
      type: 'object',
      properties: { description: { default: null, anyOf: [{ type: 'string', maxLength: 10 }, { type: 'null' }] } },
    };
    expect(swaggerSchema(node)).toEqual({
      type: 'object',
      properties: { description: { type: 'string', maxLength: 10, 'x-nullable': true } },
    });
  });

  it('writes a nullable refined scalar, `type: [T, "null"]`, as T with x-nullable', () => {
    expect(swaggerSchema({ type: ['string', 'null'], default: null })).toEqual({ type: 'string', 'x-nullable': true });
    expect(() => swaggerSchema({ type: ['string', 'integer'] })).toThrow(/union/);
  });

  it('drops defaults, the provider refusing them on lists and beside x-terraform-computed', () => {
    expect(swaggerSchema({ type: 'array', default: [], items: { type: 'boolean', default: false } })).toEqual({
      type: 'array',
      items: { type: 'boolean' },
    });
  });

  it('refuses a union Swagger 2.0 cannot say', () => {
    expect(() => swaggerSchema({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toThrow(/union/);
  });
});

describe('resourceSchema', () => {
  const input: SchemaNode = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      tier: { type: 'string', default: 'DEV' },
      note: { type: 'string' },
      dataCentres: {
        type: 'array',
        items: {
          type: 'object',
          properties: { region: { type: 'string' }, tags: { type: 'array', default: [], items: { type: 'string' } } },
          required: ['region'],
        },
      },
    },
    required: ['name', 'dataCentres'],
  };
  const output: SchemaNode = {
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      tier: { type: 'string' },
      note: { type: 'string' },
      state: { type: 'string', enum: ['BUSY', 'DONE'] },
      dataCentres: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            region: { type: 'string' },
            tags: { type: 'array', items: { type: 'string' } },
          },
          required: ['id', 'region', 'tags'],
        },
      },
    },
    required: ['id', 'name', 'tier', 'state', 'dataCentres'],
  };
  const schema = resourceSchema(input, output, {
    statusField: 'state',
    fields: {
      dataCentres: { fieldName: 'data_centre' },
      'dataCentres.tags': { fieldName: 'tag' },
      name: { forceNew: true },
    },
  });
  const properties = schema.properties ?? {};
  const dataCentre = properties.dataCentres?.items?.properties ?? {};

  it("keeps the request's required fields only", () => {
    expect(schema.required).toEqual(['name', 'dataCentres']);
    expect(properties.dataCentres?.items?.required).toEqual(['region']);
  });

  it('marks answer-only fields readOnly, the polled one as the status', () => {
    expect(properties.id).toEqual({ type: 'string', readOnly: true });
    expect(properties.state).toMatchObject({ readOnly: true, 'x-terraform-field-status': true });
    expect(dataCentre.id).toEqual({ type: 'string', readOnly: true });
  });

  it('marks fields the request may omit but the answer always has as computed, at any depth', () => {
    expect(properties.tier).toEqual({ type: 'string', 'x-terraform-computed': true });
    expect(dataCentre.tags).toMatchObject({ 'x-terraform-computed': true, 'x-terraform-field-name': 'tag' });
    expect(properties.note).toEqual({ type: 'string' });
  });

  it("applies the contracts' field extensions by path", () => {
    expect(properties.dataCentres).toMatchObject({ 'x-terraform-field-name': 'data_centre' });
    expect(properties.name).toEqual({ type: 'string', 'x-terraform-force-new': true });
  });

  it('marks the identifier of a data source item', () => {
    const item = resourceSchema(
      undefined,
      { type: 'object', properties: { accountId: { type: 'string' } } },
      { idField: 'accountId' },
    );
    expect(item.properties?.accountId).toEqual({ type: 'string', readOnly: true, 'x-terraform-id': true });
  });
});

describe('resourceSchema of fields only the answer has', () => {
  it('makes every nested field readOnly and none required', () => {
    const nodes: SchemaNode = {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, rack: { type: 'string' } },
        required: ['id', 'rack'],
      },
    };
    const schema = resourceSchema({ type: 'object', properties: {} }, { type: 'object', properties: { nodes } }, {});
    expect(schema.properties?.nodes).toEqual({
      type: 'array',
      readOnly: true,
      items: {
        type: 'object',
        properties: { id: { type: 'string', readOnly: true }, rack: { type: 'string', readOnly: true } },
      },
    });
  });
});
