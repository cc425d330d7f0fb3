// The OpenAPI document's long text per operation (api/openapi.ts): what a reader learns
// beyond the one-line summary the route declares, and a request body example where the
// body has one. Keyed by `method path` as the route declares it (test/api/openapi-reference
// checks that every route has its entry and no entry is left over).

export type OperationDoc = {
  description: string;
  /** A realistic request body; it must validate against the route's body schema. */
  requestExample?: Record<string, unknown>;
};

const NAIRA = 'Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira.';
const IK = 'Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.';

export const OPERATION_DOCS: Record<string, OperationDoc> = {
  // Customers
  'post /customers': {
    description: 'Creates a customer and its wallet (balances 0, no virtual account yet). The e-mail is unique per merchant, compared without case (409 DUPLICATE_EMAIL), which is also what a repeated create answers: it moves no money and takes no Idempotency-Key. No webhook is sent.',
    requestExample: { firstName: 'Ada', lastName: 'Okafor', email: 'ada.okafor@example.com', phone: '+2348012345678' },
  },
  'get /customers': { description: 'Your customers on the key\'s plane (test or live), newest first, each with its wallet balances and virtual account.' },
  'get /customers/{customerId}': { description: 'One customer with its wallet balances and virtual account (null until provisioned).' },
  'patch /customers/{customerId}': {
    description: 'Changes any of firstName, lastName and phone; fields left out keep their value. Sending email is refused with 400: an e-mail never changes.',
    requestExample: { phone: '+2348098765432' },
  },
  'delete /customers/{customerId}': {
    description: 'Deletes a customer and its wallet. Refused with 409 while the customer has a virtual account (CUSTOMER_HAS_ACCOUNT), is a party of any escrow (CUSTOMER_HAS_ESCROW) or has money in its wallet (CUSTOMER_HAS_BALANCE). No webhook is sent.',
  },

  // Wallets
  'post /wallets': {
    description: 'Gives the customer\'s wallet a virtual bank account (a NUBAN) after a BVN check: inbound transfers to it credit the available balance (deposit fee: 1%, at most ₦300) and send wallet.credited. Calling again returns the existing (or pending) account. With test keys the account comes at once from a sandbox bank; a BVN whose name differs from the customer\'s is 400 BVN_NAME_MISMATCH. ' + IK,
    requestExample: { customerId: 'cus_8Hn2Kq4LmT0bWx7RzC1sVe5A', bvn: '12345678901' },
  },
  'get /wallets': { description: 'Wallets, newest first; filter by customerId.' },
  'get /wallets/{walletId}': { description: 'One wallet: its two balances (available, held) and virtual account.' },
  'post /wallets/{walletId}/credits': {
    description: 'Test keys only (403 with a live key): simulates an inbound bank transfer of the given gross amount to the wallet. The deposit fee applies (1% of the gross, at most ₦300), the net is added to available, and wallet.credited is sent. ' + NAIRA + ' ' + IK,
    requestExample: { amount: 10000 },
  },

  // Escrows
  'post /escrows': {
    description:
      'Creates a hold of `amount` between a payer and a payee. By default it starts awaiting_funding and nothing is locked: fund it with a checkout session (or `checkout: true` here). ' +
      'With `debitPayer: true` the amount plus fees is taken from the payer\'s available balance at once and the hold starts held (422 INSUFFICIENT_BALANCE when it cannot, and no escrow is left behind). ' +
      'The payer is a customer (customerId) or a guest (e-mail, optional name and phone); the payee is always a customer. Webhooks: escrow.created, then escrow.funded when it is funded. ' +
      'Time protects both sides: `inspectionPeriod` (seconds) releases the rest of the hold to the payee that long after funding unless a dispute is opened first (`releaseAt` shows when), and `fundingDeadline` cancels the hold if it is still unfunded then (cleared once the hold is funded); a deadline in the past or more than 365 days ahead is 400 INVALID_REQUEST naming the field, and `fundingDeadline` with `debitPayer` is 422 INVALID_REQUEST (details.fields [fundingDeadline, debitPayer]: such a hold is funded at once). ' +
      NAIRA + ' ' + IK,
    requestExample: {
      reference: 'order-10045',
      amount: 25000,
      currency: 'NGN',
      parties: [
        { role: 'payer', customerId: 'cus_8Hn2Kq4LmT0bWx7RzC1sVe5A' },
        { role: 'payee', customerId: 'cus_2Bv6Nq9TkR3mXz8HcL1sWp4J' },
      ],
      description: 'Used iPhone 13, 128 GB',
      debitPayer: true,
      merchantFee: 100,
      inspectionPeriod: 604800,
    },
  },
  'get /escrows': { description: 'Escrows, newest first; filter by status, or by customerId (matches the payer or the payee).' },
  'get /escrows/{escrowId}': { description: 'One escrow with its amounts (decimal naira) and status.' },
  'post /escrows/{escrowId}/release': {
    description: 'Moves the whole remaining hold (amount left out) or part of it to the payee\'s available balance. Allowed while held or partially_released (else 409 ESCROW_INVALID_STATE); an amount above the remaining hold is 400 INVALID_RELEASE. Webhook: escrow.partially_released, or escrow.released when nothing remains. ' + NAIRA + ' ' + IK,
    requestExample: { amount: 10000 },
  },
  'post /escrows/{escrowId}/refund': {
    description: 'Returns the whole remaining hold (amount left out) or part of it to the payer. A customer payer gets it in their available balance at once; a guest payer is refunded through the payment provider (pendingProviderRefund is true until it completes; with test keys the sandbox completes it before this answers). Fees already taken are not refunded. Webhook: escrow.refunded. ' + NAIRA + ' ' + IK,
    requestExample: { amount: 5000, reason: 'Item arrived damaged' },
  },
  'post /escrows/{escrowId}/cancel': {
    description: 'Cancels a hold that was never funded (awaiting_funding); nothing moves. A hold with a fundingDeadline is cancelled the same way by itself when the deadline passes. A funded hold is refunded instead (409 ESCROW_NOT_CANCELLABLE). A payment that arrives after the cancel is credited to the payer\'s available balance. Webhook: escrow.cancelled. ' + IK,
    requestExample: { reason: 'Order cancelled by the buyer' },
  },
  'post /escrows/{escrowId}/deadlines': {
    description:
      'Sets (a value), moves or removes (null) the hold\'s deadlines; fields left out stay as they are. Before funding: inspectionPeriod and fundingDeadline; once funded (held or partially_released): releaseAt. ' +
      'A field the status makes moot is 409 ESCROW_INVALID_STATE with `details.field` (releaseAt before funding or while disputed, a fundingDeadline once funded); a deadline whose time has already come is 409 DEADLINE_PASSED (its automatic release or cancel is under way); a new time in the past or more than 365 days ahead is 400 INVALID_REQUEST naming the field. ' +
      'Times are judged by the hold\'s clock (real time plus testClockOffset). Webhook: escrow.deadlines_updated with the previous values. ' + IK,
    requestExample: { releaseAt: '2026-12-10T18:00:00Z' },
  },
  'post /escrows/{escrowId}/test_clock/advance': {
    description:
      'Test keys only (403 with a live key): runs this one hold\'s clock `seconds` ahead, as a Stripe test clock does, so its deadlines come due now: a passed releaseAt releases the rest of the hold and a passed fundingDeadline cancels it within seconds, with the real webhooks (escrow.released with meta.automatic, escrow.cancelled). No other hold is touched. ' +
      'The offset adds up (testClockOffset): one call moves it 1 second to 365 days, and in all it runs at most 730 days ahead; a call past that is 400 INVALID_REQUEST with details.fields [seconds] and details.testClockOffset (how far it already is). A released, refunded or cancelled hold is 409 ESCROW_INVALID_STATE. ' + IK,
    requestExample: { seconds: 604800 },
  },
  'post /escrows/{escrowId}/disputes': {
    description: 'Opens a dispute on a funded hold (held or partially_released); the escrow becomes disputed and release and refund are refused until the dispute is resolved. A dispute stops the clock: releaseAt is removed and the resolution settles the hold. One open dispute per hold (409 DISPUTE_EXISTS). Webhook: dispute.opened. ' + IK,
    requestExample: { openedBy: 'payer', reasonCode: 'item_not_received', description: 'The parcel never arrived.' },
  },
  'get /escrows/{escrowId}/disputes': { description: 'The escrow\'s open dispute, else its latest resolved one; 404 when it never had one.' },
  'post /escrows/{escrowId}/disputes/{disputeId}/resolve': {
    description: 'Settles the open dispute: release (all remaining to the payee), refund (all remaining to the payer) or split (releaseAmount + refundAmount, which must add up to the remaining hold). Webhooks: dispute.resolved plus the events of the movements. ' + NAIRA + ' ' + IK,
    requestExample: { action: 'split', releaseAmount: 10000, refundAmount: 5000 },
  },

  // Checkout
  'post /checkout/sessions': {
    description:
      'Opens a hosted payment page, for an escrow (funds the hold: the amount must equal it, else 400 AMOUNT_MISMATCH; 409 ESCROW_NOT_PAYABLE unless awaiting_funding) or for a customer (tops up the available balance; amount required). ' +
      'The payer is charged the amount plus the collection fee (1.5%, plus ₦100 from ₦2,500, at most ₦2,000) and any merchantFee. An unfunded hold keeps one pending session: creating again returns it (200). ' +
      'Webhooks: payment.pending now, payment.succeeded and escrow.funded (or wallet.credited) when paid. ' + NAIRA + ' ' + IK,
    requestExample: { escrowId: 'esc_7Tq1Zr5MbW2nKx8HcP4sJd0L', amount: 25000, currency: 'NGN', paymentMethods: ['card', 'bank_transfer'], callbackUrl: 'https://shop.example.com/orders/10045/paid' },
  },
  'get /checkout/sessions': { description: 'Checkout sessions, newest first; filter by status, escrowId or customerId.' },
  'get /checkout/sessions/{checkoutId}': { description: 'One checkout session with its fee quote and, once paid, its paymentId.' },
  'post /sandbox/checkouts/{checkoutId}/complete': {
    description: 'Test keys only: pays (success) or declines (failure) a pending session as the hosted sandbox page\'s buttons do, and answers once the payment is booked: the payment for a success, the failed session for a failure. The webhooks follow as for a real payment. No Idempotency-Key: a session is paid at most once, so calling again answers the same payment (a Decline after a Pay is 409 INVALID_REQUEST).',
    requestExample: { outcome: 'success', channel: 'card' },
  },

  // Fees
  'get /fees': {
    description: 'Quotes what a collection (checkout), transfer (withdrawal) or deposit (inbound transfer) of `amount` costs, with the same rules the service charges. Fees may have kobo (decimals). ' + NAIRA,
  },

  // Identity
  'post /identity/lookups': {
    description: 'Looks up the person behind a BVN or NIN. Nothing is stored. Test keys answer from sandbox data (environment: sandbox).',
    requestExample: { type: 'bvn', number: '22212345678' },
  },
  'get /identity/banks': { description: 'Nigerian banks and their codes, for bankCode in withdrawals and account checks.' },
  'post /identity/bank-accounts/verify': {
    description: 'Resolves the name on a bank account before you pay out to it. Nothing is saved. An account the bank cannot resolve is 502 PROVIDER_ERROR.',
    requestExample: { bankCode: '058', accountNumber: '0123456789' },
  },

  // Withdrawals
  'post /withdrawals': {
    description:
      'Pays out from a customer\'s available balance to a bank account. The balance is debited the amount plus the transfer fee (₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above, plus a quarter of it as platform fee) and any merchantFee; the bank receives the amount. ' +
      'Above the available balance: 400 INSUFFICIENT_BALANCE with details.available and details.requested. The answer is processing: the outcome comes as withdrawal.completed, or withdrawal.failed with the money back. ' + NAIRA + ' ' + IK,
    requestExample: { customerId: 'cus_2Bv6Nq9TkR3mXz8HcL1sWp4J', accountNumber: '0123456789', bankCode: '058', amount: 9000, reference: 'payout-2291' },
  },
  'get /withdrawals': { description: 'Withdrawals, newest first; filter by status or customerId.' },
  'get /withdrawals/{withdrawalId}': { description: 'One withdrawal. The destination shows as last4, bankCode and accountName: the full account number is never returned.' },

  // Transactions
  'get /transactions': {
    description: 'Statement rows: one per customer involved in a ledger event. direction says which balance moved: in / out the available balance, locked / unlocked the held one. A release gives the payer an escrow_released / unlocked row (the hold left the payer for the payee: not money returned) and the payee a wallet_funded / in row; a refund gives the payer escrow_refunded / unlocked (back into available). Filter by customer, type, direction, relatedId and a period on createdAt.',
  },
  'get /transactions/export': {
    description: 'The same rows as GET /transactions (same filters, no paging) as a CSV file or a PDF statement; the newest 5000 at most (x-export-truncated says when there were more).',
  },
  'get /transactions/{transactionId}': { description: 'One ledger event with one entry per customer it involved.' },

  // Events
  'get /events': {
    description: 'The webhook events of your account on the key\'s plane, newest first, each as delivered (the same body your endpoint receives) with its delivery status. Use it to catch up after downtime. Filter by type, objectId (any escrow, withdrawal, checkout, wallet, payment or dispute id in the event) and a period.',
  },
  'get /events/stream': {
    description:
      'Follows your events as they are recorded: one request for as long as you stay connected, each event sent once, oldest first, within about a second of being recorded, ' +
      'as a `text/event-stream` message: `id:` the event id, `event:` its type, `data:` the event as GET /events lists it. Without startDate, from now on; with it, the events since then come first. ' +
      'A comment line comes every 15 seconds when nothing happens. Opening a stream counts in its own rate-limit family (`event_stream`), so following takes nothing of the other families. `cli listen` follows this stream.',
  },
  'get /events/{eventId}': { description: 'One event as delivered, with every delivery attempt: when, to which URL, what your endpoint answered and how long it took.' },
  'post /events/{eventId}/redeliver': {
    description: 'Sends the event once more to your current webhookUrl, now, and answers with the outcome of that one attempt. It does not change the event\'s own delivery; 409 EVENT_DELIVERY_PENDING while that is still in progress. ' + IK,
  },
};
