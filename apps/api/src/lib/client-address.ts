import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, written out in full (lower case, no zeros left out). */
function ipv6Groups(ip: string): string[] {
  // A dotted IPv4 tail (`::1.2.3.4`) stands for the last two groups.
  const plain = ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [((Number(a) << 8) | Number(b)).toString(16), ((Number(c) << 8) | Number(d)).toString(16)].join(
      ':',
    ),
  );
  const [head, tail] = plain.split('::') as [string, string | undefined];
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const front = groupsOf(head);
  const back = groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * Where a request comes from, as one client: an IPv4 address, or the /64 network of an IPv6 one
 * (one home or phone is handed a whole /64, so its single addresses cost nothing to change).
 */
export function clientNetwork(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}
