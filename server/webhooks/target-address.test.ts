import { describe, expect, it } from 'vitest';
import { RefusedTargetError, isPublicAddress, publicAddressesOf } from './target-address';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111'])('takes the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback', '::1'],
    ['private', '10.0.0.1'],
    ['private', '172.16.5.4'],
    ['private', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['link-local', 'fe80::1'],
    ['unique-local', 'fd12:3456::1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['unspecified', '0.0.0.0'],
    ['unspecified', '::'],
    ['multicast', '224.0.0.1'],
    ['loopback mapped into IPv6', '::ffff:127.0.0.1'],
    ['private mapped into IPv6', '::ffff:10.0.0.1'],
    ['not an address', 'localhost'],
  ])('refuses a %s address (%s)', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('publicAddressesOf', () => {
  const resolvingTo =
    (...addresses: string[]) =>
    () =>
      Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

  it('answers the resolved addresses when every one is public', async () => {
    await expect(publicAddressesOf('hooks.example.com', resolvingTo('93.184.216.34'))).resolves.toStrictEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
  });

  it('refuses a name when any of its addresses is not public', async () => {
    await expect(publicAddressesOf('hooks.example.com', resolvingTo('93.184.216.34', '10.0.0.7'))).rejects.toThrow(
      new RefusedTargetError('The host hooks.example.com resolves to 10.0.0.7, which is not a public address.'),
    );
  });

  it('judges a literal address without resolving it', async () => {
    const resolve = () => Promise.reject(new Error('not to be called'));
    await expect(publicAddressesOf('127.0.0.1', resolve)).rejects.toThrow(/127\.0\.0\.1, which is not a public address/);
    await expect(publicAddressesOf('::1', resolve)).rejects.toThrow(/::1, which is not a public address/);
  });

  it('refuses a name that does not resolve', async () => {
    await expect(publicAddressesOf('nowhere.invalid', () => Promise.reject(new Error('ENOTFOUND')))).rejects.toThrow(
      'The host nowhere.invalid could not be resolved.',
    );
  });
});
