import { isId, newId, randomToken } from '../../src/ids';

// Ids draw their characters from a pooled buffer of random bytes (src/ids.ts): every id keeps
// its shape, and tokens stay distinct across pool refills.

test('every id has its prefix and 24 base62 characters, across several pool refills', () => {
  const ids = Array.from({ length: 2000 }, () => newId('escrow')); // ~50 KB of bytes: a dozen refills
  for (const id of ids) expect(isId('escrow', id)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

test('tokens of any length use the whole alphabet and nothing else', () => {
  const token = randomToken(5000);
  expect(token).toMatch(/^[0-9A-Za-z]{5000}$/);
  expect(new Set(token).size).toBe(62);
});
