import { clientAddress, parseTrustedProxies } from '../../api/client-address';

// Who sent a request: the socket's peer, unless a configured proxy vouches for the next hop.

const proxies = parseTrustedProxies(['10.0.0.0/8', '127.0.0.1', '::1']);

test('an untrusted peer is the client, whatever its X-Forwarded-For says', () => {
  expect(clientAddress('198.51.100.9', '203.0.113.144', proxies)).toBe('198.51.100.9');
  expect(clientAddress('198.51.100.9', undefined, [])).toBe('198.51.100.9');
});

test('behind a trusted proxy the rightmost hop it added is the client, never the leftmost value the client wrote', () => {
  expect(clientAddress('10.1.2.3', '198.51.100.9', proxies)).toBe('198.51.100.9');
  expect(clientAddress('10.1.2.3', '203.0.113.144, 198.51.100.9', proxies)).toBe('198.51.100.9');
});

test('a chain of trusted proxies is walked through to the first address none of them is', () => {
  expect(clientAddress('127.0.0.1', '203.0.113.144, 198.51.100.9, 10.9.9.9', proxies)).toBe('198.51.100.9');
  // Only proxies: the leftmost one is as far as anyone vouches.
  expect(clientAddress('127.0.0.1', '10.0.0.2, 10.0.0.1', proxies)).toBe('10.0.0.2');
});

test('a malformed hop stops the walk at the last trusted word; mapped IPv4 addresses read as IPv4', () => {
  expect(clientAddress('10.1.2.3', '198.51.100.9, not-an-address', proxies)).toBe('10.1.2.3');
  expect(clientAddress('::ffff:10.1.2.3', '198.51.100.9', proxies)).toBe('198.51.100.9');
  expect(clientAddress('::1', '2001:db8::7', proxies)).toBe('2001:db8::7');
});

test('a bad TRUSTED_PROXIES entry is refused at start', () => {
  expect(() => parseTrustedProxies(['10.0.0.0/33'])).toThrow();
  expect(() => parseTrustedProxies(['proxy.example'])).toThrow();
});
