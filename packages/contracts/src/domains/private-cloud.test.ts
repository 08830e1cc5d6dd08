import { describe, expect, it } from 'vitest';
import { compareVersionTags, formatFileSize, latestImageIds, type VersionedImage } from './private-cloud.ts';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

describe('formatFileSize (SPEC §9)', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [4096, '4096 B'],
    [MIB - 1, '1048575 B'],
    [MIB, '1 MiB'],
    [1.4 * MIB, '1 MiB'],
    [1.5 * MIB, '2 MiB'],
    [1023.4 * MIB, '1023 MiB'],
    [GIB - 1, '1024 MiB'],
    [GIB, '1 GiB'],
    [1.25 * GIB, '1.3 GiB'],
    [2.04 * GIB, '2 GiB'],
    [9.96 * GIB, '10 GiB'],
    [123 * GIB, '120 GiB'],
  ])('%d bytes show as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('compareVersionTags', () => {
  it.each([
    ['4.1.3', '4.1.3', 0],
    ['4.10.0', '4.9.2', 1],
    ['3.11', '4.0', -1],
    ['3.6.1', '3.6', 1],
    ['5.0.0-rc1', '5.0.0-rc2', -1],
  ])('%s against %s is %d', (a, b, order) => {
    expect(compareVersionTags(a, b)).toBe(order);
  });
});

const image = (id: string, version: string, cpuArch = 'amd64', product: 'CASSANDRA' | 'KAFKA' = 'CASSANDRA') =>
  ({ id, product, version, cpuArch, resourceFormat: 'OVA' }) satisfies VersionedImage;

describe('latestImageIds', () => {
  it.each([
    ['no images', [], []],
    ['one image', [image('a', '4.1.3')], ['a']],
    ['the newest of a group', [image('a', '4.0.11'), image('b', '4.1.3'), image('c', '4.1.2')], ['b']],
    ['one per architecture', [image('a', '4.0'), image('b', '4.1'), image('c', '4.0', 'arm64')], ['b', 'c']],
    ['one per product', [image('a', '4.1'), image('k', '3.6', 'amd64', 'KAFKA')], ['a', 'k']],
  ])('%s', (_, images, latest) => {
    expect([...latestImageIds(images)].toSorted()).toEqual(latest);
  });
});
