// Paystack's documented rules for the references an integration chooses, enforced here so a
// reference Paystack would refuse is refused in every test too (400, as Paystack answers).
// Written from Paystack's API reference, not from the service's own rule.

/** Transactions: "Only -, ., = and alphanumeric characters allowed." */
const TRANSACTION_REFERENCE = /^[A-Za-z0-9.=-]+$/;

/** Transfers: "a lowercase alphanumeric string with only -,_ symbols allowed", at least 16 long. */
const TRANSFER_REFERENCE = /^[a-z0-9_-]+$/;
const TRANSFER_REFERENCE_MIN_LENGTH = 16;

/** Why Paystack refuses this transaction reference, or null when it takes it. */
export function transactionReferenceRefusal(reference: string): string | null {
  return TRANSACTION_REFERENCE.test(reference) ? null : 'Invalid transaction reference. Only -, ., = and alphanumeric characters allowed';
}

/** Why Paystack refuses this transfer reference, or null when it takes it. */
export function transferReferenceRefusal(reference: string): string | null {
  if (!TRANSFER_REFERENCE.test(reference)) return 'Invalid transfer reference. Only lowercase letters, digits, - and _ allowed';
  if (reference.length < TRANSFER_REFERENCE_MIN_LENGTH)
    return `Invalid transfer reference. It must be at least ${TRANSFER_REFERENCE_MIN_LENGTH} characters`;
  return null;
}
