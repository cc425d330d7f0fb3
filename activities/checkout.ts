import { ApplicationFailure } from '@temporalio/activity';
import type { Sql } from '../src/db';
import { bookCheckoutPayment, BookPaymentInput, markCheckoutFailed, UnknownCheckoutError } from '../src/checkout/booking';

async function knownCheckout<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UnknownCheckoutError) throw ApplicationFailure.nonRetryable(err.message, 'UnknownCheckoutError');
    throw err;
  }
}

/** Checkout writes: each is one database transaction (src/checkout/booking.ts). */
export function checkoutActivities(deps: { sql: Sql }) {
  return {
    bookCheckoutPayment: (input: BookPaymentInput) => knownCheckout(() => bookCheckoutPayment(deps.sql, input)),
    markCheckoutFailed: (checkoutId: string) => knownCheckout(() => markCheckoutFailed(deps.sql, checkoutId)),
  };
}
