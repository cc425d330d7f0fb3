import { divRoundHalfUp, Kobo, koboToNaira, minKobo } from './money';

// The one fee module every money path uses (spec "Fees", decisions.md "Rounding").
// All inputs and outputs are kobo; each component is rounded half up when computed.
export const FEE_TYPES = ['collection', 'transfer', 'deposit'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

export type FeeQuote = {
  providerFee: Kobo;
  platformFee: Kobo;
  merchantFee: Kobo;
  totalFees: Kobo;
  chargedAmount: Kobo;
  netAmount: Kobo;
};

const NAIRA = 100n;
const COLLECTION_FLAT_FROM = 2_500n * NAIRA;
const COLLECTION_FLAT = 100n * NAIRA;
const COLLECTION_CAP = 2_000n * NAIRA;
const DEPOSIT_CAP = 300n * NAIRA;
const TRANSFER_BANDS: Array<{ upTo: Kobo | null; fee: Kobo }> = [
  { upTo: 5_000n * NAIRA, fee: 10n * NAIRA },
  { upTo: 50_000n * NAIRA, fee: 25n * NAIRA },
  { upTo: null, fee: 50n * NAIRA },
];

export function collectionProviderFee(amount: Kobo): Kobo {
  const percent = divRoundHalfUp(amount * 15n, 1000n); // 1.5%
  const flat = amount >= COLLECTION_FLAT_FROM ? COLLECTION_FLAT : 0n;
  return minKobo(percent + flat, COLLECTION_CAP);
}

export function transferProviderFee(amount: Kobo): Kobo {
  const band = TRANSFER_BANDS.find((b) => b.upTo === null || amount <= b.upTo)!;
  return band.fee;
}

function depositProviderFee(gross: Kobo): Kobo {
  return minKobo(divRoundHalfUp(gross, 100n), DEPOSIT_CAP); // 1%, capped
}

function platformFeeFor(providerFee: Kobo): Kobo {
  return divRoundHalfUp(providerFee, 4n);
}

export type QuoteOptions = {
  /** Fixed merchant surcharge; ignored for deposits. */
  merchantFee?: Kobo;
  /** A deposit fee the provider reported; it takes precedence over the computed one. */
  reportedProviderFee?: Kobo;
};

export function quoteFees(type: FeeType, amount: Kobo, options: QuoteOptions = {}): FeeQuote {
  if (amount <= 0n) throw new RangeError('amount must be positive');
  if (type === 'deposit') {
    const reported = options.reportedProviderFee;
    if (reported !== undefined && (reported < 0n || reported > amount)) {
      throw new RangeError('reported provider fee must lie between 0 and the gross amount');
    }
    const providerFee = reported ?? depositProviderFee(amount);
    return {
      providerFee,
      platformFee: 0n,
      merchantFee: 0n,
      totalFees: providerFee,
      chargedAmount: amount,
      netAmount: amount - providerFee,
    };
  }
  const merchantFee = options.merchantFee ?? 0n;
  if (merchantFee < 0n) throw new RangeError('merchantFee must not be negative');
  const providerFee = type === 'collection' ? collectionProviderFee(amount) : transferProviderFee(amount);
  const platformFee = platformFeeFor(providerFee);
  const totalFees = providerFee + platformFee + merchantFee;
  return { providerFee, platformFee, merchantFee, totalFees, chargedAmount: amount + totalFees, netAmount: amount };
}

type FeeParts = Pick<FeeQuote, 'providerFee' | 'platformFee' | 'merchantFee' | 'totalFees'>;

/** The fee parts in naira, as events and payment reads show them. */
export function feesInNaira(fees: FeeParts) {
  return {
    providerFee: koboToNaira(fees.providerFee),
    platformFee: koboToNaira(fees.platformFee),
    merchantFee: koboToNaira(fees.merchantFee),
    totalFees: koboToNaira(fees.totalFees),
  };
}

/** A whole quote in naira (GET /fees, checkout sessions). */
export function quoteInNaira(quote: FeeQuote) {
  return { ...feesInNaira(quote), chargedAmount: koboToNaira(quote.chargedAmount), netAmount: koboToNaira(quote.netAmount) };
}
