// Generated from the route declarations (api/routes/*/routes.ts) by `npm run client:types`; do not edit.
import { ClientOptions, download, eventStream } from './http';
import type { Body, Call, Data, Method, Options, Path, Query, StreamItem, StreamOptions } from './types';

/** One method per operation of the API, grouped by resource; EscrowClient (index.ts) sends them. */
export abstract class Operations {
  protected abstract readonly options: ClientOptions;

  /** Any operation of the document, typed by its path and method. */
  abstract request<P extends Path, M extends Method>(method: M, path: P, call?: Call<P, M>): Promise<Data<P, M>>;

  readonly customers = {
    /** Create a customer (and its wallet) */
    create: (body: Body<'/customers', 'post'>, o?: Options) => this.request('post', '/customers', { body, ...o }),
    /** List customers, newest first */
    list: (query?: Query<'/customers', 'get'>) => this.request('get', '/customers', { query }),
    /** Get a customer */
    get: (customerId: string) => this.request('get', '/customers/{customerId}', { params: { customerId } }),
    /** Update a customer (email cannot change) */
    update: (customerId: string, body: Body<'/customers/{customerId}', 'patch'> = {}) =>
      this.request('patch', '/customers/{customerId}', { params: { customerId }, body }),
    /** Delete a customer with no virtual account, no escrow role and an empty wallet */
    delete: (customerId: string) => this.request('delete', '/customers/{customerId}', { params: { customerId } }),
  };

  readonly wallets = {
    /** Give a customer's wallet a virtual account after a BVN check (returns the existing or pending one) */
    create: (body: Body<'/wallets', 'post'>, o?: Options) => this.request('post', '/wallets', { body, ...o }),
    /** List wallets, newest first */
    list: (query?: Query<'/wallets', 'get'>) => this.request('get', '/wallets', { query }),
    /** Get a wallet */
    get: (walletId: string) => this.request('get', '/wallets/{walletId}', { params: { walletId } }),
    /** Sandbox: simulate an inbound transfer to the wallet (deposit fee applies, emits wallet.credited) */
    credit: (walletId: string, body: Body<'/wallets/{walletId}/credits', 'post'>, o?: Options) =>
      this.request('post', '/wallets/{walletId}/credits', { params: { walletId }, body, ...o }),
  };

  readonly escrows = {
    /** Create an escrow hold (debitPayer locks the payer's available at once) */
    create: (body: Body<'/escrows', 'post'>, o?: Options) => this.request('post', '/escrows', { body, ...o }),
    /** List escrows, newest first (customerId matches payer or payee) */
    list: (query?: Query<'/escrows', 'get'>) => this.request('get', '/escrows', { query }),
    /** Get an escrow */
    get: (escrowId: string) => this.request('get', '/escrows/{escrowId}', { params: { escrowId } }),
    /** Release all (amount omitted) or part of the remaining hold to the payee's available */
    release: (escrowId: string, body: Body<'/escrows/{escrowId}/release', 'post'> = {}, o?: Options) =>
      this.request('post', '/escrows/{escrowId}/release', { params: { escrowId }, body, ...o }),
    /** Refund all (amount omitted) or part of the remaining hold to the payer */
    refund: (escrowId: string, body: Body<'/escrows/{escrowId}/refund', 'post'> = {}, o?: Options) =>
      this.request('post', '/escrows/{escrowId}/refund', { params: { escrowId }, body, ...o }),
    /** Cancel an unfunded escrow (reason stored) */
    cancel: (escrowId: string, body: Body<'/escrows/{escrowId}/cancel', 'post'> = {}, o?: Options) =>
      this.request('post', '/escrows/{escrowId}/cancel', { params: { escrowId }, body, ...o }),
    /** Set, move or remove the hold's deadlines (inspectionPeriod, releaseAt, fundingDeadline) */
    updateDeadlines: (escrowId: string, body: Body<'/escrows/{escrowId}/deadlines', 'post'>, o?: Options) =>
      this.request('post', '/escrows/{escrowId}/deadlines', { params: { escrowId }, body, ...o }),
    /** Open a dispute on a funded escrow */
    openDispute: (escrowId: string, body: Body<'/escrows/{escrowId}/disputes', 'post'>, o?: Options) =>
      this.request('post', '/escrows/{escrowId}/disputes', { params: { escrowId }, body, ...o }),
    /** The open dispute, else the latest resolved one */
    listDisputes: (escrowId: string) => this.request('get', '/escrows/{escrowId}/disputes', { params: { escrowId } }),
    /** Resolve the open dispute: release, refund or split the remaining hold */
    resolveDispute: (
      escrowId: string,
      disputeId: string,
      body: Body<'/escrows/{escrowId}/disputes/{disputeId}/resolve', 'post'>,
      o?: Options,
    ) => this.request('post', '/escrows/{escrowId}/disputes/{disputeId}/resolve', { params: { escrowId, disputeId }, body, ...o }),
  };

  readonly sandbox = {
    /** Sandbox: run this hold's clock ahead, so its deadlines come due (test keys only) */
    advanceEscrowClock: (escrowId: string, body: Body<'/escrows/{escrowId}/test_clock/advance', 'post'>, o?: Options) =>
      this.request('post', '/escrows/{escrowId}/test_clock/advance', { params: { escrowId }, body, ...o }),
    /** Sandbox: pay (success) or decline (failure) a session, as the hosted page's buttons do; answers after booking */
    completeCheckout: (checkoutId: string, body: Body<'/sandbox/checkouts/{checkoutId}/complete', 'post'>, o?: Options) =>
      this.request('post', '/sandbox/checkouts/{checkoutId}/complete', { params: { checkoutId }, body, ...o }),
  };

  readonly checkout = {
    /** Create a checkout session for an escrow (funds the hold) or a customer (tops up the wallet); an unfunded hold reuses its pending session (200) */
    createSession: (body: Body<'/checkout/sessions', 'post'>, o?: Options) => this.request('post', '/checkout/sessions', { body, ...o }),
    /** List checkout sessions, newest first */
    listSessions: (query?: Query<'/checkout/sessions', 'get'>) => this.request('get', '/checkout/sessions', { query }),
    /** Get a checkout session */
    getSession: (checkoutId: string) => this.request('get', '/checkout/sessions/{checkoutId}', { params: { checkoutId } }),
  };

  readonly fees = {
    /** Quote the fees of a collection, transfer or deposit */
    quote: (query: Query<'/fees', 'get'>) => this.request('get', '/fees', { query }),
  };

  readonly identity = {
    /** Look up a BVN or NIN (nothing is stored) */
    lookup: (body: Body<'/identity/lookups', 'post'>, o?: Options) => this.request('post', '/identity/lookups', { body, ...o }),
    /** Nigerian banks and their codes */
    banks: () => this.request('get', '/identity/banks'),
    /** Resolve the name on a bank account (nothing is saved) */
    verifyBankAccount: (body: Body<'/identity/bank-accounts/verify', 'post'>, o?: Options) =>
      this.request('post', '/identity/bank-accounts/verify', { body, ...o }),
  };

  readonly withdrawals = {
    /** Pay out from a customer's available balance to a bank account (answers in processing; the outcome comes as withdrawal.completed or withdrawal.failed) */
    create: (body: Body<'/withdrawals', 'post'>, o?: Options) => this.request('post', '/withdrawals', { body, ...o }),
    /** List withdrawals, newest first */
    list: (query?: Query<'/withdrawals', 'get'>) => this.request('get', '/withdrawals', { query }),
    /** Get a withdrawal (the account shows as last4, bankCode and accountName) */
    get: (withdrawalId: string) => this.request('get', '/withdrawals/{withdrawalId}', { params: { withdrawalId } }),
  };

  readonly transactions = {
    /** List statement rows (one per involved customer of a ledger event), newest first */
    list: (query?: Query<'/transactions', 'get'>) => this.request('get', '/transactions', { query }),
    /** Export statement rows as CSV (default) or a PDF statement; the newest 5000 matching rows at most */
    export: (query?: Query<'/transactions/export', 'get'>) =>
      download(this.options, { method: 'get', path: '/transactions/export', query }),
    /** Get a ledger event with one entry per involved customer */
    get: (transactionId: string) => this.request('get', '/transactions/{transactionId}', { params: { transactionId } }),
  };

  readonly events = {
    /** List the webhook events sent (or to be sent) to this merchant, newest first */
    list: (query?: Query<'/events', 'get'>) => this.request('get', '/events', { query }),
    /** Follow the events as they are recorded (server-sent events), oldest first, each once */
    follow: (query?: Query<'/events/stream', 'get'>, o?: StreamOptions) =>
      eventStream(this.options, { method: 'get', path: '/events/stream', query }, o?.signal, o?.onOpen) as AsyncGenerator<
        StreamItem<'/events/stream'>
      >,
    /** Get an event as delivered, with its delivery status and every attempt */
    get: (eventId: string) => this.request('get', '/events/{eventId}', { params: { eventId } }),
    /** Send an event once more to the current webhookUrl (one attempt, answered with its outcome); 409 while its own delivery is still pending */
    redeliver: (eventId: string, o?: Options) => this.request('post', '/events/{eventId}/redeliver', { params: { eventId }, ...o }),
  };
}
