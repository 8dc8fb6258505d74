/**
 * Whether an IP address (as a resolver writes it) is one a push must never go to: this network, private, shared
 * (carrier-grade NAT), loopback, link-local or unique-local, IPv4-mapped ones included. An address that cannot be
 * read counts as private, so a surprise never opens the way in.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Octets(address);
  if (v4) return isPrivateIpv4(v4);
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const zerosBefore = (end: number) => groups.slice(0, end).every((group) => group === 0);
  // ::ffff:a.b.c.d is an IPv4 address carried in IPv6: judged as the IPv4 one it is.
  if (zerosBefore(5) && g5 === 0xffff) return isPrivateIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  const unspecifiedOrLoopback = zerosBefore(7) && g7 <= 1;
  const uniqueLocal = (g0 & 0xfe00) === 0xfc00; // fc00::/7
  const linkLocal = (g0 & 0xffc0) === 0xfe80; // fe80::/10
  return unspecifiedOrLoopback || uniqueLocal || linkLocal;
}

function isPrivateIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 || // 0.0.0.0/8, this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // 100.64.0.0/10
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

function ipv4Octets(address: string): number[] | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(written: string): number[] | undefined {
  // A zone (`fe80::1%eth0`) names an interface, not part of the address.
  let address = written.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail?.[1]) {
    const v4 = ipv4Octets(tail[1]);
    if (!v4) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    address = `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const read = (half: string | undefined) => (half ? half.split(':') : []);
  const head = read(halves[0]);
  const rest = read(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return groups.map((group) => Number.parseInt(group, 16));
}
