// Money is integer kobo (bigint) inside the service; naira appear only at the API edge.
export type Kobo = bigint;

const KOBO_PER_NAIRA = 100n;
/** Largest amount a request may carry, in naira (decisions.md). */
export const MAX_REQUEST_NAIRA = 100_000_000;

export function nairaToKobo(naira: number): Kobo {
  if (!Number.isSafeInteger(naira)) throw new RangeError(`not a whole naira amount: ${naira}`);
  return BigInt(naira) * KOBO_PER_NAIRA;
}

// Built once: a list page converts dozens of amounts, and each BigInt() allocates.
const MAX_SAFE_KOBO = BigInt(Number.MAX_SAFE_INTEGER);

/** Naira as a JSON number with at most two decimals; exact because |kobo| < 2^53. */
export function koboToNaira(kobo: Kobo): number {
  if (kobo > MAX_SAFE_KOBO || kobo < -MAX_SAFE_KOBO) {
    throw new RangeError('amount too large to represent');
  }
  return Number(kobo) / 100;
}

/** Rounds numerator/denominator to the nearest integer, halves away from zero (half up for positives). */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const sign = numerator < 0n ? -1n : 1n;
  const abs = numerator * sign;
  return sign * ((abs * 2n + denominator) / (denominator * 2n));
}

export function minKobo(a: Kobo, b: Kobo): Kobo {
  return a < b ? a : b;
}
