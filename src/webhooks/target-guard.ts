import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import net from 'node:net';

// Webhook and callback targets must be https on a public host name: no IP literal, no
// localhost, no private address (checked again on the resolved address at send time, so a
// DNS answer cannot point a merchant's webhook into our network).
export class UnsafeTargetError extends Error {}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain)$/i;

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Static check of a URL a merchant gives us; throws UnsafeTargetError with the reason. */
export function assertSafeUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeTargetError('must be an absolute URL');
  }
  if (url.username || url.password) throw new UnsafeTargetError('must not carry credentials');
  if (allowPrivate) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafeTargetError('must be http(s)');
    return url;
  }
  if (url.protocol !== 'https:') throw new UnsafeTargetError('must use https');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) throw new UnsafeTargetError('must use a domain name, not an IP address');
  if (LOCAL_NAMES.test(host) || !host.includes('.')) throw new UnsafeTargetError('must be a public domain name');
  return url;
}

/** Resolves `host` and returns a public address to connect to, or throws. */
export async function resolvePublicAddress(host: string): Promise<{ address: string; family: number }> {
  const answers = await lookup(host, { all: true, verbatim: true });
  if (answers.length === 0) throw new UnsafeTargetError(`${host} does not resolve`);
  const unsafe = answers.find((a) => !isPublicAddress(a.address));
  if (unsafe) throw new UnsafeTargetError(`${host} resolves to a non-public address`);
  return answers[0];
}
