import {
  apiKeyTypeSchema,
  auditLogQuerySchema,
  billingResultSchema,
  clusterListQuerySchema,
  SSO_ERROR_PARAM,
  SSO_REFUSALS,
  staffAccountSearchSchema,
  usernameSchema,
} from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiKeyType, username, uuid } from './route-params.ts';
import {
  auditLogSearch,
  billingSearch,
  clusterListSearch,
  monitoringSearch,
  signInSearch,
  SSO_REFUSAL_NAMES,
  staffSearch,
} from './search-rules.ts';

// The route table reads its URLs without zod; these hold each reading to the schema it stands for.
/** A validator as the router calls it with a URL's params: any value, whatever links may pass. */
const fromUrl =
  <T>(validate: (input: never) => T) =>
  (raw: Record<string, unknown>): T =>
    validate(raw as never);

const UUID = '3f0e8f0a-5b7c-4d2e-9a1b-2c3d4e5f6a7b';
const numbers = [undefined, '0', '1', '50', '-1', '1.5', 'abc', '', ' 7 ', '1e3', 'Infinity', '100000', '100001', 12];
const texts = [undefined, '', 'kafka', '  padded  ', 'x'.repeat(200), ` ${'x'.repeat(200)} `, 'x'.repeat(201), 42];

describe('search params read without zod', () => {
  it("reads the cluster list's page and search as clusterListQuerySchema, falling back to page 1", () => {
    const schema = clusterListQuerySchema.catch(clusterListQuerySchema.parse({}));
    const inputs = numbers.flatMap((startIndex) => texts.map((search) => ({ startIndex, search })));
    expect(inputs.map(fromUrl(clusterListSearch))).toEqual(inputs.map((input) => schema.parse(input)));
  });

  it("reads the audit log's page as auditLogQuerySchema, falling back to the first page", () => {
    const schema = auditLogQuerySchema.catch(auditLogQuerySchema.parse({}));
    const inputs = numbers.map((page) => ({ page }));
    expect(inputs.map(fromUrl(auditLogSearch))).toEqual(inputs.map((input) => schema.parse(input)));
  });

  it("reads staff's account search as staffAccountSearchSchema, falling back to none", () => {
    const schema = staffAccountSearchSchema.catch(staffAccountSearchSchema.parse({}));
    const inputs = texts.map((search) => ({ search }));
    expect(inputs.map(fromUrl(staffSearch))).toEqual(inputs.map((input) => schema.parse(input)));
  });

  it("keeps a 3-D Secure result as billingResultSchema's redirectResult takes it, and drops anything else", () => {
    const schema = z.object({ redirectResult: billingResultSchema.shape.redirectResult.catch(undefined) });
    const inputs = [undefined, '', 'Ab12==', 'x'.repeat(4096), 'x'.repeat(4097), 7].map((redirectResult) => ({
      redirectResult,
    }));
    expect(inputs.map((input) => fromUrl(billingSearch)(input).redirectResult)).toEqual(
      inputs.map((input) => schema.parse(input).redirectResult),
    );
  });

  it('names every reason of SSO_REFUSALS, and keeps one only when it is one of them, beside the redirect', () => {
    expect([...SSO_REFUSAL_NAMES].toSorted()).toEqual([...SSO_REFUSALS].toSorted());
    const schema = z.enum(SSO_REFUSALS).optional().catch(undefined);
    const reasons = [undefined, '', 'notInvited', 'cancelled', 'unavailable', 'NOTINVITED', 'toString', '__proto__', 3];
    expect(reasons.map((reason) => fromUrl(signInSearch)({ [SSO_ERROR_PARAM]: reason }).ssoError)).toEqual(
      reasons.map((reason) => schema.parse(reason)),
    );
    expect(fromUrl(signInSearch)({ redirect: '/accounts', [SSO_ERROR_PARAM]: 'expired' })).toEqual({
      redirect: '/accounts',
      ssoError: 'expired',
    });
  });

  it("keeps a chart's range and node only when they are one", () => {
    expect(fromUrl(monitoringSearch)({})).toEqual({ range: '1h', node: undefined });
    expect(fromUrl(monitoringSearch)({ range: '7d', node: UUID })).toEqual({ range: '7d', node: UUID });
    expect(fromUrl(monitoringSearch)({ range: '2d', node: 'nope' })).toEqual({ range: '1h', node: undefined });
  });
});

describe('path parameters read without zod', () => {
  it('takes a UUID as z.uuid() does', () => {
    const raws = [UUID, UUID.toUpperCase(), '00000000-0000-0000-0000-000000000000', 'not-a-uuid', `${UUID}0`, ''];
    expect(raws.map((raw) => uuid(raw) !== undefined)).toEqual(raws.map((raw) => z.uuid().safeParse(raw).success));
  });

  it('takes a username as usernameSchema does, trimmed', () => {
    const raws = ['ab', 'abc', ' abc ', '.abc', 'a.b_c-d@e+f', 'a b', 'x'.repeat(64), 'x'.repeat(65)];
    expect(raws.map(username)).toEqual(raws.map((raw) => usernameSchema.safeParse(raw).data));
  });

  it('takes an API key type as apiKeyTypeSchema does', () => {
    const raws = ['PROVISIONING', 'MONITORING', 'provisioning', ''];
    expect(raws.map(apiKeyType)).toEqual(raws.map((raw) => apiKeyTypeSchema.safeParse(raw).data));
  });
});
