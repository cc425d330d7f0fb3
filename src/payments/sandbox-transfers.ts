import { createHash } from 'node:crypto';
import type { Sql } from '../db';
import { SANDBOX_MAGIC } from '../identity/sandbox';
import { signProviderEvent } from './signature';
import type { ProviderEventSink } from './sandbox';
import { sandboxTransferRecordInsert } from './sandbox-records';
import { transferProviderFee } from '../fees';
import type { TransferProvider, TransferRequest, TransferStatus } from './transfers';

// The sandbox's bank transfers (test keys). Like a real provider it keeps its own record
// (table sandbox_transfers, keyed by our withdrawal's reference, so a repeated send is the same transfer)
// and announces the outcome with a signed event a moment later, handed to the same handler
// POST /provider/events uses. The outcome is decided at once: account 9999999999 fails
// (decisions.md), every other account is paid.

const SANDBOX_TRANSFER_FAILURE = 'The receiving bank declined the transfer (sandbox)';

export type SandboxTransferOptions = {
  sql: Sql;
  secret: string;
  deliver: ProviderEventSink;
  /** Delay of the outcome event after each send; null: no event (the status check finds it). */
  eventDelayMs: number | null;
  /** Called when a scheduled event could not be delivered (it is not retried: the status check covers it). */
  onDeliveryError?: (err: unknown) => void;
};

type SandboxTransferRow = {
  reference: string;
  transfer_code: string;
  amount: bigint;
  status: 'success' | 'failed';
  failure_reason: string | null;
};

export function createSandboxTransferProvider(options: SandboxTransferOptions): TransferProvider {
  function announce(row: SandboxTransferRow): void {
    if (options.eventDelayMs === null) return;
    // Shaped like Paystack's transfer events (amounts in kobo; why it failed in gateway_response).
    const rawBody = JSON.stringify({
      event: row.status === 'success' ? 'transfer.success' : 'transfer.failed',
      data: {
        reference: row.reference,
        transfer_code: row.transfer_code,
        amount: Number(row.amount),
        currency: 'NGN',
        status: row.status,
        ...(row.failure_reason ? { gateway_response: row.failure_reason } : {}),
      },
    });
    const timer = setTimeout(() => {
      options.deliver(rawBody, signProviderEvent(rawBody, options.secret)).catch((err) => options.onDeliveryError?.(err));
    }, options.eventDelayMs);
    timer.unref();
  }

  return {
    name: 'sandbox',
    async initiateTransfer(request: TransferRequest) {
      const failed = request.accountNumber === SANDBOX_MAGIC.failingTransferAccount;
      const transferCode = `TRF_sbx_${createHash('sha256').update(request.reference).digest('hex').slice(0, 20)}`;
      const amount = BigInt(request.amount);
      // Its transfer and the record the reconciliation reads (sandbox-records.ts), in one statement.
      const [row] = await options.sql<SandboxTransferRow[]>`
        with recorded as (${sandboxTransferRecordInsert(options.sql, {
          reference: request.reference,
          status: failed ? 'failed' : 'success',
          amount,
          fee: transferProviderFee(amount),
          reason: failed ? SANDBOX_TRANSFER_FAILURE : null,
        })})
        insert into sandbox_transfers (reference, transfer_code, amount, bank_code, account_last4, status, failure_reason)
        values (${request.reference}, ${transferCode}, ${amount}, ${request.bankCode},
                ${request.accountNumber.slice(-4)}, ${failed ? 'failed' : 'success'}, ${failed ? SANDBOX_TRANSFER_FAILURE : null})
        on conflict (reference) do update set requests = sandbox_transfers.requests + 1
        returning reference, transfer_code, amount, status, failure_reason`;
      // Announced after every send, a repeated one too: a worker that died before the event
      // went out gets its outcome from the retry (the workflow takes the first outcome only).
      announce(row);
      return { transferCode: row.transfer_code };
    },
    async fetchTransfer(reference: string): Promise<TransferStatus | null> {
      const [row] = await options.sql<SandboxTransferRow[]>`
        select reference, transfer_code, amount, status, failure_reason from sandbox_transfers where reference = ${reference}`;
      if (!row) return null;
      if (row.status === 'failed') return { status: 'failed', transferCode: row.transfer_code, reason: row.failure_reason! };
      return { status: 'success', transferCode: row.transfer_code };
    },
  };
}
