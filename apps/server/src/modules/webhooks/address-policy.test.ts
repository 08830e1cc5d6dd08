import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPublicAddress, type ResolveAll } from './address-policy.ts';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', 'a public IPv4 host'],
    ['8.8.8.8', 'a public resolver'],
    ['172.32.0.1', 'just above 172.16/12'],
    ['100.128.0.1', 'just above CGNAT'],
    ['2606:4700:4700::1111', 'a public IPv6 host'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public address'],
  ])('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, end of range'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'metadata service'],
    ['169.254.1.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local fd'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2002:7f00:1::1', '6to4 embedding loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'IPv4-mapped private, long form'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['not-an-ip', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

/** A resolver answering these addresses, and one that finds nothing: the tests' stand-in DNS. */
const resolvesTo =
  (...addresses: string[]): ResolveAll =>
  async () =>
    addresses;
const fails: ResolveAll = async () => {
  throw new Error('ENOTFOUND');
};

describe('checkWebhookUrl', () => {
  it.each<[string, ResolveAll, string | null]>([
    ['https://hooks.example.com/x', resolvesTo('93.184.216.34'), null],
    ['https://hooks.example.com/x', resolvesTo('93.184.216.34', '10.0.0.1'), 'privateAddress'],
    ['https://rebind.example.com/x', resolvesTo('::1'), 'privateAddress'],
    ['http://127.0.0.1/', fails, 'privateAddress'],
    ['http://2130706433/', fails, 'privateAddress'],
    ['http://0x7f.1/', fails, 'privateAddress'],
    ['http://[::1]:8080/', fails, 'privateAddress'],
    ['http://[::ffff:169.254.169.254]/', fails, 'privateAddress'],
    ['http://169.254.169.254/latest/meta-data', fails, 'privateAddress'],
    ['https://nowhere.invalid/', fails, 'unresolvable'],
    ['https://empty.example.com/', resolvesTo(), 'unresolvable'],
    ['ftp://93.184.216.34/', fails, 'notHttp'],
    ['not a url', fails, 'notHttp'],
  ])('%s is %s', async (url, resolve, refusal) => {
    expect(await checkWebhookUrl(url, false, resolve)).toBe(refusal);
  });

  it('lets private addresses through when WEBHOOK_ALLOW_PRIVATE_NETWORKS is on, but not bad names', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:9/', true, fails)).toBeNull();
    expect(await checkWebhookUrl('http://intranet.example/', true, resolvesTo('10.1.2.3'))).toBeNull();
    expect(await checkWebhookUrl('http://nowhere.invalid/', true, fails)).toBe('unresolvable');
  });

  it('resolves real names: localhost is loopback', async () => {
    expect(await checkWebhookUrl('http://localhost:8080/', false)).toBe('privateAddress');
  });
});
