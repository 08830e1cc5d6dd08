import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.ts';
import {
  addTagBodySchema,
  compatibleProviders,
  compatibleProvidersText,
  providerWarnings,
  type TagProvider,
  tagsFull,
} from './tags.ts';

const ALL: TagProvider[] = ['AWS', 'GCP', 'AZURE'];
const x = (n: number, c = 'a') => c.repeat(n);

/** One row per rule of a real provider: the tag, and who accepts it. */
const RULES: [rule: string, key: string, value: string, accepted: TagProvider[]][] = [
  ['a lowercase label suits everyone', 'team', 'payments', ALL],
  ['an empty value suits everyone', 'team', '', ALL],
  // AWS: 128 / 256, its character set, no aws: prefix, the product-prefixed names and Name
  ['AWS key at 128', x(128), '', ['AWS', 'AZURE']],
  ['AWS key over 128', x(129), '', ['AZURE']],
  ['AWS value at 256 (GCP stops at 63)', 'team', x(256), ['AWS', 'AZURE']],
  ['AWS value over 256 (Azure too)', 'team', x(257), []],
  ['AWS allows spaces and + - = . _ : @', 'Cost Centre', 'a+b-c=d.e_f:g@h', ['AWS', 'AZURE']],
  ['AWS refuses #', 'team', 'a#b', ['AZURE']],
  ['AWS refuses the aws: prefix', 'aws:team', 'x', ['AZURE']],
  ['AWS refuses AWS: whatever its case', 'AWS:team', 'x', ['AZURE']],
  ['AWS refuses the product-prefixed account', 'datadeck:account', 'x', ['AZURE']],
  ['AWS refuses datadeck:cluster name', 'datadeck:cluster name', 'x', ['AZURE']],
  ['AWS refuses datadeck:data centre name', 'datadeck:data centre name', 'x', ['AZURE']],
  ['AWS refuses datadeck:ssh gateway', 'datadeck:ssh gateway', 'x', ['AZURE']],
  ['AWS refuses Name', 'Name', 'x', ['AZURE']],
  ['AWS keys are case-sensitive: name is not Name', 'name', 'x', ALL],
  ['AWS accepts an unprefixed cluster (GCP, Azure do not)', 'cluster', 'x', ['AWS']],
  // GCP labels: start with a lowercase letter; lowercase, digits, _ and -; 63 characters
  ['GCP key at 63', x(63), '', ALL],
  ['GCP key over 63', x(64), '', ['AWS', 'AZURE']],
  ['GCP value at 63', 'team', x(63), ALL],
  ['GCP value over 63', 'team', x(64), ['AWS', 'AZURE']],
  ['GCP key must start with a letter', '1team', 'x', ['AWS', 'AZURE']],
  ['GCP refuses uppercase keys', 'Team', 'x', ['AWS', 'AZURE']],
  ['GCP refuses uppercase values', 'team', 'Payments', ['AWS', 'AZURE']],
  ['GCP allows _ and - and digits', 'cost_centre-2', 'a_1-b', ALL],
  ['GCP refuses dots', 'team', 'a.b', ['AWS', 'AZURE']],
  ['GCP (and Azure, without case) refuse clustername', 'clustername', 'x', ['AWS']],
  ['GCP refuses cdcname', 'cdcname', 'x', ['AWS', 'AZURE']],
  ['GCP refuses instance', 'instance', 'x', ['AWS', 'AZURE']],
  // Azure: 512 / 256, no < > % & \ ? / in keys, restricted names and prefixes, case-insensitive
  ['Azure key at 512', x(512), '', ['AZURE']],
  ['Azure key over 512', x(513), '', []],
  ['Azure refuses / in keys', 'team/name', 'x', ['AWS']],
  ['Azure allows / in values', 'team', 'a/b', ['AWS', 'AZURE']],
  ['Azure refuses ? in keys', 'team?', 'x', []],
  ['Azure refuses ClusterDataCentreName', 'ClusterDataCentreName', 'x', ['AWS']],
  ['Azure compares names without case', 'sshgateway', 'x', ['AWS', 'GCP']],
  ['Azure refuses the microsoft prefix', 'microsoftTeam', 'x', ['AWS']],
  ['Azure refuses azure whatever its case', 'AzureThing', 'x', ['AWS']],
  ['Azure refuses windows', 'windows-host', 'x', ['AWS', 'GCP']],
  ['GCP and Azure refuse region', 'region', 'x', ['AWS']],
];

describe('compatibleProviders (SPEC §5, the providers’ real tag rules)', () => {
  it.each(RULES)('%s', (_rule, key, value, accepted) => {
    expect(compatibleProviders(key, value)).toEqual(accepted);
  });

  it("shows 'None' when no provider accepts the tag", () => {
    expect(compatibleProvidersText('Region', 'a#b')).toBe('None');
    expect(compatibleProvidersText('team', 'x')).toBe('AWS, GCP, Azure');
  });

  it('warns of each provider that refuses, from the same rule', () => {
    expect(providerWarnings('team', 'Payments')).toEqual(['GCP will not accept this tag']);
    expect(providerWarnings('team', 'payments')).toEqual([]);
  });
});

/** The fields an add payload is refused for, or null when it is accepted. */
const refusedFields = (body: unknown) => {
  const result = addTagBodySchema.safeParse(body);
  return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the add payload (SPEC §5, §9)', () => {
  it.each([
    ['a plain tag', { key: 'team', value: 'payments' }, null],
    ['no value at all', { key: 'team' }, null],
    ['a key of 255', { key: x(255), value: '' }, null],
    ['a missing key', { value: 'x' }, ['key']],
    ['an empty key', { key: '', value: 'x' }, ['key']],
    ['a key of 256', { key: x(256), value: '' }, ['key']],
    ['a value of 256', { key: 'team', value: x(256) }, ['value']],
    ['a key outside the general pattern', { key: 'team#1', value: '' }, ['key']],
    ['a key ending with a space', { key: 'team ', value: '' }, ['key']],
    ['a value outside the general pattern', { key: 'team', value: '<b>' }, ['value']],
    ['letters of any script', { key: 'équipe', value: 'café' }, null],
  ])('%s', (_case, body, fields) => {
    expect(refusedFields(body)).toEqual(fields);
  });

  it('is full at 30 tags', () => {
    expect(tagsFull(LIMITS.maxTagsPerAccount - 1)).toBe(false);
    expect(tagsFull(LIMITS.maxTagsPerAccount)).toBe(true);
  });
});
