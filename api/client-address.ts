import ipaddr from 'ipaddr.js';
import type { Middleware } from 'koa';
import { isIPv4 } from 'node:net';

// Who sent a request. The peer of the socket is the client unless it is one of the proxies
// the operator configured (TRUSTED_PROXIES); only then is X-Forwarded-For read, from the right,
// skipping further trusted hops, and the first address no trusted proxy vouches for is the
// client. A client's own X-Forwarded-For (its leftmost values) is never taken at its word,
// and from an untrusted peer every X-Forwarded-* header is dropped before anything reads it.

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses TRUSTED_PROXIES' entries (an address or a CIDR range); throws on a bad one. */
export function parseTrustedProxies(entries: string[]): Range[] {
  return entries.map((entry) => {
    const text = entry.trim();
    if (text.includes('/')) return ipaddr.parseCIDR(text);
    const address = ipaddr.parse(text);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

/** The plain form of an address: an IPv4-mapped IPv6 address as IPv4; null when not an address. */
function normalised(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const trimmed = text.trim();
  if (!ipaddr.isValid(trimmed)) return null;
  const parsed = ipaddr.parse(trimmed);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

function isTrusted(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: Range[]): boolean {
  return ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits));
}

const IPV4_MAPPED = '::ffff:';

/**
 * A socket peer's address in its plain form (normalised's). The kernel's two common forms, an
 * IPv4 address and one mapped into IPv6 (a client of a dual-stack listener), are plain once
 * the prefix is cut; only the rest is parsed (every request reads its peer).
 */
function peerAddress(peer: string): string {
  if (isIPv4(peer)) return peer;
  if (peer.startsWith(IPV4_MAPPED) && isIPv4(peer.slice(IPV4_MAPPED.length))) return peer.slice(IPV4_MAPPED.length);
  return normalised(peer)?.toString() ?? peer;
}

/**
 * The client's address: the socket's peer, or, while the hop at hand is a trusted proxy, the
 * next address to its left in X-Forwarded-For. A malformed entry ends the walk at the last
 * trusted hop's word, never at a value the client wrote.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, ranges: Range[]): string {
  let current = normalised(peer);
  if (!current) return peer;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  while (isTrusted(current, ranges) && hops.length > 0) {
    const next = normalised(hops.pop()!);
    if (!next) break;
    current = next;
  }
  return current.toString();
}

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'];

/** Sets ctx.ip to the client's address, and drops forwarded headers no trusted proxy sent. */
export function clientAddresses(trustedProxies: string[]): Middleware {
  const ranges = parseTrustedProxies(trustedProxies);
  const fromTrustedProxy = (peer: string) => {
    const address = ranges.length > 0 ? normalised(peer) : null;
    return address !== null && isTrusted(address, ranges);
  };
  // Not async: it only hands on next()'s promise, so it makes none of its own.
  return (ctx, next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    const fromProxy = fromTrustedProxy(peer);
    const headers = ctx.req.headers;
    ctx.request.ip = fromProxy ? clientAddress(peer, headers['x-forwarded-for'] as string | undefined, ranges) : peerAddress(peer);
    if (!fromProxy) for (const name of FORWARDED_HEADERS) delete headers[name];
    // Our proxy sets Host itself; a forwarded host would come from the client through it.
    delete headers['x-forwarded-host'];
    return next();
  };
}
