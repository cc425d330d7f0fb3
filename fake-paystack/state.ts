import { randomBytes, randomInt } from 'node:crypto';

// What the fake Paystack remembers (in memory: one fake per test file or demo), and the
// controls a test sets: faults for the next calls, delays, what happens to events.

export type FakeTransaction = {
  id: number;
  reference: string;
  access_code: string;
  authorization_url: string;
  email: string;
  amount: number;
  currency: string;
  channels: string[];
  callback_url: string | null;
  metadata: unknown;
  status: 'abandoned' | 'success' | 'failed';
  channel: string | null;
  fees: number | null;
  gateway_response: string | null;
  paid_at: string | null;
  created_at: string;
  /** A dedicated-account deposit's: the receiving account (Paystack's `authorization` of a bank transfer); null for a checkout. */
  authorization?: Record<string, unknown> | null;
  /** The paying customer when Paystack knows them (a dedicated account's holder); else derived from the e-mail. */
  customer?: { id: number; customer_code: string; email: string } | null;
};

export type FakeRefund = {
  id: number;
  transaction: FakeTransaction;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
  merchant_note: string | null;
  customer_note: string | null;
  createdAt: string;
};

export type FakeRecipient = {
  id: number;
  recipient_code: string;
  name: string;
  account_number: string;
  bank_code: string;
  currency: string;
};

export type TransferOutcome = 'success' | 'failed' | 'reversed';

export type FakeTransfer = {
  id: number;
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
  recipient: FakeRecipient;
  /** The narration sent with the transfer (Paystack echoes it back in every answer and event). */
  reason: string | null;
  /** Why a failed or reversed transfer did not arrive; null until then (or when Paystack says nothing). */
  gateway_response: string | null;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  /** What the bank will answer (decided at the send, announced by settleTransfer). */
  outcome: TransferOutcome;
  /** Paystack's transfer fee, kobo (fee_charged). */
  fee_charged: number;
  createdAt: string;
  updatedAt: string;
};

/** A payout of Paystack's to the integration's bank account: a day's successful transactions less their fees. */
export type FakeSettlement = {
  id: number;
  status: 'success' | 'processing' | 'pending' | 'failed';
  currency: string;
  /** Kobo: what was processed, its fees, and what reached the bank (total_amount = effective_amount here). */
  total_processed: number;
  total_fees: number;
  total_amount: number;
  effective_amount: number;
  settlement_date: string;
  createdAt: string;
  updatedAt: string;
  transactions: FakeTransaction[];
};

type FakeIdentification = {
  country: string;
  type: string;
  /** Masked, as Paystack shows it. */
  value: string;
  status: 'pending' | 'success' | 'failed';
  reason: string | null;
  createdAt: string;
};

export type FakeCustomer = {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  metadata: unknown;
  identified: boolean;
  identifications: FakeIdentification[];
  createdAt: string;
};

export type FakeDedicatedAccount = {
  id: number;
  customer: FakeCustomer;
  account_name: string;
  account_number: string;
  currency: string;
  active: boolean;
  bank: { name: string; id: number; slug: string };
  createdAt: string;
};

export type Fault = {
  status: number;
  path?: string;
  method?: string;
  /** Only calls asking for this page of a list (`?page=`, 1 when absent). */
  page?: number;
  /** A 429's Retry-After header, seconds. */
  retryAfterSeconds?: number;
  remaining: number;
};

export type Delay = { ms: number; remaining: number; path?: string; method?: string; page?: number };

/**
 * A 200 answer spoiled after the route made it, as a broken proxy or a bad deploy of
 * Paystack's would: `truncated` cuts the JSON short, `no_data` drops `data`, `bad_record`
 * makes the first record's amount a word.
 */
export type Malformation = { kind: 'truncated' | 'no_data' | 'bad_record'; path?: string; page?: number; remaining: number };

export type RecordedRequest = { method: string; path: string; query: Record<string, string>; body: any; answered: number };

export type SentEvent = { event: string; data: any; deliveredStatus: number | null };

export class FakeState {
  transactions = new Map<string, FakeTransaction>();
  refunds: FakeRefund[] = [];
  recipients = new Map<string, FakeRecipient>();
  transfers = new Map<string, FakeTransfer>();
  /** Customers by e-mail (Paystack's key for them). */
  customers = new Map<string, FakeCustomer>();
  dedicatedAccounts: FakeDedicatedAccount[] = [];
  requests: RecordedRequest[] = [];
  settlements: FakeSettlement[] = [];
  faults: Fault[] = [];
  delays: Delay[] = [];
  malformations: Malformation[] = [];
  /** send: events go out at once; hold: they wait in `held` until released. */
  eventMode: 'send' | 'hold' = 'send';
  /** Every event is sent twice (Paystack may deliver one more than once). */
  duplicateEvents = false;
  held: { event: string; data: any }[] = [];
  sent: SentEvent[] = [];
  /** Outcomes for the next refunds, in order (then: processed). */
  refundOutcomes: ('processed' | 'failed')[] = [];
  /** Transfers settle (and announce) at once; false: they stay pending until settleTransfer. */
  autoSettleTransfers = true;
  /** A customer validation is decided (and announced) at once; false: it stays pending until validateCustomer. */
  autoValidateCustomers = true;
  // Paystack's ids are unique across its integration: fakes sharing one database (test files
  // run side by side) must not hand out the same refund id twice (refunds.provider_reference is unique).
  private nextId = randomInt(1_000_000, 2_000_000_000);

  constructor(
    readonly secretKey: string,
    public eventsUrl: string | null,
  ) {}

  id(): number {
    return this.nextId++;
  }

  code(prefix: string): string {
    return `${prefix}_${randomBytes(8).toString('hex')}`;
  }
}
