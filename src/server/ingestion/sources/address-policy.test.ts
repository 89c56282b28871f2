import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it('allows public IPv4 and IPv6 addresses', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '2a00:1450:4010:c0e::63', '[2606:4700::1111]']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses private, loopback, link-local, metadata and reserved IPv4', () => {
    const refused = [
      '10.0.0.1',
      '127.0.0.1',
      '127.255.0.9',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('172.32.0.1')).toBe(true);
  });

  it('refuses the same in IPv6, including IPv4-mapped, NAT64 and 6to4 forms', () => {
    const refused = [
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:a9fe:a9fe]',
      '64:ff9b::a00:1',
      '2002:c0a8:0101::1',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('64:ff9b::808:808')).toBe(true);
  });

  it('refuses anything that is not an address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});
