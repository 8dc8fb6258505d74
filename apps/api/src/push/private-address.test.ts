import { describe, expect, it } from 'vitest';
import { resolveHostOnNode } from './node-resolve-host.ts';
import { isPrivateAddress } from './private-address.ts';

describe('isPrivateAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.0',
    '100.127.255.255',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    'fc00::1',
    'fdff:ffff::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '[::1]',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.0',
    '142.250.185.106',
    '169.255.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.167.1.1',
    '192.169.1.1',
    '11.0.0.1',
    '2a00:1450:4001:82b::200a',
    '2001:4860:4860::8888',
    'fec0::1',
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it.each(['', 'not-an-address', '256.0.0.1', '1.2.3', '1::2::3', '12345::', '1:2:3:4:5:6:7:8:9'])(
    'an address that cannot be read (%j) counts as private',
    (address) => {
      expect(isPrivateAddress(address)).toBe(true);
    },
  );
});

describe('resolveHostOnNode', () => {
  it("answers every address of a name, as this machine's resolver does: localhost is private", async () => {
    const addresses = await resolveHostOnNode('localhost');
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every(isPrivateAddress)).toBe(true);
  });

  it('takes an IPv6 literal as a URL writes it', async () => {
    expect(await resolveHostOnNode(new URL('https://[::1]/push').hostname)).toEqual(['::1']);
  });
});
