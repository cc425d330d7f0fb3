// Outbox streams. Every event about one object is written, in the transaction of the change
// it reports, onto that object's stream, and goes out in the order it was written (spec
// "Delivery"). The stream's name is also the id of the workflow that writes the object: the
// API starts and messages the workflow by it (workflows/*-messages.ts), and the worker that
// ran one of the workflow's writes hands that stream to the outbox relay by the workflow's id
// (worker/outbox-kicks.ts). `outboxStream` is that one name for every layer.

/** The objects that have a stream of their own, each written by one workflow type. */
export const STREAM_KINDS = ['escrow', 'checkout', 'withdrawal', 'wallet-credit'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

/**
 * The outbox stream of one object, which is also its workflow's id. `key` is the object's id;
 * for a wallet credit (one inbound transfer, no row of its own) `{walletId}-{movementKey}`,
 * the movement key being what makes the transfer unique (a hash of its Idempotency-Key).
 */
export function outboxStream(kind: StreamKind, key: string): string {
  return `${kind}-${key}`;
}

/** The kind and key of a name made by `outboxStream`; undefined for any other name (another workflow's id). */
export function parseOutboxStream(name: string): { kind: StreamKind; key: string } | undefined {
  const kind = STREAM_KINDS.find((k) => name.startsWith(`${k}-`));
  return kind && { kind, key: name.slice(kind.length + 1) };
}
