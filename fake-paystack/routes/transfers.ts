import type Router from '@koa/router';
import { emit } from '../events';
import { Ctx, fail, koboOf, ok } from '../http';
import { listPage } from '../lists';
import { transferReferenceRefusal } from '../references';
import type { FakeState, FakeTransfer, TransferOutcome } from '../state';

// Transfer recipients and transfers. The bank's answer is decided by the account number:
// 9999999999 fails, 7777777777 is reversed, any other is paid (README "Live plane").

export const FAKE_ACCOUNTS = { failing: '9999999999', reversed: '7777777777', unresolvable: '0000000000' } as const;

/** Paystack's NGN transfer fee, kobo: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above. */
function paystackTransferFee(amount: number): number {
  return amount <= 500_000 ? 1_000 : amount <= 5_000_000 ? 2_500 : 5_000;
}

function transferData(t: FakeTransfer) {
  const { outcome: _o, recipient, ...rest } = t;
  return {
    ...rest,
    domain: 'live',
    source: 'balance',
    recipient: {
      recipient_code: recipient.recipient_code,
      name: recipient.name,
      details: { account_number: recipient.account_number, bank_code: recipient.bank_code },
    },
    failures: null,
  };
}

export function registerTransfers(router: Router, state: FakeState): void {
  router.post('/transferrecipient', (ctx: Ctx) => {
    const body = ctx.request.body ?? {};
    if (body.type !== 'nuban') return fail(ctx, 400, 'Invalid recipient type');
    if (!/^\d{10}$/.test(String(body.account_number ?? ''))) return fail(ctx, 400, 'Account number is invalid');
    if (typeof body.bank_code !== 'string' || !body.bank_code) return fail(ctx, 400, 'Bank code is invalid');
    if (typeof body.name !== 'string' || !body.name) return fail(ctx, 400, 'Name is required');
    // Paystack answers the same account with the same recipient.
    const key = `${body.bank_code}:${body.account_number}`;
    let recipient = state.recipients.get(key);
    if (!recipient) {
      recipient = {
        id: state.id(),
        recipient_code: state.code('RCP'),
        name: body.name,
        account_number: body.account_number,
        bank_code: body.bank_code,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      };
      state.recipients.set(key, recipient);
    }
    ok(
      ctx,
      'Transfer recipient created successfully',
      {
        active: true,
        id: recipient.id,
        recipient_code: recipient.recipient_code,
        name: recipient.name,
        type: 'nuban',
        currency: recipient.currency,
        domain: 'live',
        details: {
          account_number: recipient.account_number,
          account_name: recipient.name,
          bank_code: recipient.bank_code,
          bank_name: null,
        },
      },
      undefined,
      201,
    );
  });

  router.post('/transfer', async (ctx: Ctx) => {
    const body = ctx.request.body ?? {};
    const recipient = [...state.recipients.values()].find((r) => r.recipient_code === body.recipient);
    if (!recipient) return fail(ctx, 400, 'Invalid transfer recipient');
    const amount = koboOf(body.amount);
    if (amount === null) return fail(ctx, 400, 'Invalid amount');
    if (typeof body.reference !== 'string' || !body.reference) return fail(ctx, 400, 'A reference is required');
    const refusal = transferReferenceRefusal(body.reference);
    if (refusal) return fail(ctx, 400, refusal);
    const existing = state.transfers.get(body.reference);
    if (existing) {
      // Idempotent by reference: the same transfer again is the one already made.
      if (existing.amount !== amount || existing.recipient !== recipient) return fail(ctx, 400, 'Duplicate Transfer Reference');
      return ok(ctx, 'Transfer has been queued', transferData(existing));
    }
    const outcome: TransferOutcome =
      recipient.account_number === FAKE_ACCOUNTS.failing
        ? 'failed'
        : recipient.account_number === FAKE_ACCOUNTS.reversed
          ? 'reversed'
          : 'success';
    const transfer: FakeTransfer = {
      id: state.id(),
      reference: body.reference,
      transfer_code: state.code('TRF'),
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      recipient,
      reason: typeof body.reason === 'string' ? body.reason : null,
      gateway_response: null,
      status: 'pending',
      outcome,
      fee_charged: paystackTransferFee(amount),
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    state.transfers.set(transfer.reference, transfer);
    ok(ctx, 'Transfer has been queued', transferData(transfer));
    if (state.autoSettleTransfers) setTimeout(() => void settleTransfer(state, transfer.reference), 20).unref();
  });

  // The list: status filter, created-at window, pages (lists.ts).
  router.get('/transfer', (ctx: Ctx) =>
    listPage(
      ctx,
      'Transfers retrieved',
      [...state.transfers.values()],
      { createdAt: (t) => t.createdAt, status: (t) => t.status },
      transferData,
    ),
  );

  router.get('/transfer/verify/:reference', (ctx: Ctx) => {
    const transfer = state.transfers.get(ctx.params.reference);
    if (!transfer) return fail(ctx, 404, 'Transfer not found');
    ok(ctx, 'Transfer retrieved', transferData(transfer));
  });
}

/** What Paystack says of a failed or reversed transfer (gateway_response); the narration (`reason`) stays as sent. */
export const FAKE_TRANSFER_FAILURES = {
  failed: 'Beneficiary bank declined the transfer',
  reversed: 'Transfer reversed by the bank',
} as const;

/**
 * The bank answers: the transfer takes its outcome and the event goes out. `gatewayResponse`
 * null: Paystack gives no reason for a failure.
 */
export async function settleTransfer(
  state: FakeState,
  reference: string,
  outcome?: TransferOutcome,
  gatewayResponse?: string | null,
): Promise<void> {
  const transfer = state.transfers.get(reference);
  if (!transfer) throw new Error(`fake paystack: no transfer ${reference}`);
  transfer.status = outcome ?? transfer.outcome;
  transfer.updatedAt = new Date().toISOString();
  if (transfer.status !== 'success')
    transfer.gateway_response = gatewayResponse === undefined ? FAKE_TRANSFER_FAILURES[transfer.status] : gatewayResponse;
  await emit(state, `transfer.${transfer.status}`, transferData(transfer));
}

/**
 * The bank sends back a transfer Paystack had reported successful, hours or days later: the
 * transfer reads `reversed` (in its verify and the list) and transfer.reversed goes out,
 * unless `sendEvent` is false (a reversal the service hears of only by reading Paystack's books).
 */
export async function reverseTransfer(
  state: FakeState,
  reference: string,
  options: { sendEvent?: boolean; gatewayResponse?: string | null } = {},
): Promise<FakeTransfer> {
  const transfer = state.transfers.get(reference);
  if (!transfer) throw new Error(`fake paystack: no transfer ${reference}`);
  if (transfer.status !== 'success') throw new Error(`fake paystack: transfer ${reference} is ${transfer.status}, not success`);
  transfer.status = 'reversed';
  transfer.updatedAt = new Date().toISOString();
  transfer.gateway_response = options.gatewayResponse === undefined ? FAKE_TRANSFER_FAILURES.reversed : options.gatewayResponse;
  if (options.sendEvent !== false) await emit(state, 'transfer.reversed', transferData(transfer));
  return transfer;
}
