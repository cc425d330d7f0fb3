// What the service needs from a provider to pay out to bank accounts (Paystack: "transfers").
// The sandbox implementation (sandbox-transfers.ts) serves test keys; a live adapter of the
// provider's HTTP API (decisions.md "Live plane") plugs in behind the same interface.

export type TransferRequest = {
  /**
   * Our reference of the withdrawal at the provider (src/payments/references.ts): the provider
   * treats a repeated request with it as the same transfer.
   */
  reference: string;
  /** Kobo, as a decimal string: what the bank account receives. */
  amount: string;
  currency: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
};

/** A transfer's state at the provider. `pending` until the bank answered. */
export type TransferStatus =
  | { status: 'pending'; transferCode: string }
  | { status: 'success'; transferCode: string }
  | { status: 'failed'; transferCode: string; reason: string };

export interface TransferProvider {
  readonly name: string;
  /**
   * Sends the transfer, or finds the one already sent under this reference (never two).
   * The outcome comes later as a signed `transfer.success` / `transfer.failed` event; a
   * refusal for good throws ProviderRefusedError.
   */
  initiateTransfer(request: TransferRequest): Promise<{ transferCode: string }>;
  /** The transfer's state (the fallback when no event comes); null when the provider never got it. */
  fetchTransfer(reference: string): Promise<TransferStatus | null>;
}
