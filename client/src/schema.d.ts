// Generated from the OpenAPI document by `npm run client:types`; do not edit.
export interface paths {
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers, newest first
         * @description Your customers on the key's plane (test or live), newest first, each with its wallet balances and virtual account.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer (and its wallet)
         * @description Creates a customer and its wallet (balances 0, no virtual account yet). The e-mail is unique per merchant, compared without case (409 DUPLICATE_EMAIL), which is also what a repeated create answers: it moves no money and takes no Idempotency-Key. No webhook is sent.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description One customer with its wallet balances and virtual account (null until provisioned).
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        /**
         * Delete a customer with no virtual account, no escrow role and an empty wallet
         * @description Deletes a customer and its wallet. Refused with 409 while the customer has a virtual account (CUSTOMER_HAS_ACCOUNT), is a party of any escrow (CUSTOMER_HAS_ESCROW) or has money in its wallet (CUSTOMER_HAS_BALANCE). No webhook is sent.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        /**
         * Update a customer (email cannot change)
         * @description Changes any of firstName, lastName and phone; fields left out keep their value. Sending email is refused with 400: an e-mail never changes.
         */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallets, newest first
         * @description Wallets, newest first; filter by customerId.
         */
        get: operations["listWallets"];
        put?: never;
        /**
         * Give a customer's wallet a virtual account after a BVN check (returns the existing or pending one)
         * @description Gives the customer's wallet a virtual bank account (a NUBAN) after a BVN check: inbound transfers to it credit the available balance (deposit fee: 1%, at most ₦300) and send wallet.credited. Calling again returns the existing (or pending) account. With test keys the account comes at once from a sandbox bank; a BVN whose name differs from the customer's is 400 BVN_NAME_MISMATCH. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         *
         *     Test keys: the account is given at once after a BVN name check; `bankCode` and `accountNumber` are accepted and ignored. Live keys: `bankCode` and `accountNumber` (the customer's own bank account) are required; Paystack validates them with the BVN, and the wallet answers with `account: null` and `accountStatus: "pending"` until Paystack's answer gives it a dedicated account (`active`) or a reason (`failed`; a new POST starts again).
         */
        post: operations["createWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallets/{walletId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet
         * @description One wallet: its two balances (available, held) and virtual account.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallets/{walletId}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: simulate an inbound transfer to the wallet (deposit fee applies, emits wallet.credited)
         * @description Test keys only (403 with a live key): simulates an inbound bank transfer of the given gross amount to the wallet. The deposit fee applies (1% of the gross, at most ₦300), the net is added to available, and wallet.credited is sent. Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["creditWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escrows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List escrows, newest first (customerId matches payer or payee)
         * @description Escrows, newest first; filter by status, or by customerId (matches the payer or the payee).
         */
        get: operations["listEscrows"];
        put?: never;
        /**
         * Create an escrow hold (debitPayer locks the payer's available at once)
         * @description Creates a hold of `amount` between a payer and a payee. By default it starts awaiting_funding and nothing is locked: fund it with a checkout session (or `checkout: true` here). With `debitPayer: true` the amount plus fees is taken from the payer's available balance at once and the hold starts held (422 INSUFFICIENT_BALANCE when it cannot, and no escrow is left behind). The payer is a customer (customerId) or a guest (e-mail, optional name and phone); the payee is always a customer. Webhooks: escrow.created, then escrow.funded when it is funded. Time protects both sides: `inspectionPeriod` (seconds) releases the rest of the hold to the payee that long after funding unless a dispute is opened first (`releaseAt` shows when), and `fundingDeadline` cancels the hold if it is still unfunded then (cleared once the hold is funded); a deadline in the past or more than 365 days ahead is 400 INVALID_REQUEST naming the field, and `fundingDeadline` with `debitPayer` is 422 INVALID_REQUEST (details.fields [fundingDeadline, debitPayer]: such a hold is funded at once). Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["createEscrow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escrows/{escrowId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an escrow
         * @description One escrow with its amounts (decimal naira) and status.
         */
        get: operations["getEscrow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escrows/{escrowId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release all (amount omitted) or part of the remaining hold to the payee's available
         * @description Moves the whole remaining hold (amount left out) or part of it to the payee's available balance. Allowed while held or partially_released (else 409 ESCROW_INVALID_STATE); an amount above the remaining hold is 400 INVALID_RELEASE. Webhook: escrow.partially_released, or escrow.released when nothing remains. Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["releaseEscrow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escrows/{escrowId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund all (amount omitted) or part of the remaining hold to the payer
         * @description Returns the whole remaining hold (amount left out) or part of it to the payer. A customer payer gets it in their available balance at once; a guest payer is refunded through the payment provider (pendingProviderRefund is true until it completes; with test keys the sandbox completes it before this answers). Fees already taken are not refunded. Webhook: escrow.refunded. Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["refundEscrow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escrows/{escrowId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an unfunded escrow (reason stored)
         * @description Cancels a hold that was never funded (awaiting_funding); nothing moves. A hold with a fundingDeadline is cancelled the same way by itself when the deadline passes. A funded hold is refunded instead (409 ESCROW_NOT_CANCELLABLE). A payment that arrives after the cancel is credited to the payer's available balance. Webhook: escrow.cancelled. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["cancelEscrow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escrows/{escrowId}/deadlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set, move or remove the hold's deadlines (inspectionPeriod, releaseAt, fundingDeadline)
         * @description Sets (a value), moves or removes (null) the hold's deadlines; fields left out stay as they are. Before funding: inspectionPeriod and fundingDeadline; once funded (held or partially_released): releaseAt. A field the status makes moot is 409 ESCROW_INVALID_STATE with `details.field` (releaseAt before funding or while disputed, a fundingDeadline once funded); a deadline whose time has already come is 409 DEADLINE_PASSED (its automatic release or cancel is under way); a new time in the past or more than 365 days ahead is 400 INVALID_REQUEST naming the field. Times are judged by the hold's clock (real time plus testClockOffset). Webhook: escrow.deadlines_updated with the previous values. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["updateEscrowDeadlines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escrows/{escrowId}/test_clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: run this hold's clock ahead, so its deadlines come due (test keys only)
         * @description Test keys only (403 with a live key): runs this one hold's clock `seconds` ahead, as a Stripe test clock does, so its deadlines come due now: a passed releaseAt releases the rest of the hold and a passed fundingDeadline cancels it within seconds, with the real webhooks (escrow.released with meta.automatic, escrow.cancelled). No other hold is touched. The offset adds up (testClockOffset): one call moves it 1 second to 365 days, and in all it runs at most 730 days ahead; a call past that is 400 INVALID_REQUEST with details.fields [seconds] and details.testClockOffset (how far it already is). A released, refunded or cancelled hold is 409 ESCROW_INVALID_STATE. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["advanceEscrowTestClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escrows/{escrowId}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open dispute, else the latest resolved one
         * @description The escrow's open dispute, else its latest resolved one; 404 when it never had one.
         */
        get: operations["getDispute"];
        put?: never;
        /**
         * Open a dispute on a funded escrow
         * @description Opens a dispute on a funded hold (held or partially_released); the escrow becomes disputed and release and refund are refused until the dispute is resolved. A dispute stops the clock: releaseAt is removed and the resolution settles the hold. One open dispute per hold (409 DISPUTE_EXISTS). Webhook: dispute.opened. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["openDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/escrows/{escrowId}/disputes/{disputeId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve the open dispute: release, refund or split the remaining hold
         * @description Settles the open dispute: release (all remaining to the payee), refund (all remaining to the payer) or split (releaseAmount + refundAmount, which must add up to the remaining hold). Webhooks: dispute.resolved plus the events of the movements. Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["resolveDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List checkout sessions, newest first
         * @description Checkout sessions, newest first; filter by status, escrowId or customerId.
         */
        get: operations["listCheckoutSessions"];
        put?: never;
        /**
         * Create a checkout session for an escrow (funds the hold) or a customer (tops up the wallet); an unfunded hold reuses its pending session (200)
         * @description Opens a hosted payment page, for an escrow (funds the hold: the amount must equal it, else 400 AMOUNT_MISMATCH; 409 ESCROW_NOT_PAYABLE unless awaiting_funding) or for a customer (tops up the available balance; amount required). The payer is charged the amount plus the collection fee (1.5%, plus ₦100 from ₦2,500, at most ₦2,000) and any merchantFee. An unfunded hold keeps one pending session: creating again returns it (200). Webhooks: payment.pending now, payment.succeeded and escrow.funded (or wallet.credited) when paid. Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/sessions/{checkoutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a checkout session
         * @description One checkout session with its fee quote and, once paid, its paymentId.
         */
        get: operations["getCheckoutSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/checkouts/{checkoutId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: pay (success) or decline (failure) a session, as the hosted page's buttons do; answers after booking
         * @description Test keys only: pays (success) or declines (failure) a pending session as the hosted sandbox page's buttons do, and answers once the payment is booked: the payment for a success, the failed session for a failure. The webhooks follow as for a real payment. No Idempotency-Key: a session is paid at most once, so calling again answers the same payment (a Decline after a Pay is 409 INVALID_REQUEST).
         */
        post: operations["completeSandboxCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quote the fees of a collection, transfer or deposit
         * @description Quotes what a collection (checkout), transfer (withdrawal) or deposit (inbound transfer) of `amount` costs, with the same rules the service charges. Fees may have kobo (decimals). Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira.
         */
        get: operations["quoteFees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/lookups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up a BVN or NIN (nothing is stored)
         * @description Looks up the person behind a BVN or NIN. Nothing is stored. Test keys answer from sandbox data (environment: sandbox).
         */
        post: operations["lookUpIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nigerian banks and their codes
         * @description Nigerian banks and their codes, for bankCode in withdrawals and account checks.
         */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/bank-accounts/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve the name on a bank account (nothing is saved)
         * @description Resolves the name on a bank account before you pay out to it. Nothing is saved. An account the bank cannot resolve is 502 PROVIDER_ERROR.
         */
        post: operations["verifyBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List withdrawals, newest first
         * @description Withdrawals, newest first; filter by status or customerId.
         */
        get: operations["listWithdrawals"];
        put?: never;
        /**
         * Pay out from a customer's available balance to a bank account (answers in processing; the outcome comes as withdrawal.completed or withdrawal.failed)
         * @description Pays out from a customer's available balance to a bank account. The balance is debited the amount plus the transfer fee (₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above, plus a quarter of it as platform fee) and any merchantFee; the bank receives the amount. Above the available balance: 400 INSUFFICIENT_BALANCE with details.available and details.requested. The answer is processing: the outcome comes as withdrawal.completed, or withdrawal.failed with the money back. Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/withdrawals/{withdrawalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a withdrawal (the account shows as last4, bankCode and accountName)
         * @description One withdrawal. The destination shows as last4, bankCode and accountName: the full account number is never returned.
         */
        get: operations["getWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List statement rows (one per involved customer of a ledger event), newest first
         * @description Statement rows: one per customer involved in a ledger event. direction says which balance moved: in / out the available balance, locked / unlocked the held one. A release gives the payer an escrow_released / unlocked row (the hold left the payer for the payee: not money returned) and the payee a wallet_funded / in row; a refund gives the payer escrow_refunded / unlocked (back into available). Filter by customer, type, direction, relatedId and a period on createdAt.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export statement rows as CSV (default) or a PDF statement; the newest 5000 matching rows at most
         * @description The same rows as GET /transactions (same filters, no paging) as a CSV file or a PDF statement; the newest 5000 at most (x-export-truncated says when there were more).
         */
        get: operations["exportTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a ledger event with one entry per involved customer
         * @description One ledger event with one entry per customer it involved.
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook events sent (or to be sent) to this merchant, newest first
         * @description The webhook events of your account on the key's plane, newest first, each as delivered (the same body your endpoint receives) with its delivery status. Use it to catch up after downtime. Filter by type, objectId (any escrow, withdrawal, checkout, wallet, payment or dispute id in the event) and a period.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the events as they are recorded (server-sent events), oldest first, each once
         * @description Follows your events as they are recorded: one request for as long as you stay connected, each event sent once, oldest first, within about a second of being recorded, as a `text/event-stream` message: `id:` the event id, `event:` its type, `data:` the event as GET /events lists it. Without startDate, from now on; with it, the events since then come first. A comment line comes every 15 seconds when nothing happens. Opening a stream counts in its own rate-limit family (`event_stream`), so following takes nothing of the other families. `cli listen` follows this stream.
         */
        get: operations["followEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event as delivered, with its delivery status and every attempt
         * @description One event as delivered, with every delivery attempt: when, to which URL, what your endpoint answered and how long it took.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event once more to the current webhookUrl (one attempt, answered with its outcome); 409 while its own delivery is still pending
         * @description Sends the event once more to your current webhookUrl, now, and answers with the outcome of that one attempt. It does not change the event's own delivery; 409 EVENT_DELIVERY_PENDING while that is still in progress. Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.
         */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "payment.pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A checkout session was created (its first creation only); data is the session.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookPaymentPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A checkout payment succeeded and was booked; data is the payment.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookPaymentSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "wallet.credited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's available balance grew: a transfer to the virtual account, a paid top-up checkout, a sandbox credit, or a payment its hold could no longer take.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookWalletCredited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "escrow.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An escrow hold was created; data is the escrow.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookEscrowCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "escrow.funded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The hold was funded, by checkout or from the payer's available (debitPayer); it is now held.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookEscrowFunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "escrow.partially_released": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Part of the hold moved to the payee's available; some remains held.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookEscrowPartiallyReleased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "escrow.released": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The last of the hold moved to the payee (remainingAmount is 0 and some went to the payee): by your release, a dispute's resolution, or the hold's own releaseAt (meta.automatic).
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookEscrowReleased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "escrow.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A refund moved money back to the payer (at once for a customer, after the provider's refund for a guest).
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookEscrowRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "escrow.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An unfunded hold was cancelled, by you or by its own fundingDeadline (meta.automatic; cancelledReason funding_deadline_passed); nothing moved.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookEscrowCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "escrow.deadlines_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * You set, moved or removed a deadline of the hold (POST /escrows/{escrowId}/deadlines); data has the new values.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookEscrowDeadlinesUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dispute.opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A dispute was opened; data is the dispute.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookDisputeOpened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dispute.resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A dispute was settled; the movement's own escrow events follow.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookDisputeResolved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payout was accepted and its amount plus fees reserved from available.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookWithdrawalCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The transfer was sent to the bank.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookWithdrawalProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bank transfer succeeded.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookWithdrawalCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bank transfer failed; the reserved money is back in available and failureReason says why.
         * @description POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.
         */
        post: operations["webhookWithdrawalFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCustomers: {
        parameters: {
            query?: {
                /** @description Items per page: 1 to 100, default 20. */
                limit?: number;
                /** @description Items to skip: the previous offset + limit for the next page; default 0. Not with a non-zero offset and `startingAfter` together. */
                offset?: number;
                /** @description A cursor page instead of an offset page: the items after this one in the list's order, with the same filters. An item's id (`/transactions`: its transactionId and customerId joined by a colon; a bare transactionId stands after all of that transaction's rows), or the previous page's `nextCursor`. Costs the same at any depth; items created meanwhile do not shift it. A cursor that names no item of this list is 400 INVALID_REQUEST. */
                startingAfter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description This page of customers, newest first. */
                            customers: {
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                                /** @description Given name, trimmed; 1 to 100 visible characters. */
                                firstName: string;
                                /** @description Family name, trimmed; 1 to 100 visible characters. */
                                lastName: string;
                                /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                email: string;
                                /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                phone: string;
                                /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                                walletId: string;
                                /** @description The wallet's two balances. */
                                balances: {
                                    /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    available: number;
                                    /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    held: number;
                                };
                                /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                                account: {
                                    /** @description The 10-digit NUBAN account number. */
                                    accountNumber: string;
                                    /** @description The name on the bank account, as the bank resolved it. */
                                    accountName: string;
                                    /** @description The bank's name. */
                                    bankName: string;
                                    /** @description The bank's code (GET /identity/banks). */
                                    bankCode: string;
                                    /** @description ISO 4217 currency code; only NGN. */
                                    currency: string;
                                } | null;
                                /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                                createdAt: string;
                            }[];
                            /** @description Where this page is in the whole list. */
                            pagination: {
                                /** @description Number of items matching the filters, on every page. */
                                total: number;
                                /** @description Items on this page at most (the `limit` sent, default 20). */
                                limit: number;
                                /** @description Items skipped before this page; null on a cursor page (`startingAfter`), whose position is not counted. */
                                offset: number | null;
                                /** @description true exactly when offset + limit < total: ask for the next page. On a cursor page: items follow this page. */
                                hasMore: boolean;
                                /** @description Cursor pages only: `startingAfter` for the next page, null on the last page. */
                                nextCursor?: string | null;
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Given name, trimmed; 1 to 100 visible characters. */
                    firstName: string;
                    /** @description Family name, trimmed; 1 to 100 visible characters. */
                    lastName: string;
                    /**
                     * Format: email
                     * @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later.
                     */
                    email: string;
                    /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /** @description Given name, trimmed; 1 to 100 visible characters. */
                            firstName: string;
                            /** @description Family name, trimmed; 1 to 100 visible characters. */
                            lastName: string;
                            /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                            email: string;
                            /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                            phone: string;
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string;
                            /** @description The wallet's two balances. */
                            balances: {
                                /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                available: number;
                                /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                held: number;
                            };
                            /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                            account: {
                                /** @description The 10-digit NUBAN account number. */
                                accountNumber: string;
                                /** @description The name on the bank account, as the bank resolved it. */
                                accountName: string;
                                /** @description The bank's name. */
                                bankName: string;
                                /** @description The bank's code (GET /identity/banks). */
                                bankCode: string;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                            } | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer (`cus_` + 24 characters). */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /** @description Given name, trimmed; 1 to 100 visible characters. */
                            firstName: string;
                            /** @description Family name, trimmed; 1 to 100 visible characters. */
                            lastName: string;
                            /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                            email: string;
                            /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                            phone: string;
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string;
                            /** @description The wallet's two balances. */
                            balances: {
                                /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                available: number;
                                /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                held: number;
                            };
                            /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                            account: {
                                /** @description The 10-digit NUBAN account number. */
                                accountNumber: string;
                                /** @description The name on the bank account, as the bank resolved it. */
                                accountName: string;
                                /** @description The bank's name. */
                                bankName: string;
                                /** @description The bank's code (GET /identity/banks). */
                                bankCode: string;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                            } | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer (`cus_` + 24 characters). */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /**
                             * @description Always true: the customer and its wallet are gone.
                             * @constant
                             */
                            deleted: true;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer (`cus_` + 24 characters). */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Given name, trimmed; 1 to 100 visible characters. */
                    firstName?: string;
                    /** @description Family name, trimmed; 1 to 100 visible characters. */
                    lastName?: string;
                    /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                    phone?: string;
                    /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                    email?: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /** @description Given name, trimmed; 1 to 100 visible characters. */
                            firstName: string;
                            /** @description Family name, trimmed; 1 to 100 visible characters. */
                            lastName: string;
                            /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                            email: string;
                            /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                            phone: string;
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string;
                            /** @description The wallet's two balances. */
                            balances: {
                                /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                available: number;
                                /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                held: number;
                            };
                            /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                            account: {
                                /** @description The 10-digit NUBAN account number. */
                                accountNumber: string;
                                /** @description The name on the bank account, as the bank resolved it. */
                                accountName: string;
                                /** @description The bank's name. */
                                bankName: string;
                                /** @description The bank's code (GET /identity/banks). */
                                bankCode: string;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                            } | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    listWallets: {
        parameters: {
            query?: {
                /** @description Items per page: 1 to 100, default 20. */
                limit?: number;
                /** @description Items to skip: the previous offset + limit for the next page; default 0. Not with a non-zero offset and `startingAfter` together. */
                offset?: number;
                /** @description A cursor page instead of an offset page: the items after this one in the list's order, with the same filters. An item's id (`/transactions`: its transactionId and customerId joined by a colon; a bare transactionId stands after all of that transaction's rows), or the previous page's `nextCursor`. Costs the same at any depth; items created meanwhile do not shift it. A cursor that names no item of this list is 400 INVALID_REQUEST. */
                startingAfter?: string;
                /** @description The customer (`cus_` + 24 characters). */
                customerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description This page of wallets, newest first. */
                            wallets: {
                                /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                                walletId: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                                /** @description The wallet's two balances. */
                                balances: {
                                    /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    available: number;
                                    /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    held: number;
                                };
                                /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                                account: {
                                    /** @description The 10-digit NUBAN account number. */
                                    accountNumber: string;
                                    /** @description The name on the bank account, as the bank resolved it. */
                                    accountName: string;
                                    /** @description The bank's name. */
                                    bankName: string;
                                    /** @description The bank's code (GET /identity/banks). */
                                    bankCode: string;
                                    /** @description ISO 4217 currency code; only NGN. */
                                    currency: string;
                                } | null;
                                /**
                                 * @description none: never provisioned; pending: the provider is validating (live keys); active: `account` is set; failed: see accountFailureReason.
                                 * @enum {string}
                                 */
                                accountStatus: "none" | "pending" | "active" | "failed";
                                /** @description The provider's reason when its validation failed, else null. */
                                accountFailureReason: string | null;
                                /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                                createdAt: string;
                            }[];
                            /** @description Where this page is in the whole list. */
                            pagination: {
                                /** @description Number of items matching the filters, on every page. */
                                total: number;
                                /** @description Items on this page at most (the `limit` sent, default 20). */
                                limit: number;
                                /** @description Items skipped before this page; null on a cursor page (`startingAfter`), whose position is not counted. */
                                offset: number | null;
                                /** @description true exactly when offset + limit < total: ask for the next page. On a cursor page: items follow this page. */
                                hasMore: boolean;
                                /** @description Cursor pages only: `startingAfter` for the next page, null on the last page. */
                                nextCursor?: string | null;
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    createWallet: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The customer (`cus_` + 24 characters). */
                    customerId: string;
                    /** @description The customer's 11-digit Bank Verification Number; its name must match the customer's. Not stored. */
                    bvn: string;
                    /** @description The bank's code (GET /identity/banks). */
                    bankCode?: string;
                    /** @description The 10-digit NUBAN account number; used for this call and never returned in full. */
                    accountNumber?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The wallet's two balances. */
                            balances: {
                                /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                available: number;
                                /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                held: number;
                            };
                            /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                            account: {
                                /** @description The 10-digit NUBAN account number. */
                                accountNumber: string;
                                /** @description The name on the bank account, as the bank resolved it. */
                                accountName: string;
                                /** @description The bank's name. */
                                bankName: string;
                                /** @description The bank's code (GET /identity/banks). */
                                bankCode: string;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                            } | null;
                            /**
                             * @description none: never provisioned; pending: the provider is validating (live keys); active: `account` is set; failed: see accountFailureReason.
                             * @enum {string}
                             */
                            accountStatus: "none" | "pending" | "active" | "failed";
                            /** @description The provider's reason when its validation failed, else null. */
                            accountFailureReason: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The wallet's two balances. */
                            balances: {
                                /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                available: number;
                                /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                held: number;
                            };
                            /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                            account: {
                                /** @description The 10-digit NUBAN account number. */
                                accountNumber: string;
                                /** @description The name on the bank account, as the bank resolved it. */
                                accountName: string;
                                /** @description The bank's name. */
                                bankName: string;
                                /** @description The bank's code (GET /identity/banks). */
                                bankCode: string;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                            } | null;
                            /**
                             * @description none: never provisioned; pending: the provider is validating (live keys); active: `account` is set; failed: see accountFailureReason.
                             * @enum {string}
                             */
                            accountStatus: "none" | "pending" | "active" | "failed";
                            /** @description The provider's reason when its validation failed, else null. */
                            accountFailureReason: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description PROVIDER_ERROR: the payment or identity provider refused or failed; retry with the same Idempotency-Key */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                walletId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The wallet's two balances. */
                            balances: {
                                /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                available: number;
                                /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                held: number;
                            };
                            /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                            account: {
                                /** @description The 10-digit NUBAN account number. */
                                accountNumber: string;
                                /** @description The name on the bank account, as the bank resolved it. */
                                accountName: string;
                                /** @description The bank's name. */
                                bankName: string;
                                /** @description The bank's code (GET /identity/banks). */
                                bankCode: string;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                            } | null;
                            /**
                             * @description none: never provisioned; pending: the provider is validating (live keys); active: `account` is set; failed: see accountFailureReason.
                             * @enum {string}
                             */
                            accountStatus: "none" | "pending" | "active" | "failed";
                            /** @description The provider's reason when its validation failed, else null. */
                            accountFailureReason: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    creditWallet: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                walletId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The gross amount of the simulated transfer; available grows by it minus the deposit fee. In whole naira (2500 is ₦2,500), not kobo. */
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The wallet's two balances. */
                            balances: {
                                /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                available: number;
                                /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                held: number;
                            };
                            /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                            account: {
                                /** @description The 10-digit NUBAN account number. */
                                accountNumber: string;
                                /** @description The name on the bank account, as the bank resolved it. */
                                accountName: string;
                                /** @description The bank's name. */
                                bankName: string;
                                /** @description The bank's code (GET /identity/banks). */
                                bankCode: string;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                            } | null;
                            /**
                             * @description none: never provisioned; pending: the provider is validating (live keys); active: `account` is set; failed: see accountFailureReason.
                             * @enum {string}
                             */
                            accountStatus: "none" | "pending" | "active" | "failed";
                            /** @description The provider's reason when its validation failed, else null. */
                            accountFailureReason: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    listEscrows: {
        parameters: {
            query?: {
                /** @description Items per page: 1 to 100, default 20. */
                limit?: number;
                /** @description Items to skip: the previous offset + limit for the next page; default 0. Not with a non-zero offset and `startingAfter` together. */
                offset?: number;
                /** @description A cursor page instead of an offset page: the items after this one in the list's order, with the same filters. An item's id (`/transactions`: its transactionId and customerId joined by a colon; a bare transactionId stands after all of that transaction's rows), or the previous page's `nextCursor`. Costs the same at any depth; items created meanwhile do not shift it. A cursor that names no item of this list is 400 INVALID_REQUEST. */
                startingAfter?: string;
                /** @description Only escrows in this status. */
                status?: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                /** @description Only escrows where this customer is the payer or the payee. */
                customerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description This page of escrows, newest first. */
                            escrows: {
                                /** @description The escrow hold (`esc_` + 24 characters). */
                                escrowId: string;
                                /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                                reference: string;
                                /**
                                 * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                                 * @enum {string}
                                 */
                                status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                                /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                amount: number;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                                /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                releasedAmount: number;
                                /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                refundedAmount: number;
                                /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                remainingAmount: number;
                                /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                feeAmount: number;
                                /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                merchantFee: number;
                                /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                                parties: ({
                                    /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                                    role: string;
                                    /** @description The customer (`cus_` + 24 characters). */
                                    customerId: string;
                                } | {
                                    /**
                                     * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                                     * @constant
                                     */
                                    role: "payer";
                                    /** @description The customer (`cus_` + 24 characters). */
                                    customerId: null;
                                    /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                                    guest: {
                                        /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                        email: string;
                                        /** @description Display name. */
                                        name: string | null;
                                        /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                        phone: string | null;
                                    };
                                })[];
                                /** @description Your free text about the deal, or null. */
                                description: string | null;
                                /** @description The reason given when the hold was cancelled, else null. */
                                cancelledReason: string | null;
                                /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                                fundedAt: string | null;
                                /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                                releasedAt: string | null;
                                /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                                refundedAt: string | null;
                                /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                                pendingProviderRefund: boolean;
                                /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                                createdAt: string;
                                /** @description Seconds from funding to the automatic release, or null for none. */
                                inspectionPeriod: number | null;
                                /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                                releaseAt: string | null;
                                /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                                fundingDeadline: string | null;
                                /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                                testClockOffset: number;
                            }[];
                            /** @description Where this page is in the whole list. */
                            pagination: {
                                /** @description Number of items matching the filters, on every page. */
                                total: number;
                                /** @description Items on this page at most (the `limit` sent, default 20). */
                                limit: number;
                                /** @description Items skipped before this page; null on a cursor page (`startingAfter`), whose position is not counted. */
                                offset: number | null;
                                /** @description true exactly when offset + limit < total: ask for the next page. On a cursor page: items follow this page. */
                                hasMore: boolean;
                                /** @description Cursor pages only: `startingAfter` for the next page, null on the last page. */
                                nextCursor?: string | null;
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    createEscrow: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Your own reference, unique per merchant (a repeat is 409 DUPLICATE_REFERENCE); trimmed, 1 to 100 visible characters. */
                    reference: string;
                    /** @description The hold's total, before fees: 1 to 100,000,000. In whole naira (2500 is ₦2,500), not kobo. */
                    amount: number;
                    /**
                     * @description ISO 4217 currency code; only NGN.
                     * @constant
                     */
                    currency: "NGN";
                    /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                    parties: {
                        /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                        role: string;
                        /** @description The customer (`cus_` + 24 characters). */
                        customerId?: string;
                        /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                        guest?: {
                            /**
                             * Format: email
                             * @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later.
                             */
                            email: string;
                            /** @description The guest's name, for your records; trimmed, at most 200 characters. */
                            name?: string;
                            /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                            phone?: string;
                        };
                    }[];
                    /** @description Free text about the deal, kept with the escrow; at most 1000 characters. */
                    description?: string;
                    /** @description true: lock the amount (plus fees) from the payer's available balance at once, so the hold starts held; the payer must be a customer. Not with checkout. */
                    debitPayer?: boolean;
                    /** @description true: also open a hosted checkout session that funds this hold; the answer carries its checkoutUrl. Not with debitPayer. */
                    checkout?: boolean;
                    /** @description Where the hosted checkout page sends the payer afterwards: https on a public host, at most 2048 characters. Default: your account's callback URL. */
                    callbackUrl?: string;
                    /** @description Your own fixed surcharge, added to the fees and credited to your settlement balance when the money moves. In whole naira (2500 is ₦2,500), not kobo. Default 0. */
                    merchantFee?: number;
                    /** @description Seconds from funding until the rest of the hold is released to the payee automatically, unless a dispute is opened first: 60 (a minute) to 31536000 (365 days); 604800 is 7 days. */
                    inspectionPeriod?: number;
                    /**
                     * Format: date-time
                     * @description When the hold, if still unfunded, is cancelled automatically (cancelledReason funding_deadline_passed). ISO 8601 with a time zone (2026-12-01T18:00:00Z or 2026-12-01T19:00:00+01:00); in the future and at most 365 days ahead.
                     */
                    fundingDeadline?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                            reference: string;
                            /**
                             * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                             * @enum {string}
                             */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            remainingAmount: number;
                            /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            feeAmount: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                            parties: ({
                                /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                                role: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                            } | {
                                /**
                                 * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                                 * @constant
                                 */
                                role: "payer";
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: null;
                                /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                                guest: {
                                    /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                    email: string;
                                    /** @description Display name. */
                                    name: string | null;
                                    /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                    phone: string | null;
                                };
                            })[];
                            /** @description Your free text about the deal, or null. */
                            description: string | null;
                            /** @description The reason given when the hold was cancelled, else null. */
                            cancelledReason: string | null;
                            /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                            fundedAt: string | null;
                            /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                            releasedAt: string | null;
                            /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                            refundedAt: string | null;
                            /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                            pendingProviderRefund: boolean;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description Seconds from funding to the automatic release, or null for none. */
                            inspectionPeriod: number | null;
                            /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                            releaseAt: string | null;
                            /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                            fundingDeadline: string | null;
                            /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                            testClockOffset: number;
                            /** @description The hold's checkout session, when it was created with checkout: true: send the payer to its checkoutUrl. */
                            checkout?: {
                                /** @description The checkout session (`chk_` + 24 characters). */
                                checkoutId: string;
                                /** @description The hosted payment page to send the payer to. */
                                checkoutUrl: string;
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A semantic rule refused the request (e.g. INSUFFICIENT_BALANCE with debitPayer); nothing was created */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description PROVIDER_ERROR: the payment or identity provider refused or failed; retry with the same Idempotency-Key */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getEscrow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The escrow hold (`esc_` + 24 characters). */
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                            reference: string;
                            /**
                             * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                             * @enum {string}
                             */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            remainingAmount: number;
                            /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            feeAmount: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                            parties: ({
                                /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                                role: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                            } | {
                                /**
                                 * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                                 * @constant
                                 */
                                role: "payer";
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: null;
                                /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                                guest: {
                                    /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                    email: string;
                                    /** @description Display name. */
                                    name: string | null;
                                    /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                    phone: string | null;
                                };
                            })[];
                            /** @description Your free text about the deal, or null. */
                            description: string | null;
                            /** @description The reason given when the hold was cancelled, else null. */
                            cancelledReason: string | null;
                            /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                            fundedAt: string | null;
                            /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                            releasedAt: string | null;
                            /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                            refundedAt: string | null;
                            /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                            pendingProviderRefund: boolean;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description Seconds from funding to the automatic release, or null for none. */
                            inspectionPeriod: number | null;
                            /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                            releaseAt: string | null;
                            /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                            fundingDeadline: string | null;
                            /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                            testClockOffset: number;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    releaseEscrow: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The escrow hold (`esc_` + 24 characters). */
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description How much of the remaining hold to release; left out: all of it. In whole naira (2500 is ₦2,500), not kobo. */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                            reference: string;
                            /**
                             * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                             * @enum {string}
                             */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            remainingAmount: number;
                            /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            feeAmount: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                            parties: ({
                                /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                                role: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                            } | {
                                /**
                                 * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                                 * @constant
                                 */
                                role: "payer";
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: null;
                                /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                                guest: {
                                    /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                    email: string;
                                    /** @description Display name. */
                                    name: string | null;
                                    /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                    phone: string | null;
                                };
                            })[];
                            /** @description Your free text about the deal, or null. */
                            description: string | null;
                            /** @description The reason given when the hold was cancelled, else null. */
                            cancelledReason: string | null;
                            /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                            fundedAt: string | null;
                            /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                            releasedAt: string | null;
                            /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                            refundedAt: string | null;
                            /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                            pendingProviderRefund: boolean;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description Seconds from funding to the automatic release, or null for none. */
                            inspectionPeriod: number | null;
                            /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                            releaseAt: string | null;
                            /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                            fundingDeadline: string | null;
                            /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                            testClockOffset: number;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    refundEscrow: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The escrow hold (`esc_` + 24 characters). */
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description How much of the remaining hold to refund; left out: all of it. In whole naira (2500 is ₦2,500), not kobo. */
                    amount?: number;
                    /** @description Your reason, kept with the escrow; at most 500 characters. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                            reference: string;
                            /**
                             * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                             * @enum {string}
                             */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            remainingAmount: number;
                            /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            feeAmount: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                            parties: ({
                                /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                                role: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                            } | {
                                /**
                                 * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                                 * @constant
                                 */
                                role: "payer";
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: null;
                                /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                                guest: {
                                    /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                    email: string;
                                    /** @description Display name. */
                                    name: string | null;
                                    /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                    phone: string | null;
                                };
                            })[];
                            /** @description Your free text about the deal, or null. */
                            description: string | null;
                            /** @description The reason given when the hold was cancelled, else null. */
                            cancelledReason: string | null;
                            /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                            fundedAt: string | null;
                            /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                            releasedAt: string | null;
                            /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                            refundedAt: string | null;
                            /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                            pendingProviderRefund: boolean;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description Seconds from funding to the automatic release, or null for none. */
                            inspectionPeriod: number | null;
                            /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                            releaseAt: string | null;
                            /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                            fundingDeadline: string | null;
                            /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                            testClockOffset: number;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    cancelEscrow: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The escrow hold (`esc_` + 24 characters). */
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Your reason, kept with the escrow; at most 500 characters. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                            reference: string;
                            /**
                             * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                             * @enum {string}
                             */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            remainingAmount: number;
                            /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            feeAmount: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                            parties: ({
                                /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                                role: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                            } | {
                                /**
                                 * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                                 * @constant
                                 */
                                role: "payer";
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: null;
                                /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                                guest: {
                                    /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                    email: string;
                                    /** @description Display name. */
                                    name: string | null;
                                    /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                    phone: string | null;
                                };
                            })[];
                            /** @description Your free text about the deal, or null. */
                            description: string | null;
                            /** @description The reason given when the hold was cancelled, else null. */
                            cancelledReason: string | null;
                            /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                            fundedAt: string | null;
                            /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                            releasedAt: string | null;
                            /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                            refundedAt: string | null;
                            /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                            pendingProviderRefund: boolean;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description Seconds from funding to the automatic release, or null for none. */
                            inspectionPeriod: number | null;
                            /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                            releaseAt: string | null;
                            /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                            fundingDeadline: string | null;
                            /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                            testClockOffset: number;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    updateEscrowDeadlines: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The escrow hold (`esc_` + 24 characters). */
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Seconds from funding until the rest of the hold is released to the payee automatically, unless a dispute is opened first: 60 (a minute) to 31536000 (365 days); 604800 is 7 days. null removes it. Before funding only. */
                    inspectionPeriod?: number | null;
                    /** @description When the rest of the funded hold is released to the payee automatically. ISO 8601 with a time zone (2026-12-01T18:00:00Z or 2026-12-01T19:00:00+01:00); in the future and at most 365 days ahead. null removes it. Once funded only (held or partially_released). */
                    releaseAt?: string | null;
                    /** @description When the hold, if still unfunded, is cancelled automatically (cancelledReason funding_deadline_passed). ISO 8601 with a time zone (2026-12-01T18:00:00Z or 2026-12-01T19:00:00+01:00); in the future and at most 365 days ahead. null removes it. Before funding only. */
                    fundingDeadline?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                            reference: string;
                            /**
                             * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                             * @enum {string}
                             */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            remainingAmount: number;
                            /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            feeAmount: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                            parties: ({
                                /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                                role: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                            } | {
                                /**
                                 * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                                 * @constant
                                 */
                                role: "payer";
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: null;
                                /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                                guest: {
                                    /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                    email: string;
                                    /** @description Display name. */
                                    name: string | null;
                                    /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                    phone: string | null;
                                };
                            })[];
                            /** @description Your free text about the deal, or null. */
                            description: string | null;
                            /** @description The reason given when the hold was cancelled, else null. */
                            cancelledReason: string | null;
                            /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                            fundedAt: string | null;
                            /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                            releasedAt: string | null;
                            /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                            refundedAt: string | null;
                            /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                            pendingProviderRefund: boolean;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description Seconds from funding to the automatic release, or null for none. */
                            inspectionPeriod: number | null;
                            /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                            releaseAt: string | null;
                            /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                            fundingDeadline: string | null;
                            /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                            testClockOffset: number;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    advanceEscrowTestClock: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The escrow hold (`esc_` + 24 characters). */
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How far to run this hold's sandbox clock ahead, in seconds (604800 is 7 days); at most 365 days a call. */
                    seconds: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                            reference: string;
                            /**
                             * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                             * @enum {string}
                             */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            remainingAmount: number;
                            /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            feeAmount: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                            parties: ({
                                /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                                role: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                            } | {
                                /**
                                 * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                                 * @constant
                                 */
                                role: "payer";
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: null;
                                /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                                guest: {
                                    /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                    email: string;
                                    /** @description Display name. */
                                    name: string | null;
                                    /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                    phone: string | null;
                                };
                            })[];
                            /** @description Your free text about the deal, or null. */
                            description: string | null;
                            /** @description The reason given when the hold was cancelled, else null. */
                            cancelledReason: string | null;
                            /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                            fundedAt: string | null;
                            /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                            releasedAt: string | null;
                            /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                            refundedAt: string | null;
                            /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                            pendingProviderRefund: boolean;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description Seconds from funding to the automatic release, or null for none. */
                            inspectionPeriod: number | null;
                            /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                            releaseAt: string | null;
                            /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                            fundingDeadline: string | null;
                            /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                            testClockOffset: number;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The escrow hold (`esc_` + 24 characters). */
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The dispute (`dsp_` + 24 characters). */
                            disputeId: string;
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /**
                             * @description open until resolved; a resolved dispute cannot be resolved again.
                             * @enum {string}
                             */
                            status: "open" | "resolved";
                            /** @description Who opened the dispute: a free label of yours (payer, payee, support...); not verified. */
                            openedBy: string;
                            /** @description Why, as a free label of yours. */
                            reasonCode: string;
                            /** @description What happened, as given when the dispute was opened. */
                            description: string;
                            /** @description How the dispute was settled; null while open. */
                            resolution: ("release" | "refund" | "split") | null;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description When the dispute was resolved, or null (ISO 8601, UTC, millisecond precision). */
                            resolvedAt: string | null;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    openDispute: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The escrow hold (`esc_` + 24 characters). */
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Who opened the dispute: a free label of yours (payer, payee, support...); not verified. */
                    openedBy: string;
                    /** @description Why, as a free label of yours. */
                    reasonCode: string;
                    /** @description What happened, in the words of whoever opened it; at most 2000 characters. */
                    description: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The dispute (`dsp_` + 24 characters). */
                            disputeId: string;
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /**
                             * @description open until resolved; a resolved dispute cannot be resolved again.
                             * @enum {string}
                             */
                            status: "open" | "resolved";
                            /** @description Who opened the dispute: a free label of yours (payer, payee, support...); not verified. */
                            openedBy: string;
                            /** @description Why, as a free label of yours. */
                            reasonCode: string;
                            /** @description What happened, as given when the dispute was opened. */
                            description: string;
                            /** @description How the dispute was settled; null while open. */
                            resolution: ("release" | "refund" | "split") | null;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description When the dispute was resolved, or null (ISO 8601, UTC, millisecond precision). */
                            resolvedAt: string | null;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    resolveDispute: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The escrow hold (`esc_` + 24 characters). */
                escrowId: string;
                /** @description The dispute (`dsp_` + 24 characters). */
                disputeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description release: all remaining to the payee; refund: all remaining to the payer; split: releaseAmount to the payee and refundAmount to the payer.
                     * @enum {string}
                     */
                    action: "release" | "refund" | "split";
                    /** @description For split: the part of the remaining hold to release to the payee. In whole naira (2500 is ₦2,500), not kobo. */
                    releaseAmount?: number;
                    /** @description For split: the part of the remaining hold to refund to the payer. In whole naira (2500 is ₦2,500), not kobo. */
                    refundAmount?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The dispute (`dsp_` + 24 characters). */
                            disputeId: string;
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /**
                             * @description open until resolved; a resolved dispute cannot be resolved again.
                             * @enum {string}
                             */
                            status: "open" | "resolved";
                            /** @description Who opened the dispute: a free label of yours (payer, payee, support...); not verified. */
                            openedBy: string;
                            /** @description Why, as a free label of yours. */
                            reasonCode: string;
                            /** @description What happened, as given when the dispute was opened. */
                            description: string;
                            /** @description How the dispute was settled; null while open. */
                            resolution: ("release" | "refund" | "split") | null;
                            /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            releasedAmount: number;
                            /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            refundedAmount: number;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description When the dispute was resolved, or null (ISO 8601, UTC, millisecond precision). */
                            resolvedAt: string | null;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    listCheckoutSessions: {
        parameters: {
            query?: {
                /** @description Items per page: 1 to 100, default 20. */
                limit?: number;
                /** @description Items to skip: the previous offset + limit for the next page; default 0. Not with a non-zero offset and `startingAfter` together. */
                offset?: number;
                /** @description A cursor page instead of an offset page: the items after this one in the list's order, with the same filters. An item's id (`/transactions`: its transactionId and customerId joined by a colon; a bare transactionId stands after all of that transaction's rows), or the previous page's `nextCursor`. Costs the same at any depth; items created meanwhile do not shift it. A cursor that names no item of this list is 400 INVALID_REQUEST. */
                startingAfter?: string;
                /** @description Only sessions in this status. */
                status?: "pending" | "completed" | "failed" | "expired";
                /** @description Only the sessions of this escrow. */
                escrowId?: string;
                /** @description Only the top-up sessions of this customer. */
                customerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description This page of checkout sessions, newest first. */
                            checkouts: {
                                /** @description The checkout session (`chk_` + 24 characters). */
                                checkoutId: string;
                                /** @description The hosted payment page to send the payer to. */
                                checkoutUrl: string;
                                /**
                                 * @description pending until paid; completed once the payment is booked; failed when it could not start or was declined; expired is reserved (sessions do not expire).
                                 * @enum {string}
                                 */
                                status: "pending" | "completed" | "failed" | "expired";
                                /** @description The escrow this session funds, or null for a top-up. */
                                escrowId: string | null;
                                /** @description The customer this session tops up, or null for an escrow. */
                                customerId: string | null;
                                /** @description What is paid for, before fees (the payer is charged fees.chargedAmount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                amount: number;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                                /** @description The fee parts. */
                                fees: {
                                    /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    providerFee: number;
                                    /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    platformFee: number;
                                    /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    merchantFee: number;
                                    /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    totalFees: number;
                                    /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    chargedAmount: number;
                                    /** @description What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    netAmount: number;
                                };
                                /** @description The channels the hosted page offers. */
                                paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                                /** @description Where the hosted checkout page sends the payer afterwards (https on a public host); null: none. */
                                callbackUrl: string | null;
                                /** @description The successful payment (`pay_` + 24 characters). */
                                paymentId: string | null;
                                /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                                createdAt: string;
                                /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                                completedAt: string | null;
                            }[];
                            /** @description Where this page is in the whole list. */
                            pagination: {
                                /** @description Number of items matching the filters, on every page. */
                                total: number;
                                /** @description Items on this page at most (the `limit` sent, default 20). */
                                limit: number;
                                /** @description Items skipped before this page; null on a cursor page (`startingAfter`), whose position is not counted. */
                                offset: number | null;
                                /** @description true exactly when offset + limit < total: ask for the next page. On a cursor page: items follow this page. */
                                hasMore: boolean;
                                /** @description Cursor pages only: `startingAfter` for the next page, null on the last page. */
                                nextCursor?: string | null;
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The escrow hold (`esc_` + 24 characters). */
                    escrowId?: string;
                    /** @description The customer (`cus_` + 24 characters). */
                    customerId?: string;
                    /** @description What the payer pays for, before fees: required for a top-up; for an escrow optional, and then it must equal the hold. In whole naira (2500 is ₦2,500), not kobo. */
                    amount?: number;
                    /** @description ISO 4217 currency code; only NGN. */
                    currency?: string;
                    /** @description The channels the hosted page offers for this session only; default: those enabled for your account (card). */
                    paymentMethods?: ("card" | "bank" | "bank_transfer" | "ussd")[];
                    /** @description Where the hosted checkout page sends the payer afterwards: https on a public host, at most 2048 characters. Default: your account's callback URL. */
                    callbackUrl?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The checkout session (`chk_` + 24 characters). */
                            checkoutId: string;
                            /** @description The hosted payment page to send the payer to. */
                            checkoutUrl: string;
                            /**
                             * @description pending until paid; completed once the payment is booked; failed when it could not start or was declined; expired is reserved (sessions do not expire).
                             * @enum {string}
                             */
                            status: "pending" | "completed" | "failed" | "expired";
                            /** @description The escrow this session funds, or null for a top-up. */
                            escrowId: string | null;
                            /** @description The customer this session tops up, or null for an escrow. */
                            customerId: string | null;
                            /** @description What is paid for, before fees (the payer is charged fees.chargedAmount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The fee parts. */
                            fees: {
                                /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                providerFee: number;
                                /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                platformFee: number;
                                /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                merchantFee: number;
                                /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                totalFees: number;
                                /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                chargedAmount: number;
                                /** @description What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                netAmount: number;
                            };
                            /** @description The channels the hosted page offers. */
                            paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                            /** @description Where the hosted checkout page sends the payer afterwards (https on a public host); null: none. */
                            callbackUrl: string | null;
                            /** @description The successful payment (`pay_` + 24 characters). */
                            paymentId: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                            completedAt: string | null;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The checkout session (`chk_` + 24 characters). */
                            checkoutId: string;
                            /** @description The hosted payment page to send the payer to. */
                            checkoutUrl: string;
                            /**
                             * @description pending until paid; completed once the payment is booked; failed when it could not start or was declined; expired is reserved (sessions do not expire).
                             * @enum {string}
                             */
                            status: "pending" | "completed" | "failed" | "expired";
                            /** @description The escrow this session funds, or null for a top-up. */
                            escrowId: string | null;
                            /** @description The customer this session tops up, or null for an escrow. */
                            customerId: string | null;
                            /** @description What is paid for, before fees (the payer is charged fees.chargedAmount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The fee parts. */
                            fees: {
                                /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                providerFee: number;
                                /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                platformFee: number;
                                /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                merchantFee: number;
                                /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                totalFees: number;
                                /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                chargedAmount: number;
                                /** @description What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                netAmount: number;
                            };
                            /** @description The channels the hosted page offers. */
                            paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                            /** @description Where the hosted checkout page sends the payer afterwards (https on a public host); null: none. */
                            callbackUrl: string | null;
                            /** @description The successful payment (`pay_` + 24 characters). */
                            paymentId: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                            completedAt: string | null;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description PROVIDER_ERROR: the payment or identity provider refused or failed; retry with the same Idempotency-Key */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The checkout session (`chk_` + 24 characters). */
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The checkout session (`chk_` + 24 characters). */
                            checkoutId: string;
                            /** @description The hosted payment page to send the payer to. */
                            checkoutUrl: string;
                            /**
                             * @description pending until paid; completed once the payment is booked; failed when it could not start or was declined; expired is reserved (sessions do not expire).
                             * @enum {string}
                             */
                            status: "pending" | "completed" | "failed" | "expired";
                            /** @description The escrow this session funds, or null for a top-up. */
                            escrowId: string | null;
                            /** @description The customer this session tops up, or null for an escrow. */
                            customerId: string | null;
                            /** @description What is paid for, before fees (the payer is charged fees.chargedAmount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The fee parts. */
                            fees: {
                                /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                providerFee: number;
                                /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                platformFee: number;
                                /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                merchantFee: number;
                                /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                totalFees: number;
                                /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                chargedAmount: number;
                                /** @description What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                netAmount: number;
                            };
                            /** @description The channels the hosted page offers. */
                            paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                            /** @description Where the hosted checkout page sends the payer afterwards (https on a public host); null: none. */
                            callbackUrl: string | null;
                            /** @description The successful payment (`pay_` + 24 characters). */
                            paymentId: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                            completedAt: string | null;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    completeSandboxCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The checkout session (`chk_` + 24 characters). */
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description success pays the session as the hosted page's Pay button does; failure declines it.
                     * @enum {string}
                     */
                    outcome: "success" | "failure";
                    /**
                     * @description The channel the payer used (card, bank, bank_transfer, ussd), or null.
                     * @enum {string}
                     */
                    channel?: "card" | "bank" | "bank_transfer" | "ussd";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The successful payment (`pay_` + 24 characters). */
                            paymentId: string;
                            /** @description The checkout session (`chk_` + 24 characters). */
                            checkoutId: string;
                            /**
                             * @description Always succeeded: only successful payments exist.
                             * @constant
                             */
                            status: "succeeded";
                            /** @description The business amount paid for, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            chargedAmount: number;
                            /** @description What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            netAmount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string | null;
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string | null;
                            /**
                             * @description escrow_funding: it funded its hold; wallet_credit: it credited the payer's available (a top-up, or a hold that could no longer take it); refund_due: a guest paid a hold that could no longer take it, owed back.
                             * @enum {string}
                             */
                            bookedAs: "escrow_funding" | "wallet_credit" | "refund_due";
                            /** @description The payment provider that took the payment. */
                            provider: string;
                            /** @description The payment provider's own reference of the payment. */
                            providerReference: string;
                            /** @description The channel the payer used (card, bank, bank_transfer, ussd), or null. */
                            channel: string | null;
                            /** @description When the payment succeeded (ISO 8601, UTC, millisecond precision). */
                            paidAt: string;
                            /** @description The fee parts. */
                            fees: {
                                /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                providerFee: number;
                                /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                platformFee: number;
                                /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                merchantFee: number;
                                /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                totalFees: number;
                            };
                        } | {
                            /** @description The checkout session (`chk_` + 24 characters). */
                            checkoutId: string;
                            /** @description The hosted payment page to send the payer to. */
                            checkoutUrl: string;
                            /**
                             * @description pending until paid; completed once the payment is booked; failed when it could not start or was declined; expired is reserved (sessions do not expire).
                             * @enum {string}
                             */
                            status: "pending" | "completed" | "failed" | "expired";
                            /** @description The escrow this session funds, or null for a top-up. */
                            escrowId: string | null;
                            /** @description The customer this session tops up, or null for an escrow. */
                            customerId: string | null;
                            /** @description What is paid for, before fees (the payer is charged fees.chargedAmount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The fee parts. */
                            fees: {
                                /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                providerFee: number;
                                /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                platformFee: number;
                                /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                merchantFee: number;
                                /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                totalFees: number;
                                /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                chargedAmount: number;
                                /** @description What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                netAmount: number;
                            };
                            /** @description The channels the hosted page offers. */
                            paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                            /** @description Where the hosted checkout page sends the payer afterwards (https on a public host); null: none. */
                            callbackUrl: string | null;
                            /** @description The successful payment (`pay_` + 24 characters). */
                            paymentId: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                            completedAt: string | null;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    quoteFees: {
        parameters: {
            query: {
                /** @description The amount, before fees: 1 to 100,000,000. In whole naira (2500 is ₦2,500), not kobo. */
                amount: number;
                /** @description collection: a checkout payment; transfer: a withdrawal; deposit: an inbound transfer to a virtual account. */
                type: "collection" | "transfer" | "deposit";
                /** @description Your own fixed surcharge, added to the fees and credited to your settlement balance when the money moves. In whole naira (2500 is ₦2,500), not kobo. Default 0. */
                merchantFee?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /**
                             * @description The kind of money movement quoted.
                             * @enum {string}
                             */
                            type: "collection" | "transfer" | "deposit";
                            /** @description The amount quoted, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /**
                             * @description ISO 4217 currency code; only NGN.
                             * @constant
                             */
                            currency: "NGN";
                            /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            providerFee: number;
                            /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            platformFee: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            totalFees: number;
                            /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            chargedAmount: number;
                            /** @description What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            netAmount: number;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    lookUpIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Which number: a Bank Verification Number or a National Identification Number.
                     * @enum {string}
                     */
                    type: "bvn" | "nin";
                    /** @description The 11-digit BVN or NIN. */
                    number: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /**
                             * @description Which kind of number was looked up.
                             * @enum {string}
                             */
                            type: "bvn" | "nin";
                            /** @description Given name, trimmed; 1 to 100 visible characters. */
                            firstName: string;
                            /** @description Family name, trimmed; 1 to 100 visible characters. */
                            lastName: string;
                            /** @description Middle name on the identity record, or null. */
                            middleName: string | null;
                            /** @description Date of birth on the identity record (YYYY-MM-DD), or null. */
                            dateOfBirth: string | null;
                            /** @description Gender on the identity record, or null. */
                            gender: ("male" | "female") | null;
                            /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                            phone: string | null;
                            /**
                             * @description sandbox for test keys (made-up data), live for live keys.
                             * @enum {string}
                             */
                            environment: "sandbox" | "live";
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description PROVIDER_ERROR: the payment or identity provider refused or failed; retry with the same Idempotency-Key */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    listBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description Nigerian banks, by name. */
                            banks: {
                                /** @description The bank's name. */
                                name: string;
                                /** @description Its code: send it as bankCode. */
                                code: string;
                            }[];
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    verifyBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The bank's code (GET /identity/banks). */
                    bankCode: string;
                    /** @description The 10-digit NUBAN account number; used for this call and never returned in full. */
                    accountNumber: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The name on the bank account, as the bank resolved it. */
                            accountName: string;
                            /** @description The 10-digit NUBAN account number. */
                            accountNumber: string;
                            /** @description The bank's code (GET /identity/banks). */
                            bankCode: string;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description PROVIDER_ERROR: the payment or identity provider refused or failed; retry with the same Idempotency-Key */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                /** @description Items per page: 1 to 100, default 20. */
                limit?: number;
                /** @description Items to skip: the previous offset + limit for the next page; default 0. Not with a non-zero offset and `startingAfter` together. */
                offset?: number;
                /** @description A cursor page instead of an offset page: the items after this one in the list's order, with the same filters. An item's id (`/transactions`: its transactionId and customerId joined by a colon; a bare transactionId stands after all of that transaction's rows), or the previous page's `nextCursor`. Costs the same at any depth; items created meanwhile do not shift it. A cursor that names no item of this list is 400 INVALID_REQUEST. */
                startingAfter?: string;
                /** @description Only withdrawals in this status. */
                status?: "processing" | "completed" | "failed";
                /** @description Only this customer's withdrawals. */
                customerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description This page of withdrawals, newest first. */
                            withdrawals: {
                                /** @description The withdrawal (`wdr_` + 24 characters). */
                                withdrawalId: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                                /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                                walletId: string;
                                /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                                reference: string;
                                /**
                                 * @description processing until the bank answers; then completed, or failed (the money is back in available).
                                 * @enum {string}
                                 */
                                status: "processing" | "completed" | "failed";
                                /** @description What the bank account receives. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                amount: number;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                                /** @description The fee parts. */
                                fees: {
                                    /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    providerFee: number;
                                    /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    platformFee: number;
                                    /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    merchantFee: number;
                                    /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                    totalFees: number;
                                };
                                /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                chargedAmount: number;
                                /** @description The bank's code (GET /identity/banks). */
                                bankCode: string;
                                /** @description The bank's name. */
                                bankName: string | null;
                                /** @description The last 4 digits of the destination account (the full number is never returned). */
                                last4: string;
                                /** @description The name on the bank account, as the bank resolved it. */
                                accountName: string;
                                /** @description Why the transfer failed, else null. */
                                failureReason: string | null;
                                /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                                createdAt: string;
                                /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                                completedAt: string | null;
                                /** @description When the withdrawal failed, or null (ISO 8601, UTC, millisecond precision). */
                                failedAt: string | null;
                            }[];
                            /** @description Where this page is in the whole list. */
                            pagination: {
                                /** @description Number of items matching the filters, on every page. */
                                total: number;
                                /** @description Items on this page at most (the `limit` sent, default 20). */
                                limit: number;
                                /** @description Items skipped before this page; null on a cursor page (`startingAfter`), whose position is not counted. */
                                offset: number | null;
                                /** @description true exactly when offset + limit < total: ask for the next page. On a cursor page: items follow this page. */
                                hasMore: boolean;
                                /** @description Cursor pages only: `startingAfter` for the next page, null on the last page. */
                                nextCursor?: string | null;
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The customer (`cus_` + 24 characters). */
                    customerId: string;
                    /** @description The 10-digit NUBAN account number; used for this call and never returned in full. */
                    accountNumber: string;
                    /** @description The bank's code (GET /identity/banks). */
                    bankCode: string;
                    /** @description What the bank account receives; the customer's available is debited this plus fees. In whole naira (2500 is ₦2,500), not kobo. */
                    amount: number;
                    /** @description Your own reference, unique per merchant (a repeat is 409 DUPLICATE_REFERENCE); trimmed, 1 to 100 visible characters. */
                    reference: string;
                    /**
                     * @description ISO 4217 currency code; only NGN.
                     * @default NGN
                     * @constant
                     */
                    currency?: "NGN";
                    /** @description Your own fixed surcharge, added to the fees and credited to your settlement balance when the money moves. In whole naira (2500 is ₦2,500), not kobo. Default 0. */
                    merchantFee?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The withdrawal (`wdr_` + 24 characters). */
                            withdrawalId: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string;
                            /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                            reference: string;
                            /**
                             * @description processing until the bank answers; then completed, or failed (the money is back in available).
                             * @enum {string}
                             */
                            status: "processing" | "completed" | "failed";
                            /** @description What the bank account receives. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The fee parts. */
                            fees: {
                                /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                providerFee: number;
                                /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                platformFee: number;
                                /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                merchantFee: number;
                                /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                totalFees: number;
                            };
                            /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            chargedAmount: number;
                            /** @description The bank's code (GET /identity/banks). */
                            bankCode: string;
                            /** @description The bank's name. */
                            bankName: string | null;
                            /** @description The last 4 digits of the destination account (the full number is never returned). */
                            last4: string;
                            /** @description The name on the bank account, as the bank resolved it. */
                            accountName: string;
                            /** @description Why the transfer failed, else null. */
                            failureReason: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                            completedAt: string | null;
                            /** @description When the withdrawal failed, or null (ISO 8601, UTC, millisecond precision). */
                            failedAt: string | null;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description PROVIDER_ERROR: the payment or identity provider refused or failed; retry with the same Idempotency-Key */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The withdrawal (`wdr_` + 24 characters). */
                withdrawalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The withdrawal (`wdr_` + 24 characters). */
                            withdrawalId: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                            /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                            walletId: string;
                            /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                            reference: string;
                            /**
                             * @description processing until the bank answers; then completed, or failed (the money is back in available).
                             * @enum {string}
                             */
                            status: "processing" | "completed" | "failed";
                            /** @description What the bank account receives. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            amount: number;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description The fee parts. */
                            fees: {
                                /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                providerFee: number;
                                /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                platformFee: number;
                                /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                merchantFee: number;
                                /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                totalFees: number;
                            };
                            /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            chargedAmount: number;
                            /** @description The bank's code (GET /identity/banks). */
                            bankCode: string;
                            /** @description The bank's name. */
                            bankName: string | null;
                            /** @description The last 4 digits of the destination account (the full number is never returned). */
                            last4: string;
                            /** @description The name on the bank account, as the bank resolved it. */
                            accountName: string;
                            /** @description Why the transfer failed, else null. */
                            failureReason: string | null;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                            completedAt: string | null;
                            /** @description When the withdrawal failed, or null (ISO 8601, UTC, millisecond precision). */
                            failedAt: string | null;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description Items per page: 1 to 100, default 20. */
                limit?: number;
                /** @description Items to skip: the previous offset + limit for the next page; default 0. Not with a non-zero offset and `startingAfter` together. */
                offset?: number;
                /** @description A cursor page instead of an offset page: the items after this one in the list's order, with the same filters. An item's id (`/transactions`: its transactionId and customerId joined by a colon; a bare transactionId stands after all of that transaction's rows), or the previous page's `nextCursor`. Costs the same at any depth; items created meanwhile do not shift it. A cursor that names no item of this list is 400 INVALID_REQUEST. */
                startingAfter?: string;
                /** @description The customer (`cus_` + 24 characters). */
                customerId?: string;
                /** @description Only rows of this type. */
                type?: "wallet_credit" | "wallet_funded" | "escrow_funded" | "escrow_released" | "escrow_refunded" | "withdrawal" | "withdrawal_reversed";
                /** @description Only rows in this direction. */
                direction?: "in" | "out" | "locked" | "unlocked";
                /** @description Only rows about this escrow, withdrawal, checkout session or wallet. */
                relatedId?: string;
                /** @description must be an ISO 8601 date (2025-01-31) or date-time with offset (2025-01-31T09:30:00Z); a real calendar date */
                startDate?: string;
                /** @description must be an ISO 8601 date (2025-01-31) or date-time with offset (2025-01-31T09:30:00Z); a real calendar date */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description This page of statement rows, newest first. */
                            transactions: {
                                /** @description The ledger event behind this statement row (`txn_` + 24 characters). */
                                transactionId: string;
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                                /**
                                 * @description wallet_credit: money in from a transfer or checkout (available); wallet_funded: a release received (the payee's available); escrow_funded: the payer's hold locked (held); escrow_released: the payer's hold released to the payee, unlocked from held and gone, not returned; escrow_refunded: the payer's hold refunded, back from held into available; withdrawal / withdrawal_reversed: a payout out of available, and a failed one's money back.
                                 * @enum {string}
                                 */
                                type: "wallet_credit" | "wallet_funded" | "escrow_funded" | "escrow_released" | "escrow_refunded" | "withdrawal" | "withdrawal_reversed";
                                /**
                                 * @description Which balance moved: in or out of the available balance; locked into or unlocked from the held balance (escrow rows). unlocked says only that the money left the hold: with escrow_released it went to the payee (not back to this customer), with escrow_refunded back to this customer's available.
                                 * @enum {string}
                                 */
                                direction: "in" | "out" | "locked" | "unlocked";
                                /** @description completed; a withdrawal row shows its withdrawal's status (processing, completed or failed). */
                                status: string;
                                /** @description What moved for this customer (always positive; direction says which way). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                amount: number;
                                /** @description ISO 4217 currency code; only NGN. */
                                currency: string;
                                /** @description The object this row is about: an escrow, withdrawal, checkout session or wallet id; null when there is none. */
                                relatedId: string | null;
                                /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                                createdAt: string;
                            }[];
                            /** @description Where this page is in the whole list. */
                            pagination: {
                                /** @description Number of items matching the filters, on every page. */
                                total: number;
                                /** @description Items on this page at most (the `limit` sent, default 20). */
                                limit: number;
                                /** @description Items skipped before this page; null on a cursor page (`startingAfter`), whose position is not counted. */
                                offset: number | null;
                                /** @description true exactly when offset + limit < total: ask for the next page. On a cursor page: items follow this page. */
                                hasMore: boolean;
                                /** @description Cursor pages only: `startingAfter` for the next page, null on the last page. */
                                nextCursor?: string | null;
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    exportTransactions: {
        parameters: {
            query?: {
                /** @description The customer (`cus_` + 24 characters). */
                customerId?: string;
                /** @description Only rows of this type. */
                type?: "wallet_credit" | "wallet_funded" | "escrow_funded" | "escrow_released" | "escrow_refunded" | "withdrawal" | "withdrawal_reversed";
                /** @description Only rows in this direction. */
                direction?: "in" | "out" | "locked" | "unlocked";
                /** @description Only rows about this escrow, withdrawal, checkout session or wallet. */
                relatedId?: string;
                /** @description must be an ISO 8601 date (2025-01-31) or date-time with offset (2025-01-31T09:30:00Z); a real calendar date */
                startDate?: string;
                /** @description must be an ISO 8601 date (2025-01-31) or date-time with offset (2025-01-31T09:30:00Z); a real calendar date */
                endDate?: string;
                /** @description csv (default): one row per line with a header; pdf: a printable statement. */
                format?: "csv" | "pdf";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement file (format=csv: text/csv; format=pdf: application/pdf) */
            200: {
                headers: {
                    /** @description attachment; filename=... */
                    "Content-Disposition"?: string;
                    /** @description "true" when more than 5000 rows matched and only the newest 5000 are in the file */
                    "x-export-truncated"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ledger event behind this statement row (`txn_` + 24 characters). */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The ledger event behind this statement row (`txn_` + 24 characters). */
                            transactionId: string;
                            /** @description The ledger event: wallet_credit, escrow_funded, escrow_released, escrow_refunded, withdrawal, withdrawal_reversed... */
                            eventType: string;
                            /** @description The object this row is about: an escrow, withdrawal, checkout session or wallet id; null when there is none. */
                            relatedId: string | null;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description One statement row per customer the ledger event involved. */
                            entries: {
                                /** @description The customer (`cus_` + 24 characters). */
                                customerId: string;
                                /**
                                 * @description wallet_credit: money in from a transfer or checkout (available); wallet_funded: a release received (the payee's available); escrow_funded: the payer's hold locked (held); escrow_released: the payer's hold released to the payee, unlocked from held and gone, not returned; escrow_refunded: the payer's hold refunded, back from held into available; withdrawal / withdrawal_reversed: a payout out of available, and a failed one's money back.
                                 * @enum {string}
                                 */
                                type: "wallet_credit" | "wallet_funded" | "escrow_funded" | "escrow_released" | "escrow_refunded" | "withdrawal" | "withdrawal_reversed";
                                /**
                                 * @description Which balance moved: in or out of the available balance; locked into or unlocked from the held balance (escrow rows). unlocked says only that the money left the hold: with escrow_released it went to the payee (not back to this customer), with escrow_refunded back to this customer's available.
                                 * @enum {string}
                                 */
                                direction: "in" | "out" | "locked" | "unlocked";
                                /** @description completed; a withdrawal row shows its withdrawal's status (processing, completed or failed). */
                                status: string;
                                /** @description What moved for this customer (always positive; direction says which way). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                                amount: number;
                            }[];
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Items per page: 1 to 100, default 20. */
                limit?: number;
                /** @description Items to skip: the previous offset + limit for the next page; default 0. Not with a non-zero offset and `startingAfter` together. */
                offset?: number;
                /** @description A cursor page instead of an offset page: the items after this one in the list's order, with the same filters. An item's id (`/transactions`: its transactionId and customerId joined by a colon; a bare transactionId stands after all of that transaction's rows), or the previous page's `nextCursor`. Costs the same at any depth; items created meanwhile do not shift it. A cursor that names no item of this list is 400 INVALID_REQUEST. */
                startingAfter?: string;
                /** @description Only events of this type. */
                type?: "payment.pending" | "payment.succeeded" | "wallet.credited" | "escrow.created" | "escrow.funded" | "escrow.partially_released" | "escrow.released" | "escrow.refunded" | "escrow.cancelled" | "escrow.deadlines_updated" | "dispute.opened" | "dispute.resolved" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed";
                /** @description Only events about this object: an escrow, withdrawal, checkout, wallet, payment or dispute id found in the event's data (an escrow's id also finds its disputes' and payment's events). */
                objectId?: string;
                /** @description must be an ISO 8601 date (2025-01-31) or date-time with offset (2025-01-31T09:30:00Z); a real calendar date */
                startDate?: string;
                /** @description must be an ISO 8601 date (2025-01-31) or date-time with offset (2025-01-31T09:30:00Z); a real calendar date */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description This page of events, newest first. */
                            events: {
                                /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                                id: string;
                                /**
                                 * @description The event type (see the webhooks section for each one's data and meta).
                                 * @enum {string}
                                 */
                                type: "payment.pending" | "payment.succeeded" | "wallet.credited" | "escrow.created" | "escrow.funded" | "escrow.partially_released" | "escrow.released" | "escrow.refunded" | "escrow.cancelled" | "escrow.deadlines_updated" | "dispute.opened" | "dispute.resolved" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed";
                                /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                                createdAt: string;
                                /** @description The resource as it stood right after the change, as a read answers it. */
                                data: {
                                    [key: string]: unknown;
                                };
                                /** @description Context of this event; {} when there is none. */
                                meta: {
                                    [key: string]: unknown;
                                };
                                /** @description How delivery to your webhookUrl went. */
                                delivery: {
                                    /**
                                     * @description pending: not yet delivered (attempts may remain); delivered: a 2xx came back; failed: all 4 attempts failed; refused: the webhookUrl was refused as unsafe; no_endpoint: your account had no webhookUrl.
                                     * @enum {string}
                                     */
                                    status: "pending" | "delivered" | "failed" | "no_endpoint" | "refused";
                                    /** @description Attempts made so far (at most 4: the first and 3 retries, 15 s apart). */
                                    attemptCount: number;
                                    /** @description When a 2xx answer was received, or null (ISO 8601, UTC, millisecond precision). */
                                    deliveredAt: string | null;
                                };
                            }[];
                            /** @description Where this page is in the whole list. */
                            pagination: {
                                /** @description Number of items matching the filters, on every page. */
                                total: number;
                                /** @description Items on this page at most (the `limit` sent, default 20). */
                                limit: number;
                                /** @description Items skipped before this page; null on a cursor page (`startingAfter`), whose position is not counted. */
                                offset: number | null;
                                /** @description true exactly when offset + limit < total: ask for the next page. On a cursor page: items follow this page. */
                                hasMore: boolean;
                                /** @description Cursor pages only: `startingAfter` for the next page, null on the last page. */
                                nextCursor?: string | null;
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    followEvents: {
        parameters: {
            query?: {
                /** @description Only events of this type. */
                type?: "payment.pending" | "payment.succeeded" | "wallet.credited" | "escrow.created" | "escrow.funded" | "escrow.partially_released" | "escrow.released" | "escrow.refunded" | "escrow.cancelled" | "escrow.deadlines_updated" | "dispute.opened" | "dispute.resolved" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed";
                /** @description Only events about this object: an escrow, withdrawal, checkout, wallet, payment or dispute id found in the event's data (an escrow's id also finds its disputes' and payment's events). */
                objectId?: string;
                /** @description Send the events recorded since then first; unset: only those recorded from now on. */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, as server-sent events, until you disconnect */
            200: {
                headers: {
                    /** @description Where the stream starts (ISO 8601): startDate, or the moment it was opened */
                    "x-events-since"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event (`evt_` + 24 characters). */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                            id: string;
                            /**
                             * @description The event type (see the webhooks section for each one's data and meta).
                             * @enum {string}
                             */
                            type: "payment.pending" | "payment.succeeded" | "wallet.credited" | "escrow.created" | "escrow.funded" | "escrow.partially_released" | "escrow.released" | "escrow.refunded" | "escrow.cancelled" | "escrow.deadlines_updated" | "dispute.opened" | "dispute.resolved" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed";
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description The resource as it stood right after the change, as a read answers it. */
                            data: {
                                [key: string]: unknown;
                            };
                            /** @description Context of this event; {} when there is none. */
                            meta: {
                                [key: string]: unknown;
                            };
                            /** @description How delivery to your webhookUrl went. */
                            delivery: {
                                /**
                                 * @description pending: not yet delivered (attempts may remain); delivered: a 2xx came back; failed: all 4 attempts failed; refused: the webhookUrl was refused as unsafe; no_endpoint: your account had no webhookUrl.
                                 * @enum {string}
                                 */
                                status: "pending" | "delivered" | "failed" | "no_endpoint" | "refused";
                                /** @description Attempts made so far (at most 4: the first and 3 retries, 15 s apart). */
                                attemptCount: number;
                                /** @description When a 2xx answer was received, or null (ISO 8601, UTC, millisecond precision). */
                                deliveredAt: string | null;
                                /** @description Every attempt, oldest first. */
                                attempts: {
                                    /** @description The attempt's number, from 1. */
                                    attempt: number;
                                    /** @description When the attempt was sent (ISO 8601, UTC, millisecond precision). */
                                    attemptedAt: string;
                                    /**
                                     * @description The attempt's outcome; pending while it is in flight.
                                     * @enum {string}
                                     */
                                    status: "delivered" | "failed" | "refused" | "interrupted" | "in_flight";
                                    /** @description Milliseconds until your endpoint answered, or null without an answer. */
                                    latencyMs: number | null;
                                    /** @description The HTTP status your endpoint answered, or null without an answer. */
                                    responseStatus: number | null;
                                    /** @description Why the attempt failed (timeout, connection refused, a non-2xx status...), or null. */
                                    error: string | null;
                                    /** @description The webhookUrl the attempt was sent to. */
                                    url: string;
                                    /** @description true for a redelivery you asked for (POST /events/{eventId}/redeliver). */
                                    redelivery: boolean;
                                }[];
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The event (`evt_` + 24 characters). */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: true;
                        /** @description The resource, or for a list a named array plus `pagination`. */
                        data: {
                            /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                            id: string;
                            /**
                             * @description The event type (see the webhooks section for each one's data and meta).
                             * @enum {string}
                             */
                            type: "payment.pending" | "payment.succeeded" | "wallet.credited" | "escrow.created" | "escrow.funded" | "escrow.partially_released" | "escrow.released" | "escrow.refunded" | "escrow.cancelled" | "escrow.deadlines_updated" | "dispute.opened" | "dispute.resolved" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed";
                            /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                            createdAt: string;
                            /** @description The resource as it stood right after the change, as a read answers it. */
                            data: {
                                [key: string]: unknown;
                            };
                            /** @description Context of this event; {} when there is none. */
                            meta: {
                                [key: string]: unknown;
                            };
                            /** @description How delivery to your webhookUrl went. */
                            delivery: {
                                /**
                                 * @description pending: not yet delivered (attempts may remain); delivered: a 2xx came back; failed: all 4 attempts failed; refused: the webhookUrl was refused as unsafe; no_endpoint: your account had no webhookUrl.
                                 * @enum {string}
                                 */
                                status: "pending" | "delivered" | "failed" | "no_endpoint" | "refused";
                                /** @description Attempts made so far (at most 4: the first and 3 retries, 15 s apart). */
                                attemptCount: number;
                                /** @description When a 2xx answer was received, or null (ISO 8601, UTC, millisecond precision). */
                                deliveredAt: string | null;
                                /** @description Every attempt, oldest first. */
                                attempts: {
                                    /** @description The attempt's number, from 1. */
                                    attempt: number;
                                    /** @description When the attempt was sent (ISO 8601, UTC, millisecond precision). */
                                    attemptedAt: string;
                                    /**
                                     * @description The attempt's outcome; pending while it is in flight.
                                     * @enum {string}
                                     */
                                    status: "delivered" | "failed" | "refused" | "interrupted" | "in_flight";
                                    /** @description Milliseconds until your endpoint answered, or null without an answer. */
                                    latencyMs: number | null;
                                    /** @description The HTTP status your endpoint answered, or null without an answer. */
                                    responseStatus: number | null;
                                    /** @description Why the attempt failed (timeout, connection refused, a non-2xx status...), or null. */
                                    error: string | null;
                                    /** @description The webhookUrl the attempt was sent to. */
                                    url: string;
                                    /** @description true for a redelivery you asked for (POST /events/{eventId}/redeliver). */
                                    redelivery: boolean;
                                }[];
                            };
                            /** @description The attempt this call made. */
                            redelivery: {
                                /** @description The attempt's number, from 1. */
                                attempt: number;
                                /**
                                 * @description What this redelivery's one attempt got.
                                 * @enum {string}
                                 */
                                status: "delivered" | "failed" | "refused";
                            };
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST (validation: `error.details.fields` names the fields; unknown body fields and query parameters; a missing Idempotency-Key), or a business rule code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: no Bearer value, or not a known secret key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description FORBIDDEN: suspended merchant, live key before verification and live mode, or a test-only route with a live key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no such resource for this merchant and plane */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description A conflict with the current state (the code says which), or IDEMPOTENCY_KEY_REUSED / IDEMPOTENCY_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: the quota of this rate-limit family is used up for the current minute */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window */
                    "x-ratelimit-limit"?: number;
                    /** @description Requests left in this window */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the window ends */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: PostgreSQL or Temporal is briefly unreachable; nothing was stored, retry with the same Idempotency-Key */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR (500): an unexpected failure; retry with the same Idempotency-Key */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description true for a success, false for an error.
                         * @constant
                         */
                        success: false;
                        /** @description What went wrong: branch on `code`, never on `message`. */
                        error: {
                            /** @description Machine-readable error code (see the table in the introduction). */
                            code: string;
                            /** @description Human-readable explanation; may change between versions. */
                            message: string;
                            /** @description Extras of this error, e.g. `fields` (the invalid fields) for INVALID_REQUEST, `available` and `requested` for INSUFFICIENT_BALANCE. */
                            details?: Record<string, never>;
                        };
                        /** @description Request context. */
                        meta: {
                            /** @description Correlation id of this request: the X-Request-Id header when one was sent, else generated. Quote it to support. */
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    webhookPaymentPending: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "payment.pending";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The checkout session (`chk_` + 24 characters). */
                        checkoutId: string;
                        /** @description The hosted payment page to send the payer to. */
                        checkoutUrl: string;
                        /**
                         * @description pending until paid; completed once the payment is booked; failed when it could not start or was declined; expired is reserved (sessions do not expire).
                         * @enum {string}
                         */
                        status: "pending" | "completed" | "failed" | "expired";
                        /** @description The escrow this session funds, or null for a top-up. */
                        escrowId: string | null;
                        /** @description The customer this session tops up, or null for an escrow. */
                        customerId: string | null;
                        /** @description What is paid for, before fees (the payer is charged fees.chargedAmount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description The fee parts. */
                        fees: {
                            /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            providerFee: number;
                            /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            platformFee: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            totalFees: number;
                            /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            chargedAmount: number;
                            /** @description What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            netAmount: number;
                        };
                        /** @description The channels the hosted page offers. */
                        paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                        /** @description Where the hosted checkout page sends the payer afterwards (https on a public host); null: none. */
                        callbackUrl: string | null;
                        /** @description The successful payment (`pay_` + 24 characters). */
                        paymentId: string | null;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                        completedAt: string | null;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPaymentSucceeded: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "payment.succeeded";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The successful payment (`pay_` + 24 characters). */
                        paymentId: string;
                        /** @description The checkout session (`chk_` + 24 characters). */
                        checkoutId: string;
                        /**
                         * @description Always succeeded: only successful payments exist.
                         * @constant
                         */
                        status: "succeeded";
                        /** @description The business amount paid for, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        chargedAmount: number;
                        /** @description What lands on the hold or wallet (the amount itself; for deposits, gross minus the provider fee). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        netAmount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string | null;
                        /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                        walletId: string | null;
                        /**
                         * @description escrow_funding: it funded its hold; wallet_credit: it credited the payer's available (a top-up, or a hold that could no longer take it); refund_due: a guest paid a hold that could no longer take it, owed back.
                         * @enum {string}
                         */
                        bookedAs: "escrow_funding" | "wallet_credit" | "refund_due";
                        /** @description The payment provider that took the payment. */
                        provider: string;
                        /** @description The payment provider's own reference of the payment. */
                        providerReference: string;
                        /** @description The channel the payer used (card, bank, bank_transfer, ussd), or null. */
                        channel: string | null;
                        /** @description When the payment succeeded (ISO 8601, UTC, millisecond precision). */
                        paidAt: string;
                        /** @description The fee parts. */
                        fees: {
                            /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            providerFee: number;
                            /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            platformFee: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            totalFees: number;
                        };
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWalletCredited: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "wallet.credited";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                        walletId: string;
                        /** @description The customer (`cus_` + 24 characters). */
                        customerId: string;
                        /** @description The wallet's two balances. */
                        balances: {
                            /** @description Withdrawable, or lockable into a hold with debitPayer. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            available: number;
                            /** @description Locked in open escrow holds where this customer is the payer; not withdrawable. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            held: number;
                        };
                        /** @description The wallet's virtual bank account that inbound transfers credit; null until one is given (POST /wallets). */
                        account: {
                            /** @description The 10-digit NUBAN account number. */
                            accountNumber: string;
                            /** @description The name on the bank account, as the bank resolved it. */
                            accountName: string;
                            /** @description The bank's name. */
                            bankName: string;
                            /** @description The bank's code (GET /identity/banks). */
                            bankCode: string;
                            /** @description ISO 4217 currency code; only NGN. */
                            currency: string;
                        } | null;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: {
                        /** @description What was added to available (the net amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /**
                         * @description nuban: a transfer to the wallet's virtual account (or a sandbox credit); checkout: a paid checkout session.
                         * @enum {string}
                         */
                        source: "nuban" | "checkout";
                        /** @description How it arrived: dedicated_nuban for transfers; the payer's checkout channel (card, bank_transfer...) for checkouts. */
                        channel: string | null;
                        /** @description The wallet's virtual account number, or null when it has none. */
                        accountNumber: string | null;
                        /** @description For transfers: what was sent, before the deposit fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        grossAmount?: number;
                        /** @description For transfers: the deposit fee (1% of the gross, at most ₦300). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        providerFee?: number;
                        /** @description For transfers: grossAmount - providerFee, equal to amount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        netAmount?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEscrowCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "escrow.created";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                         * @enum {string}
                         */
                        status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                        /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        releasedAmount: number;
                        /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        refundedAmount: number;
                        /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        remainingAmount: number;
                        /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        feeAmount: number;
                        /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        merchantFee: number;
                        /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                        parties: ({
                            /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                            role: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                        } | {
                            /**
                             * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                             * @constant
                             */
                            role: "payer";
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: null;
                            /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                            guest: {
                                /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                email: string;
                                /** @description Display name. */
                                name: string | null;
                                /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                phone: string | null;
                            };
                        })[];
                        /** @description Your free text about the deal, or null. */
                        description: string | null;
                        /** @description The reason given when the hold was cancelled, else null. */
                        cancelledReason: string | null;
                        /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                        fundedAt: string | null;
                        /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                        releasedAt: string | null;
                        /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                        refundedAt: string | null;
                        /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                        pendingProviderRefund: boolean;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description Seconds from funding to the automatic release, or null for none. */
                        inspectionPeriod: number | null;
                        /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                        releaseAt: string | null;
                        /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                        fundingDeadline: string | null;
                        /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                        testClockOffset: number;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: {
                        /** @description Whether the hold was created with debitPayer (escrow.funded follows at once). */
                        debitPayer: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEscrowFunded: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "escrow.funded";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                         * @enum {string}
                         */
                        status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                        /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        releasedAmount: number;
                        /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        refundedAmount: number;
                        /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        remainingAmount: number;
                        /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        feeAmount: number;
                        /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        merchantFee: number;
                        /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                        parties: ({
                            /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                            role: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                        } | {
                            /**
                             * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                             * @constant
                             */
                            role: "payer";
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: null;
                            /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                            guest: {
                                /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                email: string;
                                /** @description Display name. */
                                name: string | null;
                                /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                phone: string | null;
                            };
                        })[];
                        /** @description Your free text about the deal, or null. */
                        description: string | null;
                        /** @description The reason given when the hold was cancelled, else null. */
                        cancelledReason: string | null;
                        /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                        fundedAt: string | null;
                        /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                        releasedAt: string | null;
                        /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                        refundedAt: string | null;
                        /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                        pendingProviderRefund: boolean;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description Seconds from funding to the automatic release, or null for none. */
                        inspectionPeriod: number | null;
                        /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                        releaseAt: string | null;
                        /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                        fundingDeadline: string | null;
                        /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                        testClockOffset: number;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: {
                        /**
                         * @description checkout: paid through a checkout session; wallet: taken from the payer's available (debitPayer).
                         * @enum {string}
                         */
                        source: "checkout" | "wallet";
                        /** @description The checkout payment that funded the hold; null for debitPayer. */
                        paymentId: string | null;
                        /** @description The payment provider's reference; null for debitPayer. */
                        providerReference: string | null;
                        /** @description What the payer paid: the amount plus fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        chargedAmount: number;
                        /** @description What the hold received: the escrow's amount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        netAmount: number;
                        /** @description The fee parts. */
                        fees: {
                            /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            providerFee: number;
                            /** @description This service's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            platformFee: number;
                            /** @description Your surcharge. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            totalFees: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEscrowPartiallyReleased: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "escrow.partially_released";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                         * @enum {string}
                         */
                        status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                        /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        releasedAmount: number;
                        /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        refundedAmount: number;
                        /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        remainingAmount: number;
                        /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        feeAmount: number;
                        /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        merchantFee: number;
                        /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                        parties: ({
                            /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                            role: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                        } | {
                            /**
                             * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                             * @constant
                             */
                            role: "payer";
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: null;
                            /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                            guest: {
                                /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                email: string;
                                /** @description Display name. */
                                name: string | null;
                                /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                phone: string | null;
                            };
                        })[];
                        /** @description Your free text about the deal, or null. */
                        description: string | null;
                        /** @description The reason given when the hold was cancelled, else null. */
                        cancelledReason: string | null;
                        /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                        fundedAt: string | null;
                        /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                        releasedAt: string | null;
                        /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                        refundedAt: string | null;
                        /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                        pendingProviderRefund: boolean;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description Seconds from funding to the automatic release, or null for none. */
                        inspectionPeriod: number | null;
                        /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                        releaseAt: string | null;
                        /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                        fundingDeadline: string | null;
                        /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                        testClockOffset: number;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: {
                        /** @description What this one movement moved (a release, refund or split part). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        movementAmount: number;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEscrowReleased: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "escrow.released";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                         * @enum {string}
                         */
                        status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                        /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        releasedAmount: number;
                        /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        refundedAmount: number;
                        /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        remainingAmount: number;
                        /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        feeAmount: number;
                        /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        merchantFee: number;
                        /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                        parties: ({
                            /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                            role: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                        } | {
                            /**
                             * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                             * @constant
                             */
                            role: "payer";
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: null;
                            /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                            guest: {
                                /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                email: string;
                                /** @description Display name. */
                                name: string | null;
                                /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                phone: string | null;
                            };
                        })[];
                        /** @description Your free text about the deal, or null. */
                        description: string | null;
                        /** @description The reason given when the hold was cancelled, else null. */
                        cancelledReason: string | null;
                        /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                        fundedAt: string | null;
                        /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                        releasedAt: string | null;
                        /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                        refundedAt: string | null;
                        /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                        pendingProviderRefund: boolean;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description Seconds from funding to the automatic release, or null for none. */
                        inspectionPeriod: number | null;
                        /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                        releaseAt: string | null;
                        /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                        fundingDeadline: string | null;
                        /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                        testClockOffset: number;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: {
                        /** @description What this one movement moved (a release, refund or split part). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        movementAmount: number;
                        /**
                         * @description Present (true) only when the service released the rest of the hold by itself at the hold's releaseAt; absent when you did.
                         * @constant
                         */
                        automatic?: true;
                        /**
                         * @description The deadline that issued it; present with automatic.
                         * @constant
                         */
                        deadline?: "releaseAt";
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEscrowRefunded: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "escrow.refunded";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                         * @enum {string}
                         */
                        status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                        /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        releasedAmount: number;
                        /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        refundedAmount: number;
                        /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        remainingAmount: number;
                        /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        feeAmount: number;
                        /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        merchantFee: number;
                        /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                        parties: ({
                            /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                            role: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                        } | {
                            /**
                             * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                             * @constant
                             */
                            role: "payer";
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: null;
                            /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                            guest: {
                                /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                email: string;
                                /** @description Display name. */
                                name: string | null;
                                /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                phone: string | null;
                            };
                        })[];
                        /** @description Your free text about the deal, or null. */
                        description: string | null;
                        /** @description The reason given when the hold was cancelled, else null. */
                        cancelledReason: string | null;
                        /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                        fundedAt: string | null;
                        /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                        releasedAt: string | null;
                        /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                        refundedAt: string | null;
                        /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                        pendingProviderRefund: boolean;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description Seconds from funding to the automatic release, or null for none. */
                        inspectionPeriod: number | null;
                        /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                        releaseAt: string | null;
                        /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                        fundingDeadline: string | null;
                        /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                        testClockOffset: number;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: {
                        /** @description What this one movement moved (a release, refund or split part). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        movementAmount: number;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEscrowCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "escrow.cancelled";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                         * @enum {string}
                         */
                        status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                        /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        releasedAmount: number;
                        /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        refundedAmount: number;
                        /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        remainingAmount: number;
                        /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        feeAmount: number;
                        /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        merchantFee: number;
                        /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                        parties: ({
                            /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                            role: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                        } | {
                            /**
                             * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                             * @constant
                             */
                            role: "payer";
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: null;
                            /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                            guest: {
                                /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                email: string;
                                /** @description Display name. */
                                name: string | null;
                                /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                phone: string | null;
                            };
                        })[];
                        /** @description Your free text about the deal, or null. */
                        description: string | null;
                        /** @description The reason given when the hold was cancelled, else null. */
                        cancelledReason: string | null;
                        /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                        fundedAt: string | null;
                        /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                        releasedAt: string | null;
                        /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                        refundedAt: string | null;
                        /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                        pendingProviderRefund: boolean;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description Seconds from funding to the automatic release, or null for none. */
                        inspectionPeriod: number | null;
                        /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                        releaseAt: string | null;
                        /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                        fundingDeadline: string | null;
                        /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                        testClockOffset: number;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: {
                        /**
                         * @description Present (true) only when the service cancelled the unfunded hold by itself at the hold's fundingDeadline; absent when you did.
                         * @constant
                         */
                        automatic?: true;
                        /**
                         * @description The deadline that issued it; present with automatic.
                         * @constant
                         */
                        deadline?: "fundingDeadline";
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEscrowDeadlinesUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "escrow.deadlines_updated";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).
                         * @enum {string}
                         */
                        status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                        /** @description The hold's total, before fees. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        releasedAmount: number;
                        /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        refundedAmount: number;
                        /** @description Still held: amount - releasedAmount - refundedAmount. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        remainingAmount: number;
                        /** @description Total fees taken when the hold was funded; 0 before funding. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        feeAmount: number;
                        /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        merchantFee: number;
                        /** @description Exactly one party with role payer and one with role payee; further parties (e.g. role agent) are stored as given. */
                        parties: ({
                            /** @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given. */
                            role: string;
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: string;
                        } | {
                            /**
                             * @description payer (whose money is locked) or payee (who receives on release); other roles are stored as given.
                             * @constant
                             */
                            role: "payer";
                            /** @description The customer (`cus_` + 24 characters). */
                            customerId: null;
                            /** @description A payer without a customer record (no wallet): refunds go back through the payment provider. */
                            guest: {
                                /** @description E-mail address, unique per merchant among customers (compared without case); it cannot be changed later. */
                                email: string;
                                /** @description Display name. */
                                name: string | null;
                                /** @description Phone number: digits, spaces, parentheses or hyphens, optionally starting with +. */
                                phone: string | null;
                            };
                        })[];
                        /** @description Your free text about the deal, or null. */
                        description: string | null;
                        /** @description The reason given when the hold was cancelled, else null. */
                        cancelledReason: string | null;
                        /** @description When the hold was funded, or null (ISO 8601, UTC, millisecond precision). */
                        fundedAt: string | null;
                        /** @description When the hold reached released, or null (ISO 8601, UTC, millisecond precision). */
                        releasedAt: string | null;
                        /** @description When the hold reached refunded, or null (ISO 8601, UTC, millisecond precision). */
                        refundedAt: string | null;
                        /** @description true while a guest payer's refund waits for the payment provider; release, refund and disputes are refused meanwhile (409 GUEST_REFUND_PENDING). */
                        pendingProviderRefund: boolean;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description Seconds from funding to the automatic release, or null for none. */
                        inspectionPeriod: number | null;
                        /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                        releaseAt: string | null;
                        /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                        fundingDeadline: string | null;
                        /** @description Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are judged by it. Always 0 on the live plane. */
                        testClockOffset: number;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: {
                        /** @description Each field the change touched, as it was before (data has the new values). */
                        previousAttributes: {
                            /** @description Seconds from funding to the automatic release, or null for none. */
                            inspectionPeriod?: number | null;
                            /** @description When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null. */
                            releaseAt?: string | null;
                            /** @description When the hold, if still unfunded, is cancelled automatically, or null. */
                            fundingDeadline?: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDisputeOpened: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "dispute.opened";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The dispute (`dsp_` + 24 characters). */
                        disputeId: string;
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string;
                        /**
                         * @description open until resolved; a resolved dispute cannot be resolved again.
                         * @enum {string}
                         */
                        status: "open" | "resolved";
                        /** @description Who opened the dispute: a free label of yours (payer, payee, support...); not verified. */
                        openedBy: string;
                        /** @description Why, as a free label of yours. */
                        reasonCode: string;
                        /** @description What happened, as given when the dispute was opened. */
                        description: string;
                        /** @description How the dispute was settled; null while open. */
                        resolution: ("release" | "refund" | "split") | null;
                        /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        releasedAmount: number;
                        /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        refundedAmount: number;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description When the dispute was resolved, or null (ISO 8601, UTC, millisecond precision). */
                        resolvedAt: string | null;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: {
                        /** @description The disputed hold. */
                        escrow: {
                            /** @description The escrow hold (`esc_` + 24 characters). */
                            escrowId: string;
                            /**
                             * @description The escrow's status now.
                             * @constant
                             */
                            status: "disputed";
                            /** @description Still held, now frozen until the dispute is resolved. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            remainingAmount: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDisputeResolved: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "dispute.resolved";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The dispute (`dsp_` + 24 characters). */
                        disputeId: string;
                        /** @description The escrow hold (`esc_` + 24 characters). */
                        escrowId: string;
                        /**
                         * @description open until resolved; a resolved dispute cannot be resolved again.
                         * @enum {string}
                         */
                        status: "open" | "resolved";
                        /** @description Who opened the dispute: a free label of yours (payer, payee, support...); not verified. */
                        openedBy: string;
                        /** @description Why, as a free label of yours. */
                        reasonCode: string;
                        /** @description What happened, as given when the dispute was opened. */
                        description: string;
                        /** @description How the dispute was settled; null while open. */
                        resolution: ("release" | "refund" | "split") | null;
                        /** @description Total moved to the payee's available so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        releasedAmount: number;
                        /** @description Total returned to the payer so far. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        refundedAmount: number;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description When the dispute was resolved, or null (ISO 8601, UTC, millisecond precision). */
                        resolvedAt: string | null;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWithdrawalCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "withdrawal.created";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The withdrawal (`wdr_` + 24 characters). */
                        withdrawalId: string;
                        /** @description The customer (`cus_` + 24 characters). */
                        customerId: string;
                        /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                        walletId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description processing until the bank answers; then completed, or failed (the money is back in available).
                         * @enum {string}
                         */
                        status: "processing" | "completed" | "failed";
                        /** @description What the bank account receives. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description The fee parts. */
                        fees: {
                            /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            providerFee: number;
                            /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            platformFee: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            totalFees: number;
                        };
                        /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        chargedAmount: number;
                        /** @description The bank's code (GET /identity/banks). */
                        bankCode: string;
                        /** @description The bank's name. */
                        bankName: string | null;
                        /** @description The last 4 digits of the destination account (the full number is never returned). */
                        last4: string;
                        /** @description The name on the bank account, as the bank resolved it. */
                        accountName: string;
                        /** @description Why the transfer failed, else null. */
                        failureReason: string | null;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                        completedAt: string | null;
                        /** @description When the withdrawal failed, or null (ISO 8601, UTC, millisecond precision). */
                        failedAt: string | null;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWithdrawalProcessing: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "withdrawal.processing";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The withdrawal (`wdr_` + 24 characters). */
                        withdrawalId: string;
                        /** @description The customer (`cus_` + 24 characters). */
                        customerId: string;
                        /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                        walletId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description processing until the bank answers; then completed, or failed (the money is back in available).
                         * @enum {string}
                         */
                        status: "processing" | "completed" | "failed";
                        /** @description What the bank account receives. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description The fee parts. */
                        fees: {
                            /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            providerFee: number;
                            /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            platformFee: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            totalFees: number;
                        };
                        /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        chargedAmount: number;
                        /** @description The bank's code (GET /identity/banks). */
                        bankCode: string;
                        /** @description The bank's name. */
                        bankName: string | null;
                        /** @description The last 4 digits of the destination account (the full number is never returned). */
                        last4: string;
                        /** @description The name on the bank account, as the bank resolved it. */
                        accountName: string;
                        /** @description Why the transfer failed, else null. */
                        failureReason: string | null;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                        completedAt: string | null;
                        /** @description When the withdrawal failed, or null (ISO 8601, UTC, millisecond precision). */
                        failedAt: string | null;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWithdrawalCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "withdrawal.completed";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The withdrawal (`wdr_` + 24 characters). */
                        withdrawalId: string;
                        /** @description The customer (`cus_` + 24 characters). */
                        customerId: string;
                        /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                        walletId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description processing until the bank answers; then completed, or failed (the money is back in available).
                         * @enum {string}
                         */
                        status: "processing" | "completed" | "failed";
                        /** @description What the bank account receives. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description The fee parts. */
                        fees: {
                            /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            providerFee: number;
                            /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            platformFee: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            totalFees: number;
                        };
                        /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        chargedAmount: number;
                        /** @description The bank's code (GET /identity/banks). */
                        bankCode: string;
                        /** @description The bank's name. */
                        bankName: string | null;
                        /** @description The last 4 digits of the destination account (the full number is never returned). */
                        last4: string;
                        /** @description The name on the bank account, as the bank resolved it. */
                        accountName: string;
                        /** @description Why the transfer failed, else null. */
                        failureReason: string | null;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                        completedAt: string | null;
                        /** @description When the withdrawal failed, or null (ISO 8601, UTC, millisecond precision). */
                        failedAt: string | null;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWithdrawalFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body. */
                "x-service-signature": string;
                /** @description The event type, as `type` in the body. */
                "x-service-event"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_` + 24 characters): deduplicate deliveries by it. */
                    id: string;
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "withdrawal.failed";
                    /** @description When the event was recorded (ISO 8601, UTC). */
                    createdAt: string;
                    /** @description The resource as it stood right after the change, as a read answers it. */
                    data: {
                        /** @description The withdrawal (`wdr_` + 24 characters). */
                        withdrawalId: string;
                        /** @description The customer (`cus_` + 24 characters). */
                        customerId: string;
                        /** @description The customer's wallet (`wal_` + 24 characters); one per customer. */
                        walletId: string;
                        /** @description Your own reference, unique per merchant among escrows (and among withdrawals). */
                        reference: string;
                        /**
                         * @description processing until the bank answers; then completed, or failed (the money is back in available).
                         * @enum {string}
                         */
                        status: "processing" | "completed" | "failed";
                        /** @description What the bank account receives. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        amount: number;
                        /** @description ISO 4217 currency code; only NGN. */
                        currency: string;
                        /** @description The fee parts. */
                        fees: {
                            /** @description The payment provider's fee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            providerFee: number;
                            /** @description This service's fee: a quarter of the provider fee for collections and transfers, 0 for deposits. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            platformFee: number;
                            /** @description Your own fixed surcharge, credited to your settlement balance when the money moves. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            merchantFee: number;
                            /** @description providerFee + platformFee + merchantFee. In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                            totalFees: number;
                        };
                        /** @description What the payer pays or the wallet is debited: the amount plus totalFees (for deposits, the gross amount). In naira as a decimal number (1520.5 is ₦1,520.50), not kobo. */
                        chargedAmount: number;
                        /** @description The bank's code (GET /identity/banks). */
                        bankCode: string;
                        /** @description The bank's name. */
                        bankName: string | null;
                        /** @description The last 4 digits of the destination account (the full number is never returned). */
                        last4: string;
                        /** @description The name on the bank account, as the bank resolved it. */
                        accountName: string;
                        /** @description Why the transfer failed, else null. */
                        failureReason: string | null;
                        /** @description When it was created (ISO 8601, UTC, millisecond precision). */
                        createdAt: string;
                        /** @description When it completed, or null (ISO 8601, UTC, millisecond precision). */
                        completedAt: string | null;
                        /** @description When the withdrawal failed, or null (ISO 8601, UTC, millisecond precision). */
                        failedAt: string | null;
                    };
                    /** @description Context of this event (always present; {} when there is none). */
                    meta: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
