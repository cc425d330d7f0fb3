// Outbox streams: every event is delivered, in order, by the workflow that owns its object,
// and that workflow's id is the stream's name. One definition here serves both sides: the
// domain writes events onto a stream, the workflows are started under the same id and drain it.

export const escrowStream = (escrowId: string) => `escrow-${escrowId}`;
export const checkoutStream = (checkoutId: string) => `checkout-${checkoutId}`;
export const withdrawalStream = (withdrawalId: string) => `withdrawal-${withdrawalId}`;
/** One inbound transfer: `movementKey` is what makes the movement unique (a hash of its Idempotency-Key). */
export const walletCreditStream = (walletId: string, movementKey: string) => `wallet-credit-${walletId}-${movementKey}`;
