// An activity asked about an entity that does not exist: a retry would never find it, so the
// activity fails for good with the class's name as its failure type (src/failures.ts
// CONTROL_FAILURE; activities/refusals.ts carries it). No I/O: workflow-safe.

export class UnknownEntityError extends Error {
  constructor(message: string) {
    super(message);
    // The class's own name: it is the failure type the workflows' retry policies name.
    this.name = new.target.name;
  }
}

export class UnknownCheckoutError extends UnknownEntityError {}
export class UnknownWithdrawalError extends UnknownEntityError {}
export class UnknownWalletError extends UnknownEntityError {}
