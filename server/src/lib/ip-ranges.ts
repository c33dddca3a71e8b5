import { BlockList, isIP } from 'node:net';

// Which addresses are hosts on the public internet, for the settings that name proxies (TRUST_PROXY)
// and for the outgoing calls an operator points somewhere (webhooks): Node's BlockList does the
// matching, IPv4-mapped IPv6 addresses included.

/** Inside one machine or network: loopback, private, carrier-grade NAT, link-local, unique local. */
const INTERNAL_RANGES = ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', '169.254.0.0/16', '::1/128', 'fc00::/7', 'fe80::/10'];

/** Not a host on the public internet: the internal ranges, "this network", documentation, benchmarking, multicast, reserved, broadcast. */
const NOT_PUBLIC_RANGES = [
  ...INTERNAL_RANGES,
  '0.0.0.0/8',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/128',
  '100::/64',
  '2001:db8::/32',
  'ff00::/8',
];

export interface Cidr {
  address: string;
  prefix: number;
  family: 4 | 6;
}

const familyName = (family: 4 | 6) => (family === 4 ? 'ipv4' : 'ipv6');

/** An address ("10.0.0.2") or a range ("10.0.0.0/8", "fd00::/8"); null when it is neither. */
export function parseCidr(text: string): Cidr | null {
  const [address, prefixText, ...rest] = text.trim().split('/');
  const family = isIP(address) as 0 | 4 | 6;
  if (family === 0 || rest.length) return null;
  const bits = family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
  const mapped = family === 6 && /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address);
  if (mapped) return prefix < 96 ? { address, prefix, family: 6 } : { address: address.slice(7), prefix: prefix - 96, family: 4 };
  return { address, prefix, family };
}

const ranges = (list: string[]) =>
  list.map((text) => {
    const cidr = parseCidr(text)!;
    const block = new BlockList();
    block.addSubnet(cidr.address, cidr.prefix, familyName(cidr.family));
    return { block, prefix: cidr.prefix, family: cidr.family };
  });
const internal = ranges(INTERNAL_RANGES);
const notPublic = ranges(NOT_PUBLIC_RANGES);

/** Whether an address is a host on the public internet (false for anything that is not an address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.some((r) => r.block.check(address, familyName(family as 4 | 6)));
}

/** Whether a whole range lies inside one machine's or network's internal addresses. */
export function isInternalRange(cidr: Cidr): boolean {
  return internal.some((r) => r.family === cidr.family && cidr.prefix >= r.prefix && r.block.check(cidr.address, familyName(cidr.family)));
}
