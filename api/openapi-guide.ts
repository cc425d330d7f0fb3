import { ERROR_CODE_MEANINGS } from './openapi-error-codes';
import { RATE_LIMIT_FAMILIES } from './middleware/rate-limit';

// The OpenAPI document's introduction (`info.description`, Markdown): what a merchant
// developer needs before the first call. Swagger UI at /docs shows it above the operations.

const FAMILY_LABELS: Record<keyof typeof RATE_LIMIT_FAMILIES, string> = {
  standard: 'Most routes',
  banks: 'GET /identity/banks',
  account_verify: 'POST /identity/bank-accounts/verify',
  checkout: 'POST /checkout/sessions',
  escrow_writes: 'Escrow writes (create, release, refund, cancel, disputes, resolve)',
  withdrawals: 'POST /withdrawals',
  event_stream: 'GET /events/stream (streams opened)',
};

function rateLimitTable(): string {
  const rows = Object.entries(RATE_LIMIT_FAMILIES).map(
    ([family, quota]) => `| ${FAMILY_LABELS[family as keyof typeof RATE_LIMIT_FAMILIES]} | \`${family}\` | ${quota.test} | ${quota.live} |`,
  );
  return ['| Routes | Family (`x-rate-limit-family`) | Test key, per minute | Live key, per minute |', '|---|---|---|---|', ...rows].join(
    '\n',
  );
}

function errorCodeTable(): string {
  const rows = Object.entries(ERROR_CODE_MEANINGS).map(([code, { status, meaning }]) => `| \`${code}\` | ${status} | ${meaning} |`);
  return ['| `error.code` | HTTP | When |', '|---|---|---|', ...rows].join('\n');
}

export function infoDescription(): string {
  return `Escrow and payments for Nigerian merchants, in naira: customers with wallets, escrow holds
released to a payee or refunded to a payer, hosted checkout, bank payouts (withdrawals), a
statement, and webhooks for every movement of money.

## Authentication and planes
Every call sends your **secret key** as \`Authorization: Bearer sk_test_…\` (or \`sk_live_…\`).
The key chooses the **plane**: a test key works on sandbox data with simulated banks and
payments, a live key on real money; the same base URL serves both and nothing is shared
between them. A live key works once your account is verified and switched to live mode (else
403 \`FORBIDDEN\`). Publishable keys (\`pk_…\`) are for the hosted checkout page only and are
refused here. Keep secret keys on your server: they also sign the webhooks you receive.

## Amounts: naira, not kobo
Amounts you **send** are whole naira: \`"amount": 2500\` means ₦2,500 (if you know
Paystack, note this is not kobo). Amounts the service **answers** and sends in webhooks are
naira as decimal numbers with at most two decimals (\`1520.5\` is ₦1,520.50), because fees
can have kobo.

## Idempotency
Every request that creates or moves something (marked by its \`Idempotency-Key\` header
parameter) needs an \`Idempotency-Key\`: any string of up to 255 characters, e.g. a UUID,
new for each operation. Retrying with the same key and the same body within **24 hours**
answers the first response again (with the header \`idempotent-replayed: true\`) and never
moves money twice; the same key with another body is 409 \`IDEMPOTENCY_KEY_REUSED\`, and while
the first request is still running 409 \`IDEMPOTENCY_IN_PROGRESS\`. Validation errors (400
\`INVALID_REQUEST\`) and 5xx answers are not kept: fix or retry with the same key. Keys are
scoped to your account and plane.

## Responses and errors
Every JSON answer is an envelope. A success is \`{ "success": true, "data": …, "meta": {
"requestId": "req_…" } }\`; a failure is \`{ "success": false, "error": { "code", "message",
"details"? }, "meta": { "requestId" } }\`. Branch on \`error.code\`, never on the message.
For a validation error, \`error.details.fields\` names the invalid fields. Send
\`X-Request-Id\` to choose the request id yourself.

Retry 502, 503 (after \`Retry-After\` seconds) and timeouts with the **same** Idempotency-Key;
do not retry 400, 401, 403, 404, 409 or 422 unchanged.

${errorCodeTable()}

## Rate limits and quotas
Calls are counted per account, plane and family of routes in fixed 60-second windows. Every
answer carries \`x-ratelimit-limit\`, \`x-ratelimit-remaining\` and \`x-ratelimit-reset\`
(seconds until the window ends); past the quota the answer is 429 \`RATE_LIMITED\` with
\`Retry-After\` and \`error.details\` (\`family\`, \`limit\`, \`resetInSeconds\`, \`nextStep\`).

${rateLimitTable()}

## Pagination
Lists answer a named array (\`customers\`, \`escrows\`…) and \`pagination\` =
\`{ total, limit, offset, hasMore }\`, newest first. \`limit\` is 1 to 100 (default 20),
\`offset\` defaults to 0. For the next page send \`offset\` = offset + limit; stop when
\`hasMore\` is false. \`total\` is exact on every page.

Beyond offsets, every list takes a cursor: \`startingAfter\` = an item's id (on
\`/transactions\`, \`transactionId:customerId\`) answers the items after it, and its
\`pagination\` is \`{ total, limit, offset: null, hasMore, nextCursor }\`; send \`nextCursor\` as
the next \`startingAfter\` until it is null. A cursor page costs the same at any depth and does
not shift when items are created meanwhile.

## Webhooks
Each movement of money is sent as an event (the \`webhooks\` section below lists every type with
its payload) by POST to your account's \`webhookUrl\`. The header \`x-service-signature\` is the
hex HMAC-SHA512 of the raw body keyed with your secret key: compare it in constant time before
trusting the body. Answer 2xx within 5 seconds; a failed delivery is retried 3 times, 15 s
apart. Events of one object arrive in order; deduplicate by \`id\`. \`GET /events\` lists every
event with its delivery status, and \`POST /events/{eventId}/redeliver\` sends one again.`;
}
