// Generated from the OpenAPI document by `npm run client:types`; do not edit.
export interface paths {
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers, newest first */
        get: operations["getCustomers"];
        put?: never;
        /** Create a customer (and its wallet) */
        post: operations["postCustomers"];
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
        /** Get a customer */
        get: operations["getCustomers/CustomerId"];
        put?: never;
        post?: never;
        /** Delete a customer with no virtual account, no escrow role and an empty wallet */
        delete: operations["deleteCustomers/CustomerId"];
        options?: never;
        head?: never;
        /** Update a customer (email cannot change) */
        patch: operations["patchCustomers/CustomerId"];
        trace?: never;
    };
    "/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List wallets, newest first */
        get: operations["getWallets"];
        put?: never;
        /**
         * Give a customer's wallet a virtual account after a BVN check (returns the existing or pending one)
         * @description Test keys: the account is given at once after a BVN name check; `bankCode` and `accountNumber` are accepted and ignored. Live keys: `bankCode` and `accountNumber` (the customer's own bank account) are required; Paystack validates them with the BVN, and the wallet answers with `account: null` and `accountStatus: "pending"` until Paystack's answer gives it a dedicated account (`active`) or a reason (`failed`; a new POST starts again).
         */
        post: operations["postWallets"];
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
        /** Get a wallet */
        get: operations["getWallets/WalletId"];
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
        /** Sandbox: simulate an inbound transfer to the wallet (deposit fee applies, emits wallet.credited) */
        post: operations["postWallets/WalletIdCredits"];
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
        /** List escrows, newest first (customerId matches payer or payee) */
        get: operations["getEscrows"];
        put?: never;
        /** Create an escrow hold (debitPayer locks the payer's available at once) */
        post: operations["postEscrows"];
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
        /** Get an escrow */
        get: operations["getEscrows/EscrowId"];
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
        /** Release all (amount omitted) or part of the remaining hold to the payee's available */
        post: operations["postEscrows/EscrowIdRelease"];
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
        /** Refund all (amount omitted) or part of the remaining hold to the payer */
        post: operations["postEscrows/EscrowIdRefund"];
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
        /** Cancel an unfunded escrow (reason stored) */
        post: operations["postEscrows/EscrowIdCancel"];
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
        /** The open dispute, else the latest resolved one */
        get: operations["getEscrows/EscrowIdDisputes"];
        put?: never;
        /** Open a dispute on a funded escrow */
        post: operations["postEscrows/EscrowIdDisputes"];
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
        /** Resolve the open dispute: release, refund or split the remaining hold */
        post: operations["postEscrows/EscrowIdDisputes/DisputeIdResolve"];
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
        /** List checkout sessions, newest first */
        get: operations["getCheckoutSessions"];
        put?: never;
        /** Create a checkout session for an escrow (funds the hold) or a customer (tops up the wallet); an unfunded hold reuses its pending session (200) */
        post: operations["postCheckoutSessions"];
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
        /** Get a checkout session */
        get: operations["getCheckoutSessions/CheckoutId"];
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
        /** Sandbox: pay (success) or decline (failure) a session, as the hosted page's buttons do; answers after booking */
        post: operations["postSandboxCheckouts/CheckoutIdComplete"];
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
        /** Quote the fees of a collection, transfer or deposit */
        get: operations["getFees"];
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
        /** Look up a BVN or NIN (nothing is stored) */
        post: operations["postIdentityLookups"];
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
        /** Nigerian banks and their codes */
        get: operations["getIdentityBanks"];
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
        /** Resolve the name on a bank account (nothing is saved) */
        post: operations["postIdentityBankAccountsVerify"];
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
        /** List withdrawals, newest first */
        get: operations["getWithdrawals"];
        put?: never;
        /** Pay out from a customer's available balance to a bank account (answers in processing; the outcome comes as withdrawal.completed or withdrawal.failed) */
        post: operations["postWithdrawals"];
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
        /** Get a withdrawal (the account shows as last4, bankCode and accountName) */
        get: operations["getWithdrawals/WithdrawalId"];
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
        /** List statement rows (one per involved customer of a ledger event), newest first */
        get: operations["getTransactions"];
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
        /** Export statement rows as CSV (default) or a PDF statement; the newest 5000 matching rows at most */
        get: operations["getTransactionsExport"];
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
        /** Get a ledger event with one entry per involved customer */
        get: operations["getTransactions/TransactionId"];
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
        /** List the webhook events sent (or to be sent) to this merchant, newest first */
        get: operations["getEvents"];
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
        /** Get an event as delivered, with its delivery status and every attempt */
        get: operations["getEvents/EventId"];
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
        /** Send an event once more to the current webhookUrl (one attempt, answered with its outcome); 409 while its own delivery is still pending */
        post: operations["postEvents/EventIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
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
    getCustomers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
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
                        /** @constant */
                        success: true;
                        data: {
                            customers: {
                                customerId: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string;
                                walletId: string;
                                balances: {
                                    available: number;
                                    held: number;
                                };
                                account: {
                                    accountNumber: string;
                                    accountName: string;
                                    bankName: string;
                                    bankCode: string;
                                    currency: string;
                                } | null;
                                createdAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                hasMore: boolean;
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    postCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    /** Format: email */
                    email: string;
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
                        /** @constant */
                        success: true;
                        data: {
                            customerId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string;
                            walletId: string;
                            balances: {
                                available: number;
                                held: number;
                            };
                            account: {
                                accountNumber: string;
                                accountName: string;
                                bankName: string;
                                bankCode: string;
                                currency: string;
                            } | null;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "getCustomers/CustomerId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            customerId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string;
                            walletId: string;
                            balances: {
                                available: number;
                                held: number;
                            };
                            account: {
                                accountNumber: string;
                                accountName: string;
                                bankName: string;
                                bankCode: string;
                                currency: string;
                            } | null;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "deleteCustomers/CustomerId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            customerId: string;
                            /** @constant */
                            deleted: true;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "patchCustomers/CustomerId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    firstName?: string;
                    lastName?: string;
                    phone?: string;
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
                        /** @constant */
                        success: true;
                        data: {
                            customerId: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string;
                            walletId: string;
                            balances: {
                                available: number;
                                held: number;
                            };
                            account: {
                                accountNumber: string;
                                accountName: string;
                                bankName: string;
                                bankCode: string;
                                currency: string;
                            } | null;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getWallets: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
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
                        /** @constant */
                        success: true;
                        data: {
                            wallets: {
                                walletId: string;
                                customerId: string;
                                currency: string;
                                balances: {
                                    available: number;
                                    held: number;
                                };
                                account: {
                                    accountNumber: string;
                                    accountName: string;
                                    bankName: string;
                                    bankCode: string;
                                    currency: string;
                                } | null;
                                /** @enum {string} */
                                accountStatus: "none" | "pending" | "active" | "failed";
                                accountFailureReason: string | null;
                                createdAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                hasMore: boolean;
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    postWallets: {
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
                    customerId: string;
                    bvn: string;
                    bankCode?: string;
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
                        /** @constant */
                        success: true;
                        data: {
                            walletId: string;
                            customerId: string;
                            currency: string;
                            balances: {
                                available: number;
                                held: number;
                            };
                            account: {
                                accountNumber: string;
                                accountName: string;
                                bankName: string;
                                bankCode: string;
                                currency: string;
                            } | null;
                            /** @enum {string} */
                            accountStatus: "none" | "pending" | "active" | "failed";
                            accountFailureReason: string | null;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: true;
                        data: {
                            walletId: string;
                            customerId: string;
                            currency: string;
                            balances: {
                                available: number;
                                held: number;
                            };
                            account: {
                                accountNumber: string;
                                accountName: string;
                                bankName: string;
                                bankCode: string;
                                currency: string;
                            } | null;
                            /** @enum {string} */
                            accountStatus: "none" | "pending" | "active" | "failed";
                            accountFailureReason: string | null;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "getWallets/WalletId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            walletId: string;
                            customerId: string;
                            currency: string;
                            balances: {
                                available: number;
                                held: number;
                            };
                            account: {
                                accountNumber: string;
                                accountName: string;
                                bankName: string;
                                bankCode: string;
                                currency: string;
                            } | null;
                            /** @enum {string} */
                            accountStatus: "none" | "pending" | "active" | "failed";
                            accountFailureReason: string | null;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "postWallets/WalletIdCredits": {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                walletId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        /** @constant */
                        success: true;
                        data: {
                            walletId: string;
                            customerId: string;
                            currency: string;
                            balances: {
                                available: number;
                                held: number;
                            };
                            account: {
                                accountNumber: string;
                                accountName: string;
                                bankName: string;
                                bankCode: string;
                                currency: string;
                            } | null;
                            /** @enum {string} */
                            accountStatus: "none" | "pending" | "active" | "failed";
                            accountFailureReason: string | null;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getEscrows: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                status?: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
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
                        /** @constant */
                        success: true;
                        data: {
                            escrows: {
                                escrowId: string;
                                reference: string;
                                /** @enum {string} */
                                status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                                amount: number;
                                currency: string;
                                releasedAmount: number;
                                refundedAmount: number;
                                remainingAmount: number;
                                feeAmount: number;
                                merchantFee: number;
                                parties: ({
                                    role: string;
                                    customerId: string;
                                } | {
                                    /** @constant */
                                    role: "payer";
                                    customerId: null;
                                    guest: {
                                        email: string;
                                        name: string | null;
                                        phone: string | null;
                                    };
                                })[];
                                description: string | null;
                                cancelledReason: string | null;
                                fundedAt: string | null;
                                releasedAt: string | null;
                                refundedAt: string | null;
                                pendingProviderRefund: boolean;
                                createdAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                hasMore: boolean;
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    postEscrows: {
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
                    reference: string;
                    amount: number;
                    /** @constant */
                    currency: "NGN";
                    parties: {
                        role: string;
                        customerId?: string;
                        guest?: {
                            /** Format: email */
                            email: string;
                            name?: string;
                            phone?: string;
                        };
                    }[];
                    description?: string;
                    debitPayer?: boolean;
                    checkout?: boolean;
                    callbackUrl?: string;
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
                        /** @constant */
                        success: true;
                        data: {
                            escrowId: string;
                            reference: string;
                            /** @enum {string} */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            amount: number;
                            currency: string;
                            releasedAmount: number;
                            refundedAmount: number;
                            remainingAmount: number;
                            feeAmount: number;
                            merchantFee: number;
                            parties: ({
                                role: string;
                                customerId: string;
                            } | {
                                /** @constant */
                                role: "payer";
                                customerId: null;
                                guest: {
                                    email: string;
                                    name: string | null;
                                    phone: string | null;
                                };
                            })[];
                            description: string | null;
                            cancelledReason: string | null;
                            fundedAt: string | null;
                            releasedAt: string | null;
                            refundedAt: string | null;
                            pendingProviderRefund: boolean;
                            createdAt: string;
                            checkout?: {
                                checkoutId: string;
                                checkoutUrl: string;
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "getEscrows/EscrowId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            escrowId: string;
                            reference: string;
                            /** @enum {string} */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            amount: number;
                            currency: string;
                            releasedAmount: number;
                            refundedAmount: number;
                            remainingAmount: number;
                            feeAmount: number;
                            merchantFee: number;
                            parties: ({
                                role: string;
                                customerId: string;
                            } | {
                                /** @constant */
                                role: "payer";
                                customerId: null;
                                guest: {
                                    email: string;
                                    name: string | null;
                                    phone: string | null;
                                };
                            })[];
                            description: string | null;
                            cancelledReason: string | null;
                            fundedAt: string | null;
                            releasedAt: string | null;
                            refundedAt: string | null;
                            pendingProviderRefund: boolean;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "postEscrows/EscrowIdRelease": {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
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
                        /** @constant */
                        success: true;
                        data: {
                            escrowId: string;
                            reference: string;
                            /** @enum {string} */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            amount: number;
                            currency: string;
                            releasedAmount: number;
                            refundedAmount: number;
                            remainingAmount: number;
                            feeAmount: number;
                            merchantFee: number;
                            parties: ({
                                role: string;
                                customerId: string;
                            } | {
                                /** @constant */
                                role: "payer";
                                customerId: null;
                                guest: {
                                    email: string;
                                    name: string | null;
                                    phone: string | null;
                                };
                            })[];
                            description: string | null;
                            cancelledReason: string | null;
                            fundedAt: string | null;
                            releasedAt: string | null;
                            refundedAt: string | null;
                            pendingProviderRefund: boolean;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "postEscrows/EscrowIdRefund": {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    amount?: number;
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
                        /** @constant */
                        success: true;
                        data: {
                            escrowId: string;
                            reference: string;
                            /** @enum {string} */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            amount: number;
                            currency: string;
                            releasedAmount: number;
                            refundedAmount: number;
                            remainingAmount: number;
                            feeAmount: number;
                            merchantFee: number;
                            parties: ({
                                role: string;
                                customerId: string;
                            } | {
                                /** @constant */
                                role: "payer";
                                customerId: null;
                                guest: {
                                    email: string;
                                    name: string | null;
                                    phone: string | null;
                                };
                            })[];
                            description: string | null;
                            cancelledReason: string | null;
                            fundedAt: string | null;
                            releasedAt: string | null;
                            refundedAt: string | null;
                            pendingProviderRefund: boolean;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "postEscrows/EscrowIdCancel": {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
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
                        /** @constant */
                        success: true;
                        data: {
                            escrowId: string;
                            reference: string;
                            /** @enum {string} */
                            status: "awaiting_funding" | "held" | "partially_released" | "released" | "refunded" | "cancelled" | "disputed";
                            amount: number;
                            currency: string;
                            releasedAmount: number;
                            refundedAmount: number;
                            remainingAmount: number;
                            feeAmount: number;
                            merchantFee: number;
                            parties: ({
                                role: string;
                                customerId: string;
                            } | {
                                /** @constant */
                                role: "payer";
                                customerId: null;
                                guest: {
                                    email: string;
                                    name: string | null;
                                    phone: string | null;
                                };
                            })[];
                            description: string | null;
                            cancelledReason: string | null;
                            fundedAt: string | null;
                            releasedAt: string | null;
                            refundedAt: string | null;
                            pendingProviderRefund: boolean;
                            createdAt: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "getEscrows/EscrowIdDisputes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            disputeId: string;
                            escrowId: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            openedBy: string;
                            reasonCode: string;
                            description: string;
                            resolution: ("release" | "refund" | "split") | null;
                            releasedAmount: number;
                            refundedAmount: number;
                            createdAt: string;
                            resolvedAt: string | null;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "postEscrows/EscrowIdDisputes": {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                escrowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    openedBy: string;
                    reasonCode: string;
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
                        /** @constant */
                        success: true;
                        data: {
                            disputeId: string;
                            escrowId: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            openedBy: string;
                            reasonCode: string;
                            description: string;
                            resolution: ("release" | "refund" | "split") | null;
                            releasedAmount: number;
                            refundedAmount: number;
                            createdAt: string;
                            resolvedAt: string | null;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "postEscrows/EscrowIdDisputes/DisputeIdResolve": {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
                escrowId: string;
                disputeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "release" | "refund" | "split";
                    releaseAmount?: number;
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
                        /** @constant */
                        success: true;
                        data: {
                            disputeId: string;
                            escrowId: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            openedBy: string;
                            reasonCode: string;
                            description: string;
                            resolution: ("release" | "refund" | "split") | null;
                            releasedAmount: number;
                            refundedAmount: number;
                            createdAt: string;
                            resolvedAt: string | null;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getCheckoutSessions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                status?: "pending" | "completed" | "failed" | "expired";
                escrowId?: string;
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
                        /** @constant */
                        success: true;
                        data: {
                            checkouts: {
                                checkoutId: string;
                                checkoutUrl: string;
                                /** @enum {string} */
                                status: "pending" | "completed" | "failed" | "expired";
                                escrowId: string | null;
                                customerId: string | null;
                                amount: number;
                                currency: string;
                                fees: {
                                    providerFee: number;
                                    platformFee: number;
                                    merchantFee: number;
                                    totalFees: number;
                                    chargedAmount: number;
                                    netAmount: number;
                                };
                                paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                                callbackUrl: string | null;
                                paymentId: string | null;
                                createdAt: string;
                                completedAt: string | null;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                hasMore: boolean;
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    postCheckoutSessions: {
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
                    escrowId?: string;
                    customerId?: string;
                    amount?: number;
                    currency?: string;
                    paymentMethods?: ("card" | "bank" | "bank_transfer" | "ussd")[];
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
                        /** @constant */
                        success: true;
                        data: {
                            checkoutId: string;
                            checkoutUrl: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "expired";
                            escrowId: string | null;
                            customerId: string | null;
                            amount: number;
                            currency: string;
                            fees: {
                                providerFee: number;
                                platformFee: number;
                                merchantFee: number;
                                totalFees: number;
                                chargedAmount: number;
                                netAmount: number;
                            };
                            paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                            callbackUrl: string | null;
                            paymentId: string | null;
                            createdAt: string;
                            completedAt: string | null;
                        };
                        meta: {
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
                        /** @constant */
                        success: true;
                        data: {
                            checkoutId: string;
                            checkoutUrl: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "expired";
                            escrowId: string | null;
                            customerId: string | null;
                            amount: number;
                            currency: string;
                            fees: {
                                providerFee: number;
                                platformFee: number;
                                merchantFee: number;
                                totalFees: number;
                                chargedAmount: number;
                                netAmount: number;
                            };
                            paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                            callbackUrl: string | null;
                            paymentId: string | null;
                            createdAt: string;
                            completedAt: string | null;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "getCheckoutSessions/CheckoutId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            checkoutId: string;
                            checkoutUrl: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "expired";
                            escrowId: string | null;
                            customerId: string | null;
                            amount: number;
                            currency: string;
                            fees: {
                                providerFee: number;
                                platformFee: number;
                                merchantFee: number;
                                totalFees: number;
                                chargedAmount: number;
                                netAmount: number;
                            };
                            paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                            callbackUrl: string | null;
                            paymentId: string | null;
                            createdAt: string;
                            completedAt: string | null;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "postSandboxCheckouts/CheckoutIdComplete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "success" | "failure";
                    /** @enum {string} */
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
                        /** @constant */
                        success: true;
                        data: {
                            paymentId: string;
                            checkoutId: string;
                            /** @constant */
                            status: "succeeded";
                            amount: number;
                            chargedAmount: number;
                            netAmount: number;
                            currency: string;
                            escrowId: string | null;
                            walletId: string | null;
                            /** @enum {string} */
                            bookedAs: "escrow_funding" | "wallet_credit" | "refund_due";
                            provider: string;
                            providerReference: string;
                            channel: string | null;
                            paidAt: string;
                            fees: {
                                providerFee: number;
                                platformFee: number;
                                merchantFee: number;
                                totalFees: number;
                            };
                        } | {
                            checkoutId: string;
                            checkoutUrl: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed" | "expired";
                            escrowId: string | null;
                            customerId: string | null;
                            amount: number;
                            currency: string;
                            fees: {
                                providerFee: number;
                                platformFee: number;
                                merchantFee: number;
                                totalFees: number;
                                chargedAmount: number;
                                netAmount: number;
                            };
                            paymentMethods: ("card" | "bank" | "bank_transfer" | "ussd")[];
                            callbackUrl: string | null;
                            paymentId: string | null;
                            createdAt: string;
                            completedAt: string | null;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getFees: {
        parameters: {
            query: {
                amount: number;
                type: "collection" | "transfer" | "deposit";
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
                        /** @constant */
                        success: true;
                        data: {
                            /** @enum {string} */
                            type: "collection" | "transfer" | "deposit";
                            amount: number;
                            /** @constant */
                            currency: "NGN";
                            providerFee: number;
                            platformFee: number;
                            merchantFee: number;
                            totalFees: number;
                            chargedAmount: number;
                            netAmount: number;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    postIdentityLookups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "bvn" | "nin";
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
                        /** @constant */
                        success: true;
                        data: {
                            /** @enum {string} */
                            type: "bvn" | "nin";
                            firstName: string;
                            lastName: string;
                            middleName: string | null;
                            dateOfBirth: string | null;
                            gender: ("male" | "female") | null;
                            phone: string | null;
                            /** @enum {string} */
                            environment: "sandbox" | "live";
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getIdentityBanks: {
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
                        /** @constant */
                        success: true;
                        data: {
                            banks: {
                                name: string;
                                code: string;
                            }[];
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    postIdentityBankAccountsVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bankCode: string;
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
                        /** @constant */
                        success: true;
                        data: {
                            accountName: string;
                            accountNumber: string;
                            bankCode: string;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getWithdrawals: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                status?: "processing" | "completed" | "failed";
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
                        /** @constant */
                        success: true;
                        data: {
                            withdrawals: {
                                withdrawalId: string;
                                customerId: string;
                                walletId: string;
                                reference: string;
                                /** @enum {string} */
                                status: "processing" | "completed" | "failed";
                                amount: number;
                                currency: string;
                                fees: {
                                    providerFee: number;
                                    platformFee: number;
                                    merchantFee: number;
                                    totalFees: number;
                                };
                                chargedAmount: number;
                                bankCode: string;
                                bankName: string | null;
                                last4: string;
                                accountName: string;
                                failureReason: string | null;
                                createdAt: string;
                                completedAt: string | null;
                                failedAt: string | null;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                hasMore: boolean;
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    postWithdrawals: {
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
                    customerId: string;
                    accountNumber: string;
                    bankCode: string;
                    amount: number;
                    reference: string;
                    /**
                     * @default NGN
                     * @constant
                     */
                    currency?: "NGN";
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
                        /** @constant */
                        success: true;
                        data: {
                            withdrawalId: string;
                            customerId: string;
                            walletId: string;
                            reference: string;
                            /** @enum {string} */
                            status: "processing" | "completed" | "failed";
                            amount: number;
                            currency: string;
                            fees: {
                                providerFee: number;
                                platformFee: number;
                                merchantFee: number;
                                totalFees: number;
                            };
                            chargedAmount: number;
                            bankCode: string;
                            bankName: string | null;
                            last4: string;
                            accountName: string;
                            failureReason: string | null;
                            createdAt: string;
                            completedAt: string | null;
                            failedAt: string | null;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "getWithdrawals/WithdrawalId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            withdrawalId: string;
                            customerId: string;
                            walletId: string;
                            reference: string;
                            /** @enum {string} */
                            status: "processing" | "completed" | "failed";
                            amount: number;
                            currency: string;
                            fees: {
                                providerFee: number;
                                platformFee: number;
                                merchantFee: number;
                                totalFees: number;
                            };
                            chargedAmount: number;
                            bankCode: string;
                            bankName: string | null;
                            last4: string;
                            accountName: string;
                            failureReason: string | null;
                            createdAt: string;
                            completedAt: string | null;
                            failedAt: string | null;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getTransactions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                customerId?: string;
                type?: "wallet_credit" | "wallet_funded" | "escrow_funded" | "escrow_released" | "escrow_refunded" | "withdrawal" | "withdrawal_reversed";
                direction?: "in" | "out" | "locked" | "unlocked";
                relatedId?: string;
                startDate?: string;
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
                        /** @constant */
                        success: true;
                        data: {
                            transactions: {
                                transactionId: string;
                                customerId: string;
                                /** @enum {string} */
                                type: "wallet_credit" | "wallet_funded" | "escrow_funded" | "escrow_released" | "escrow_refunded" | "withdrawal" | "withdrawal_reversed";
                                /** @enum {string} */
                                direction: "in" | "out" | "locked" | "unlocked";
                                status: string;
                                amount: number;
                                currency: string;
                                relatedId: string | null;
                                createdAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                hasMore: boolean;
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getTransactionsExport: {
        parameters: {
            query?: {
                customerId?: string;
                type?: "wallet_credit" | "wallet_funded" | "escrow_funded" | "escrow_released" | "escrow_refunded" | "withdrawal" | "withdrawal_reversed";
                direction?: "in" | "out" | "locked" | "unlocked";
                relatedId?: string;
                startDate?: string;
                endDate?: string;
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "getTransactions/TransactionId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            transactionId: string;
                            eventType: string;
                            relatedId: string | null;
                            currency: string;
                            createdAt: string;
                            entries: {
                                customerId: string;
                                /** @enum {string} */
                                type: "wallet_credit" | "wallet_funded" | "escrow_funded" | "escrow_released" | "escrow_refunded" | "withdrawal" | "withdrawal_reversed";
                                /** @enum {string} */
                                direction: "in" | "out" | "locked" | "unlocked";
                                status: string;
                                amount: number;
                            }[];
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                type?: "payment.pending" | "payment.succeeded" | "wallet.credited" | "escrow.created" | "escrow.funded" | "escrow.partially_released" | "escrow.released" | "escrow.refunded" | "escrow.cancelled" | "dispute.opened" | "dispute.resolved" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed";
                objectId?: string;
                startDate?: string;
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
                        /** @constant */
                        success: true;
                        data: {
                            events: {
                                id: string;
                                /** @enum {string} */
                                type: "payment.pending" | "payment.succeeded" | "wallet.credited" | "escrow.created" | "escrow.funded" | "escrow.partially_released" | "escrow.released" | "escrow.refunded" | "escrow.cancelled" | "dispute.opened" | "dispute.resolved" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed";
                                createdAt: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                meta: {
                                    [key: string]: unknown;
                                };
                                delivery: {
                                    /** @enum {string} */
                                    status: "pending" | "delivered" | "failed" | "no_endpoint" | "refused";
                                    attemptCount: number;
                                    deliveredAt: string | null;
                                };
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                hasMore: boolean;
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "getEvents/EventId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "payment.pending" | "payment.succeeded" | "wallet.credited" | "escrow.created" | "escrow.funded" | "escrow.partially_released" | "escrow.released" | "escrow.refunded" | "escrow.cancelled" | "dispute.opened" | "dispute.resolved" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed";
                            createdAt: string;
                            data: {
                                [key: string]: unknown;
                            };
                            meta: {
                                [key: string]: unknown;
                            };
                            delivery: {
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed" | "no_endpoint" | "refused";
                                attemptCount: number;
                                deliveredAt: string | null;
                                attempts: {
                                    attempt: number;
                                    attemptedAt: string;
                                    /** @enum {string} */
                                    status: "delivered" | "failed" | "refused" | "interrupted" | "in_flight";
                                    latencyMs: number | null;
                                    responseStatus: number | null;
                                    error: string | null;
                                    url: string;
                                    redelivery: boolean;
                                }[];
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
    "postEvents/EventIdRedeliver": {
        parameters: {
            query?: never;
            header: {
                /** @description Any non-blank string of at most 255 characters, unique per operation (a UUID); a replay answers the first response */
                "Idempotency-Key": string;
            };
            path: {
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
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "payment.pending" | "payment.succeeded" | "wallet.credited" | "escrow.created" | "escrow.funded" | "escrow.partially_released" | "escrow.released" | "escrow.refunded" | "escrow.cancelled" | "dispute.opened" | "dispute.resolved" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed";
                            createdAt: string;
                            data: {
                                [key: string]: unknown;
                            };
                            meta: {
                                [key: string]: unknown;
                            };
                            delivery: {
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed" | "no_endpoint" | "refused";
                                attemptCount: number;
                                deliveredAt: string | null;
                                attempts: {
                                    attempt: number;
                                    attemptedAt: string;
                                    /** @enum {string} */
                                    status: "delivered" | "failed" | "refused" | "interrupted" | "in_flight";
                                    latencyMs: number | null;
                                    responseStatus: number | null;
                                    error: string | null;
                                    url: string;
                                    redelivery: boolean;
                                }[];
                            };
                            redelivery: {
                                attempt: number;
                                /** @enum {string} */
                                status: "delivered" | "failed" | "refused";
                            };
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
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
                        /** @constant */
                        success: false;
                        error: {
                            code: string;
                            message: string;
                            details?: Record<string, never>;
                        };
                        meta: {
                            requestId?: string;
                        };
                    };
                };
            };
        };
    };
}
