import type { ErrorCode } from '../src/errors';

// Every error code the service answers, its HTTP status and when, for the OpenAPI document's
// introduction. Typed on ErrorCode, so a new code cannot be left out of the reference.

export const ERROR_CODE_MEANINGS: Record<ErrorCode, { status: string; meaning: string }> = {
  INVALID_REQUEST: {
    status: '400',
    meaning:
      'Validation failed (`details.fields` names the fields), an unknown field or query parameter, a missing Idempotency-Key, a body over 1 MiB (413)',
  },
  UNAUTHORIZED: { status: '401', meaning: 'No Bearer value, or not a known secret key' },
  FORBIDDEN: {
    status: '403',
    meaning: 'Suspended account, live key before verification and live mode, or a test-only route with a live key',
  },
  NOT_FOUND: { status: '404', meaning: 'No such customer, escrow, wallet, withdrawal… for this account and plane' },
  INSUFFICIENT_BALANCE: {
    status: '400 / 422',
    meaning:
      'A withdrawal above available (400, `details.available` and `details.requested`); debitPayer when the payer cannot cover the hold (422)',
  },
  AMOUNT_MISMATCH: { status: '400', meaning: 'A checkout amount or currency differs from its hold' },
  INVALID_RELEASE: { status: '400', meaning: 'A release amount above the remaining hold' },
  INVALID_REFUND: { status: '400', meaning: 'A refund amount above the remaining hold' },
  BVN_NAME_MISMATCH: { status: '400', meaning: "The BVN's name differs from the customer's (POST /wallets)" },
  INVALID_DISPUTE: {
    status: '409 / 400',
    meaning: 'A dispute on an unfunded hold or one already resolved (409); a split that does not add up to the remaining hold (400)',
  },
  ESCROW_NOT_PAYABLE: { status: '409', meaning: 'A checkout or debit for a hold that is not awaiting_funding' },
  ESCROW_NOT_CANCELLABLE: { status: '409', meaning: 'Cancel after funding: refund instead' },
  ESCROW_INVALID_STATE: {
    status: '409',
    meaning:
      "Release or refund when the hold is not held or partially_released (disputed included); a deadline the hold's status makes moot (`details.field`)",
  },
  DEADLINE_PASSED: {
    status: '409',
    meaning:
      "Moving a deadline (`details.field`) whose time has already come on the hold's clock: its automatic release or cancel is under way",
  },
  DISPUTE_EXISTS: { status: '409', meaning: 'The hold already has an open dispute' },
  GUEST_REFUND_NO_PAYMENT: { status: '409', meaning: 'A guest refund of a hold with no successful checkout payment' },
  GUEST_REFUND_PENDING: { status: '409', meaning: 'Refund, release or dispute while a guest refund is with the provider' },
  DUPLICATE_REFERENCE: { status: '409', meaning: 'An escrow or withdrawal `reference` you already used' },
  DUPLICATE_EMAIL: { status: '409', meaning: 'A customer with this e-mail exists' },
  CUSTOMER_HAS_ACCOUNT: { status: '409', meaning: 'Deleting a customer that has a virtual account' },
  CUSTOMER_HAS_ESCROW: { status: '409', meaning: 'Deleting a customer that is a party of an escrow' },
  CUSTOMER_HAS_BALANCE: { status: '409', meaning: 'Deleting a customer with money in the wallet or a withdrawal still processing' },
  EVENT_DELIVERY_PENDING: { status: '409', meaning: 'Redelivering an event whose own delivery is still in progress' },
  NO_WEBHOOK_ENDPOINT: { status: '409', meaning: 'Redelivering while your account has no webhookUrl' },
  IDEMPOTENCY_KEY_REUSED: { status: '409', meaning: 'The Idempotency-Key was used with another request' },
  IDEMPOTENCY_IN_PROGRESS: { status: '409', meaning: 'The first request with this Idempotency-Key is still running: retry shortly' },
  RATE_LIMITED: { status: '429', meaning: "The family's quota for this minute is used up: wait `Retry-After` seconds" },
  PROVIDER_ERROR: {
    status: '502',
    meaning: 'The payment, bank or identity provider refused or failed: retry with the same Idempotency-Key',
  },
  SERVICE_UNAVAILABLE: {
    status: '503',
    meaning: 'The database or workflow engine is briefly unreachable; nothing was stored: retry after `Retry-After`',
  },
  INTERNAL_ERROR: { status: '500', meaning: 'An unexpected failure: retry with the same Idempotency-Key' },
};
