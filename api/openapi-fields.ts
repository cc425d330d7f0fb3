// What each property of the API means, by name, for the OpenAPI document (api/openapi.ts):
// a field name means the same thing on every resource, so it is described once here. A
// description given on the zod schema itself (`.describe()`) wins: that is where a name's
// meaning depends on its resource (`status`, `type`, `amount`...). `example` is the value the
// document's examples use (api/openapi-examples.ts); it must satisfy the field's schema.

import { NAIRA_IN, NAIRA_OUT } from './schemas';

export type FieldDoc = {
  description: string;
  /** The description in requests, when it differs (units, defaults). */
  request?: string;
  example?: unknown;
};

const TIME = (what: string) => `${what} (ISO 8601, UTC, millisecond precision).`;

export const FIELD_DOCS: Record<string, FieldDoc> = {
  // Envelope
  success: { description: 'true for a success, false for an error.' },
  data: { description: 'The resource, or for a list a named array plus `pagination`.' },
  meta: { description: 'Request context.' },
  requestId: {
    description: 'Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support.',
    example: 'req_4Yb2mQ7rT1sVx9KcLp3nZa8D',
  },
  error: { description: 'What went wrong: branch on `code`, never on `message`.' },
  code: { description: 'Machine-readable error code (see the table in the introduction).', example: 'INVALID_REQUEST' },
  message: {
    description: 'Human-readable explanation; may change between versions.',
    example: 'Invalid body: email: must be an e-mail address',
  },
  details: {
    description:
      'Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE.',
  },

  // Pagination
  pagination: { description: 'Where this page is in the whole list.' },
  total: { description: 'Number of items matching the filters, on every page.', example: 42 },
  limit: {
    description: 'Items on this page at most (the `limit` sent, default 20).',
    request: 'Items per page: 1 to 100, default 20.',
    example: 20,
  },
  offset: {
    description: 'Items skipped before this page; null on a cursor page (`startingAfter`), whose position is not counted.',
    request:
      'Items to skip: the previous offset + limit for the next page; default 0. Not with a non-zero offset and `startingAfter` together.',
    example: 0,
  },
  hasMore: {
    description: 'true exactly when offset + limit < total: ask for the next page. On a cursor page: items follow this page.',
    example: true,
  },
  startingAfter: {
    description:
      "A cursor page instead of an offset page: the items after this one in the list's order, with the same filters. " +
      "An item's id (`/transactions`: its transactionId and customerId joined by a colon; a bare transactionId stands after all of " +
      "that transaction's rows), or the previous page's `nextCursor`. Costs the same at any depth; items created meanwhile do not " +
      'shift it. A cursor that names no item of this list is 400 INVALID_REQUEST.',
    example: 'esc_8KdQ2mX7vT1sYp4LcR9nZb3W',
  },
  nextCursor: {
    description: 'Cursor pages only: `startingAfter` for the next page, null on the last page.',
    example: 'esc_8KdQ2mX7vT1sYp4LcR9nZb3W',
  },

  // Identifiers
  customerId: { description: 'The customer (`cus_` + 24 characters).', example: 'cus_8Hn2Kq4LmT0bWx7RzC1sVe5A' },
  walletId: { description: "The customer's wallet (`wal_` + 24 characters); one per customer.", example: 'wal_3Fp9Xc2NdQ6hJ1rVb8TzKm4Y' },
  escrowId: { description: 'The escrow hold (`esc_` + 24 characters).', example: 'esc_7Tq1Zr5MbW2nKx8HcP4sJd0L' },
  disputeId: { description: 'The dispute (`dsp_` + 24 characters).', example: 'dsp_2Lm8Qv4TxB1nRz7KcW5sHp3J' },
  checkoutId: { description: 'The checkout session (`chk_` + 24 characters).', example: 'chk_5Rw3Nz8KqT2mBx6HvL1cPd9Y' },
  paymentId: { description: 'The successful payment (`pay_` + 24 characters).', example: 'pay_9Kc4Tm1XzR7bNq2HwV6sLp8D' },
  withdrawalId: { description: 'The withdrawal (`wdr_` + 24 characters).', example: 'wdr_6Hq2Lx9TmB4nKz1RcV7sWp3F' },
  transactionId: {
    description: 'The ledger event behind this statement row (`txn_` + 24 characters).',
    example: 'txn_1Zb7Kq3TmR9nXw5HcL2sVp8J',
  },
  id: { description: 'The event id (`evt_` + 24 characters): deduplicate deliveries by it.', example: 'evt_4Nq8Tz2KmB6xRw1HcV9sLp3D' },
  relatedId: {
    description: 'The object this row is about: an escrow, withdrawal, checkout session or wallet id; null when there is none.',
    example: 'esc_7Tq1Zr5MbW2nKx8HcP4sJd0L',
  },

  // People and accounts
  firstName: { description: 'Given name, trimmed; 1 to 100 visible characters.', example: 'Ada' },
  lastName: { description: 'Family name, trimmed; 1 to 100 visible characters.', example: 'Okafor' },
  middleName: { description: 'Middle name on the identity record, or null.', example: 'Chiamaka' },
  email: {
    description: 'E-mail address, unique per merchant among customers (compared without case); it cannot be changed later.',
    example: 'ada.okafor@example.com',
  },
  phone: { description: 'Phone number: digits, spaces, parentheses or hyphens, optionally starting with +.', example: '+2348012345678' },
  name: { description: 'Display name.', example: 'Ada Okafor' },
  guest: { description: 'A payer without a customer record (no wallet): refunds go back through the payment provider.' },
  dateOfBirth: { description: 'Date of birth on the identity record (YYYY-MM-DD), or null.', example: '1990-04-12' },
  gender: { description: 'Gender on the identity record, or null.' },
  environment: { description: 'sandbox for test keys (made-up data), live for live keys.' },
  number: { description: 'The 11-digit BVN or NIN.', example: '22212345678' },
  bvn: {
    description: "The customer's 11-digit Bank Verification Number; its name must match the customer's. Not stored.",
    example: '12345678901',
  },
  account: { description: "The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets)." },
  accountNumber: {
    description: 'The 10-digit NUBAN account number.',
    request: 'The 10-digit NUBAN account number; used for this call and never returned in full.',
    example: '0123456789',
  },
  accountName: { description: 'The name on the bank account, as the bank resolved it.', example: 'ADA OKAFOR' },
  bankName: { description: "The bank's name.", example: 'Wema Bank' },
  bankCode: { description: "The bank's code (GET /identity/banks).", example: '058' },
  banks: { description: 'Nigerian banks, by name.' },
  last4: { description: 'The last 4 digits of the destination account (the full number is never returned).', example: '6789' },
  accountStatus: {
    description:
      'none: never provisioned; pending: the provider is validating (live keys); active: `account` is set; failed: see accountFailureReason.',
  },
  accountFailureReason: { description: "The provider's reason when its validation failed, else null.", example: null },

  // Money
  currency: { description: 'ISO 4217 currency code; only NGN.', example: 'NGN' },
  balances: { description: "The wallet's two balances." },
  available: { description: `Withdrawable, or lockable into a hold with debitPayer. ${NAIRA_OUT}`, example: 9900 },
  held: { description: `Locked in open escrow holds where this customer is the payer; not withdrawable. ${NAIRA_OUT}`, example: 25000 },
  fees: { description: 'The fee parts.' },
  providerFee: { description: `The payment provider's fee. ${NAIRA_OUT}`, example: 475 },
  platformFee: {
    description: `This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. ${NAIRA_OUT}`,
    example: 118.75,
  },
  merchantFee: {
    description: `Your own fixed surcharge, credited to your settlement balance when the money moves. ${NAIRA_OUT}`,
    request: `Your own fixed surcharge, added to the fees and credited to your settlement balance when the money moves. ${NAIRA_IN} Default 0.`,
    example: 100,
  },
  totalFees: { description: `providerFee + platformFee + merchantFee. ${NAIRA_OUT}`, example: 693.75 },
  chargedAmount: {
    description: `What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). ${NAIRA_OUT}`,
    example: 25693.75,
  },
  netAmount: {
    description: `What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). ${NAIRA_OUT}`,
    example: 25000,
  },
  feeAmount: { description: `Total fees taken when the hold was funded; 0 before funding. ${NAIRA_OUT}`, example: 693.75 },
  releasedAmount: { description: `Total moved to the payee's available so far. ${NAIRA_OUT}`, example: 10000 },
  refundedAmount: { description: `Total returned to the payer so far. ${NAIRA_OUT}`, example: 0 },
  remainingAmount: { description: `Still held: amount - releasedAmount - refundedAmount. ${NAIRA_OUT}`, example: 15000 },
  releaseAmount: { description: `For split: the part of the remaining hold to release to the payee. ${NAIRA_IN}`, example: 10000 },
  refundAmount: { description: `For split: the part of the remaining hold to refund to the payer. ${NAIRA_IN}`, example: 5000 },

  amount: {
    description: `The amount, before fees. ${NAIRA_OUT}`,
    request: `The amount, before fees: 1 to 100,000,000. ${NAIRA_IN}`,
    example: 25000,
  },

  // Escrows and disputes
  reference: {
    description: 'Your own reference, unique per merchant among escrows (and among withdrawals).',
    request: 'Your own reference, unique per merchant (a repeat is 409 DUPLICATE_REFERENCE); trimmed, 1 to 100 visible characters.',
    example: 'order-10045',
  },
  parties: {
    description: 'Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given.',
  },
  role: {
    description: 'payer (whose money is locked) or payee (who receives on release); other roles are stored as given.',
    example: 'payer',
  },
  debitPayer: {
    description:
      "true: lock the amount (plus fees) from the payer's available balance at once, so the hold starts held; the payer must be a customer. Not with checkout.",
    example: false,
  },
  checkout: {
    description: "The hold's checkout session, when it was created with checkout: true: send the payer to its checkoutUrl.",
    request: 'true: also open a hosted checkout session that funds this hold; the answer carries its checkoutUrl. Not with debitPayer.',
    example: false,
  },
  callbackUrl: {
    description: 'Where the hosted checkout page sends the payer afterwards (https on a public host); null: none.',
    request:
      "Where the hosted checkout page sends the payer afterwards: https on a public host, at most 2048 characters. Default: your account's callback URL.",
    example: 'https://shop.example.com/orders/10045/paid',
  },
  cancelledReason: { description: 'The reason given when the hold was cancelled, else null.', example: null },
  pendingProviderRefund: {
    description:
      "true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING).",
    example: false,
  },
  fundedAt: { description: TIME('When the hold was funded, or null'), example: '2026-11-26T10:15:02.120Z' },
  releasedAt: { description: TIME('When the hold reached released, or null'), example: null },
  refundedAt: { description: TIME('When the hold reached refunded, or null'), example: null },
  openedBy: { description: 'Who opened the dispute: a free label of yours (payer, payee, support...); not verified.', example: 'payer' },
  reasonCode: { description: 'Why, as a free label of yours.', example: 'item_not_received' },
  resolution: { description: 'How the dispute was settled; null while open.' },
  resolvedAt: { description: TIME('When the dispute was resolved, or null'), example: null },

  // Checkout and payments
  checkoutUrl: {
    description: 'The hosted payment page to send the payer to.',
    example: 'https://pay.example.ng/checkout/chk_5Rw3Nz8KqT2mBx6HvL1cPd9Y',
  },
  checkouts: { description: 'This page of checkout sessions, newest first.' },
  paymentMethods: {
    description: 'The channels the hosted page offers.',
    request: 'The channels the hosted page offers for this session only; default: those enabled for your account (card).',
  },
  paidAt: { description: TIME('When the payment succeeded'), example: '2026-11-26T10:15:02.003Z' },
  provider: { description: 'The payment provider that took the payment.', example: 'paystack' },
  providerReference: { description: "The payment provider's own reference of the payment.", example: 'T685312009284102' },
  channel: { description: 'The channel the payer used (card, bank, bank_transfer, ussd), or null.', example: 'card' },
  bookedAs: {
    description:
      "escrow_funding: it funded its hold; wallet_credit: it credited the payer's available (a top-up, or a hold that could no " +
      'longer take it); refund_due: a guest paid a hold that could no longer take it, owed back.',
  },
  action: {
    description:
      'release: all remaining to the payee; refund: all remaining to the payer; split: releaseAmount to the payee and refundAmount to the payer.',
  },
  format: { description: 'csv (default): one row per line with a header; pdf: a printable statement.' },
  objectId: {
    description:
      "Only events about this object: an escrow, withdrawal, checkout, wallet, payment or dispute id found in the event's data (an " +
      "escrow's id also finds its disputes' and payment's events).",
    example: 'esc_7Tq1Zr5MbW2nKx8HcP4sJd0L',
  },
  eventId: { description: 'The event (`evt_` + 24 characters).', example: 'evt_4Nq8Tz2KmB6xRw1HcV9sLp3D' },
  startDate: { description: 'Only items created at or after this moment: an ISO 8601 date (the whole UTC day) or date-time.' },
  endDate: { description: 'Only items created before the end of this moment: an ISO 8601 date (through the whole UTC day) or date-time.' },
  outcome: { description: "success pays the session as the hosted page's Pay button does; failure declines it." },

  // Withdrawals
  failureReason: { description: 'Why the transfer failed, else null.', example: null },
  failedAt: { description: TIME('When the withdrawal failed, or null'), example: null },
  withdrawals: { description: 'This page of withdrawals, newest first.' },

  // Statement
  direction: {
    description:
      'Which balance moved: in or out of the available balance; locked into or unlocked from the held balance (escrow rows). ' +
      'unlocked says only that the money left the hold: with escrow_released it went to the payee (not back to this customer), ' +
      "with escrow_refunded back to this customer's available.",
  },
  eventType: {
    description: 'The ledger event: wallet_credit, escrow_funded, escrow_released, escrow_refunded, withdrawal, withdrawal_reversed...',
    example: 'escrow_released',
  },
  entries: { description: 'One statement row per customer the ledger event involved.' },
  transactions: { description: 'This page of statement rows, newest first.' },

  // Lists
  customers: { description: 'This page of customers, newest first.' },
  escrows: { description: 'This page of escrows, newest first.' },
  wallets: { description: 'This page of wallets, newest first.' },
  events: { description: 'This page of events, newest first.' },
  deleted: { description: 'Always true: the customer and its wallet are gone.' },

  // Events and deliveries
  delivery: { description: 'How delivery to your webhookUrl went.' },
  attemptCount: { description: 'Attempts made so far (at most 4: the first and 3 retries, 15 s apart).', example: 1 },
  deliveredAt: { description: TIME('When a 2xx answer was received, or null'), example: '2026-11-26T10:15:02.310Z' },
  attempts: { description: 'Every attempt, oldest first.' },
  attempt: { description: "The attempt's number, from 1.", example: 1 },
  attemptedAt: { description: TIME('When the attempt was sent'), example: '2026-11-26T10:15:02.290Z' },
  latencyMs: { description: 'Milliseconds until your endpoint answered, or null without an answer.', example: 21 },
  responseStatus: { description: 'The HTTP status your endpoint answered, or null without an answer.', example: 200 },
  url: { description: 'The webhookUrl the attempt was sent to.', example: 'https://shop.example.com/webhooks/escrow' },
  redelivery: { description: 'true for a redelivery you asked for (POST /events/{eventId}/redeliver).', example: false },

  // Timestamps and misc
  createdAt: { description: TIME('When it was created'), example: '2026-11-26T10:15:00.000Z' },
  completedAt: { description: TIME('When it completed, or null'), example: null },
  reason: { description: 'Your reason, kept with the escrow; at most 500 characters.', example: 'Buyer changed their mind' },
};
