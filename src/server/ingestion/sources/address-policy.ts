import { BlockList, isIP } from 'node:net';

/** Ranges a price-list download may never reach: private, loopback, link-local (cloud metadata), reserved. */
const blockedIpv4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const blockedIpv6: Array<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local, includes fd00:ec2::254 (cloud metadata)
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const blockList = new BlockList();
for (const [network, prefix] of blockedIpv4) blockList.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of blockedIpv6) blockList.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (with or without a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const headGroups = parse(head);
  const tailGroups = tail === undefined ? [] : parse(tail);
  const zeros = new Array(8 - headGroups.length - tailGroups.length).fill(0);
  return [...headGroups, ...zeros, ...tailGroups];
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The IPv4 address an IPv6 address carries (mapped, NAT64 or 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const firstFiveZero = [g0, g1, g2, g3, g4].every((group) => group === 0);
  if (firstFiveZero && g5 === 0xffff) return ipv4FromGroups(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && [g2, g3, g4, g5].every((group) => group === 0))
    return ipv4FromGroups(g6, g7);
  if (g0 === 0x2002) return ipv4FromGroups(g1 ?? 0, g2 ?? 0);
  return null;
}

/** True when the address is a public unicast address a price-list download may connect to. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address.replace(/^\[|\]$/g, ''));
  const bare = address.replace(/^\[|\]$/g, '');
  if (version === 4) return !blockList.check(bare, 'ipv4');
  if (version !== 6) return false;
  const ipv4 = embeddedIpv4(bare);
  if (ipv4 !== null) return !blockList.check(ipv4, 'ipv4');
  return !blockList.check(bare, 'ipv6');
}
