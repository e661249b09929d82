import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which proxies in front of the server are believed about the client's address (TRUST_PROXY):
 * none, a number of hops, or the proxies' own addresses and ranges.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] };

export const MAX_PROXY_HOPS = 10;

/** TRUST_PROXY's text as a setting, or the rule it breaks (env.ts shows it with the variable's name). */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(text)) return { kind: 'none' };
  if (['true', 'yes'].includes(text)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_PROXY_HOPS
      ? { kind: 'hops', hops }
      : { error: `must be a number of proxies from 0 to ${MAX_PROXY_HOPS}` };
  }
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    const range = rangeOf(entry);
    if (!range) {
      return {
        error:
          'must be false, true, a number of proxies, or the proxies’ addresses or ranges separated by commas (such as 10.0.0.0/8,192.0.2.7)',
      };
    }
    ranges.push(range);
  }
  return { kind: 'addresses', ranges };
}

function rangeOf(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  try {
    if (entry.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(entry);
      return [
        normalised(address),
        address.kind() === 'ipv6' && isMapped(address) ? bits - 96 : bits,
      ];
    }
    const address = normalised(ipaddr.parse(entry));
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

function isMapped(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress();
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, as Node reports IPv4 peers on a dual stack) as IPv4. */
function normalised(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()
    ? address.toIPv4Address()
    : address;
}

/** The address in a hop's text, or null: a header can say anything, and only a real address is believed. */
function addressOf(text: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // isIP takes only what a proxy writes (a dotted quad or IPv6), not forms such as '127.1'
  if (!text || !isIP(text)) return null;
  try {
    return normalised(ipaddr.parse(text));
  } catch {
    return null;
  }
}

function isTrusted(address: ipaddr.IPv4 | ipaddr.IPv6, trust: TrustProxy): boolean {
  if (trust.kind !== 'addresses') return false;
  return trust.ranges.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range, bits),
  );
}

/**
 * The client's address: the peer of the connection, or, behind trusted proxies, the address the
 * outermost trusted proxy saw. Proxies append the address they were reached from to X-Forwarded-For,
 * so the list is read from the right; whatever a client wrote further left is never believed. With a
 * number of hops, the address that many places from the right; with the proxies' addresses, the first
 * address from the right that is not one of theirs. A hop that is not an address stops the walk at the
 * last one that is.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string | undefined {
  const peerAddress = addressOf(peer);
  if (!peerAddress) return undefined;
  if (trust.kind === 'none' || !forwardedFor) return peerAddress.toString();
  const chain = [...forwardedFor.split(',').map((hop) => hop.trim()), peer];
  let believed = peerAddress;
  for (let at = chain.length - 2, hop = 1; at >= 0; at--, hop++) {
    const isPastTrusted = trust.kind === 'hops' ? hop > trust.hops : !isTrusted(believed, trust);
    if (isPastTrusted) break;
    const address = addressOf(chain[at]);
    if (!address) break;
    believed = address;
  }
  return believed.toString();
}
