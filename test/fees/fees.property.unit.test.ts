import fc from 'fast-check';
import { FEE_TYPES, FeeQuote, quoteFees } from '../../src/fees';

// The fee rules of the spec ("Fees") and decisions.md ("Rounding"), checked against an oracle
// written separately from src/fees.ts: amounts are kobo, percentages exact fractions, and
// half-up rounding is done by quotient and remainder rather than the module's formula.

const NAIRA = 100n;
const MAX_KOBO = 100_000_000n * NAIRA; // the largest request amount

/** numerator/denominator rounded to the nearest integer, ties upwards (both positive). */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

function oracleCollectionProviderFee(amount: bigint): bigint {
  const percent = roundHalfUp(amount * 3n, 200n); // 1.5% = 3/200
  const flat = amount >= 2_500n * NAIRA ? 100n * NAIRA : 0n;
  return min(percent + flat, 2_000n * NAIRA);
}

function oracleTransferProviderFee(amount: bigint): bigint {
  if (amount <= 5_000n * NAIRA) return 10n * NAIRA;
  if (amount <= 50_000n * NAIRA) return 25n * NAIRA;
  return 50n * NAIRA;
}

function oracleDepositProviderFee(gross: bigint): bigint {
  return min(roundHalfUp(gross, 100n), 300n * NAIRA); // 1%, capped at 300 naira
}

function oracleQuote(type: 'collection' | 'transfer' | 'deposit', amount: bigint, merchantFee: bigint, reported?: bigint): FeeQuote {
  if (type === 'deposit') {
    const providerFee = reported ?? oracleDepositProviderFee(amount);
    return {
      providerFee,
      platformFee: 0n,
      merchantFee: 0n,
      totalFees: providerFee,
      chargedAmount: amount,
      netAmount: amount - providerFee,
    };
  }
  const providerFee = type === 'collection' ? oracleCollectionProviderFee(amount) : oracleTransferProviderFee(amount);
  const platformFee = roundHalfUp(providerFee, 4n);
  const totalFees = providerFee + platformFee + merchantFee;
  return { providerFee, platformFee, merchantFee, totalFees, chargedAmount: amount + totalFees, netAmount: amount };
}

const koboAmount = fc.bigInt({ min: 1n, max: MAX_KOBO });
const wholeNairaAmount = fc.bigInt({ min: 1n, max: 100_000_000n }).map((n) => n * NAIRA);
const anyAmount = fc.oneof(koboAmount, wholeNairaAmount);
const merchantFeeKobo = fc.oneof(
  fc.constant(0n),
  fc.bigInt({ min: 0n, max: 100_000n }).map((n) => n * NAIRA),
);
const chargingType = fc.constantFrom('collection' as const, 'transfer' as const);

const RUNS = { numRuns: 1_000 };

describe('fee module against the oracle', () => {
  test('every type, any amount and merchantFee, matches the oracle exactly', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FEE_TYPES), anyAmount, merchantFeeKobo, (type, amount, merchantFee) => {
        expect(quoteFees(type, amount, { merchantFee })).toEqual(oracleQuote(type, amount, merchantFee));
      }),
      RUNS,
    );
  });

  test('collection: provider fee is 1.5% rounded half up, +100 naira from 2500 naira, capped at 2000 naira', () => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        const { providerFee } = quoteFees('collection', amount);
        expect(providerFee).toBe(oracleCollectionProviderFee(amount));
        expect(providerFee).toBeLessThanOrEqual(2_000n * NAIRA);
        if (amount < 2_500n * NAIRA) expect(providerFee).toBe(roundHalfUp(amount * 3n, 200n));
      }),
      RUNS,
    );
  });

  test('collection and transfer: platform fee is a quarter of the provider fee, rounded half up', () => {
    fc.assert(
      fc.property(chargingType, anyAmount, (type, amount) => {
        const q = quoteFees(type, amount);
        expect(q.platformFee).toBe(roundHalfUp(q.providerFee, 4n));
        // The rounding error is at most half a kobo.
        const error = q.platformFee * 4n - q.providerFee;
        expect(error >= -2n && error <= 2n).toBe(true);
      }),
      RUNS,
    );
  });

  test('collection and transfer: totals add up, chargedAmount = amount + totalFees, netAmount = amount', () => {
    fc.assert(
      fc.property(chargingType, anyAmount, merchantFeeKobo, (type, amount, merchantFee) => {
        const q = quoteFees(type, amount, { merchantFee });
        expect(q.merchantFee).toBe(merchantFee);
        expect(q.totalFees).toBe(q.providerFee + q.platformFee + q.merchantFee);
        expect(q.chargedAmount).toBe(amount + q.totalFees);
        expect(q.netAmount).toBe(amount);
      }),
      RUNS,
    );
  });

  test('transfer: the fixed 10 / 25 / 50 naira bands', () => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        const { providerFee } = quoteFees('transfer', amount);
        const expected = amount <= 5_000n * NAIRA ? 1_000n : amount <= 50_000n * NAIRA ? 2_500n : 5_000n;
        expect(providerFee).toBe(expected);
      }),
      RUNS,
    );
  });

  test('deposit: 1% of gross rounded half up, capped at 300 naira; merchantFee ignored; net = gross - fee', () => {
    fc.assert(
      fc.property(anyAmount, merchantFeeKobo, (gross, merchantFee) => {
        const q = quoteFees('deposit', gross, { merchantFee });
        expect(q).toEqual(quoteFees('deposit', gross));
        expect(q.providerFee).toBe(oracleDepositProviderFee(gross));
        expect(q.platformFee).toBe(0n);
        expect(q.merchantFee).toBe(0n);
        expect(q.totalFees).toBe(q.providerFee);
        expect(q.chargedAmount).toBe(gross);
        expect(q.netAmount).toBe(gross - q.providerFee);
        expect(q.netAmount).toBeGreaterThanOrEqual(0n);
      }),
      RUNS,
    );
  });

  test('deposit: a fee reported by the provider takes precedence over the computed one', () => {
    const grossAndReported = anyAmount.chain((gross) => fc.tuple(fc.constant(gross), fc.bigInt({ min: 0n, max: gross })));
    fc.assert(
      fc.property(grossAndReported, merchantFeeKobo, ([gross, reported], merchantFee) => {
        const q = quoteFees('deposit', gross, { reportedProviderFee: reported, merchantFee });
        expect(q).toEqual(oracleQuote('deposit', gross, 0n, reported));
      }),
      RUNS,
    );
  });

  test('every component is integer kobo (bigint), never negative', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FEE_TYPES), anyAmount, merchantFeeKobo, (type, amount, merchantFee) => {
        for (const value of Object.values(quoteFees(type, amount, { merchantFee }))) {
          expect(typeof value).toBe('bigint');
          expect(value).toBeGreaterThanOrEqual(0n);
        }
      }),
      RUNS,
    );
  });

  test('refuses amounts that are not positive, negative merchant fees and impossible reported fees', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FEE_TYPES), fc.bigInt({ min: -MAX_KOBO, max: 0n }), (type, amount) => {
        expect(() => quoteFees(type, amount)).toThrow(RangeError);
      }),
    );
    expect(() => quoteFees('collection', 100n, { merchantFee: -1n })).toThrow(RangeError);
    expect(() => quoteFees('deposit', 100n, { reportedProviderFee: -1n })).toThrow(RangeError);
    expect(() => quoteFees('deposit', 100n, { reportedProviderFee: 101n })).toThrow(RangeError);
  });
});

describe('fee boundaries, in naira', () => {
  const naira = (n: number) => BigInt(Math.round(n * 100));
  const quote = (type: 'collection' | 'transfer' | 'deposit', amount: number, merchantFee = 0) =>
    quoteFees(type, naira(amount), { merchantFee: naira(merchantFee) });

  test.each([
    // amount, providerFee, platformFee
    [1, 0.02, 0.01], // 0.015 → 0.02; 0.005 → 0.01 (both ties round up)
    [333, 5, 1.25], // 4.995 → 5.00
    [2_499, 37.49, 9.37], // 37.485 → 37.49, no flat fee below 2500
    [2_500, 137.5, 34.38], // 37.50 + 100 flat; 34.375 → 34.38
    [10_000, 250, 62.5],
    [126_666, 1_999.99, 500], // 1899.99 + 100, just under the cap
    [126_667, 2_000, 500], // 1900.01 + 100 crosses the cap
    [100_000_000, 2_000, 500],
  ])('collection of %p: providerFee %p, platformFee %p', (amount, providerFee, platformFee) => {
    const q = quote('collection', amount);
    expect(q.providerFee).toBe(naira(providerFee));
    expect(q.platformFee).toBe(naira(platformFee));
    expect(q.totalFees).toBe(naira(providerFee) + naira(platformFee));
    expect(q.chargedAmount).toBe(naira(amount) + q.totalFees);
    expect(q.netAmount).toBe(naira(amount));
  });

  test('collection of 333 with a 50 naira merchantFee charges 389.25', () => {
    expect(quote('collection', 333, 50)).toEqual({
      providerFee: naira(5),
      platformFee: naira(1.25),
      merchantFee: naira(50),
      totalFees: naira(56.25),
      chargedAmount: naira(389.25),
      netAmount: naira(333),
    });
  });

  test.each([
    [1, 10],
    [5_000, 10],
    [5_001, 25],
    [50_000, 25],
    [50_001, 50],
    [100_000_000, 50],
  ])('transfer of %p: providerFee %p', (amount, providerFee) => {
    const q = quote('transfer', amount);
    expect(q.providerFee).toBe(naira(providerFee));
    expect(q.platformFee).toBe(naira(providerFee / 4));
  });

  test('transfer bands are by kobo: 5000.01 naira is already in the 25 naira band', () => {
    expect(quoteFees('transfer', 500_001n).providerFee).toBe(naira(25));
    expect(quoteFees('transfer', 5_000_001n).providerFee).toBe(naira(50));
  });

  test.each([
    [1, 0.01],
    [333, 3.33],
    [10_000, 100],
    [29_999, 299.99],
    [30_000, 300],
    [30_001, 300],
    [100_000_000, 300],
  ])('deposit of %p: providerFee %p', (gross, providerFee) => {
    const q = quote('deposit', gross, 50);
    expect(q.providerFee).toBe(naira(providerFee));
    expect(q.merchantFee).toBe(0n);
    expect(q.netAmount).toBe(naira(gross) - naira(providerFee));
  });

  test('deposit of half a naira rounds its 0.5 kobo fee up to 1 kobo', () => {
    expect(quoteFees('deposit', 50n).providerFee).toBe(1n);
    expect(quoteFees('deposit', 49n).providerFee).toBe(0n);
  });

  test('deposit with a reported provider fee uses it, even above the cap or at zero', () => {
    expect(quoteFees('deposit', naira(100_000), { reportedProviderFee: naira(450) })).toMatchObject({
      providerFee: naira(450),
      totalFees: naira(450),
      netAmount: naira(99_550),
    });
    expect(quoteFees('deposit', naira(100_000), { reportedProviderFee: 0n }).netAmount).toBe(naira(100_000));
  });
});
