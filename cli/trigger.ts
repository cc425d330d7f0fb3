import { randomBytes } from 'node:crypto';
import { ConnectionError, EscrowClient } from '../client/src';
import { SANDBOX_MAGIC } from '../src/identity/sandbox';
import { testSecretKey } from './api-key';
import { CliError } from './output';

// `cli trigger TYPE --key sk_test_…`: makes, through the API on the test plane, the sandbox
// objects whose story emits an event of TYPE (and the events before it, e.g. escrow.created
// before escrow.released), for a quick end-to-end check with `cli listen`.

export type TriggerCommand = { action: 'trigger'; key: string; type: string; apiUrl: string; apiUrlSource?: string };

const HOLD_NAIRA = 5_000;
const FUNDING_TIMEOUT_MS = 30_000;

type Created = Record<string, string>;

/** The steps behind each event type, on a fresh set of customers each time. */
const SCENARIOS: Record<string, (s: Sandbox) => Promise<Created>> = {
  'wallet.credited': async (s) => s.creditedCustomer(HOLD_NAIRA),
  'escrow.created': async (s) => s.escrow(),
  'escrow.cancelled': async (s) => {
    const made = await s.escrow();
    await s.client.escrows.cancel(made.escrowId, { reason: 'cli trigger' });
    return made;
  },
  'escrow.funded': async (s) => s.fundedEscrow(),
  'escrow.deadlines_updated': async (s) => {
    const made = await s.fundedEscrow();
    await s.client.escrows.updateDeadlines(made.escrowId, { releaseAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString() });
    return made;
  },
  'escrow.released': async (s) => {
    const made = await s.fundedEscrow();
    await s.client.escrows.release(made.escrowId);
    return made;
  },
  'escrow.partially_released': async (s) => {
    const made = await s.fundedEscrow();
    await s.client.escrows.release(made.escrowId, { amount: HOLD_NAIRA / 2 });
    return made;
  },
  'escrow.refunded': async (s) => {
    const made = await s.fundedEscrow();
    await s.client.escrows.refund(made.escrowId, { reason: 'cli trigger' });
    return made;
  },
  'dispute.opened': async (s) => s.dispute(),
  'dispute.resolved': async (s) => {
    const made = await s.dispute();
    await s.client.escrows.resolveDispute(made.escrowId, made.disputeId, { action: 'release' });
    return made;
  },
  'payment.pending': async (s) => s.checkout(),
  'payment.succeeded': async (s) => {
    const made = await s.checkout();
    await s.client.sandbox.completeCheckout(made.checkoutId, { outcome: 'success' });
    return made;
  },
  'withdrawal.created': async (s) => s.withdrawal(),
  // The sandbox bank fails every transfer to its failing account: the money comes back.
  'withdrawal.failed': async (s) => s.withdrawal(SANDBOX_MAGIC.failingTransferAccount),
};
// The sandbox bank sends and settles every withdrawal: one scenario emits all three.
SCENARIOS['withdrawal.processing'] = SCENARIOS['withdrawal.created'];
SCENARIOS['withdrawal.completed'] = SCENARIOS['withdrawal.created'];

export const TRIGGER_TYPES = Object.keys(SCENARIOS);

export async function runTrigger(command: TriggerCommand): Promise<{ type: string; created: Created }> {
  const key = testSecretKey(command.key, 'trigger');
  const scenario = SCENARIOS[command.type];
  if (!scenario) throw new CliError(`trigger: unknown event type ${command.type} (one of: ${TRIGGER_TYPES.join(', ')})`, 2);
  const client = new EscrowClient({ secretKey: key, baseUrl: `${command.apiUrl}/api/v1` });
  try {
    return { type: command.type, created: await scenario(new Sandbox(client)) };
  } catch (err) {
    if (!(err instanceof ConnectionError)) throw err;
    const source = command.apiUrlSource ? ` (${command.apiUrlSource})` : '';
    throw new CliError(
      `the API at ${command.apiUrl}${source} is not answering (${err.message}); is npm start running? Another address: --api-url URL`,
    );
  }
}

class Sandbox {
  constructor(readonly client: EscrowClient) {}

  async customer(firstName: string): Promise<string> {
    // Sandbox BVN 12345678901 belongs to Ada Obi: the name must match it to get a wallet.
    const made = await this.client.customers.create({
      firstName,
      lastName: 'Obi',
      email: `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`,
      phone: '+2348012345678',
    });
    return made.customerId;
  }

  /** A customer whose wallet received `naira` (wallet.credited). */
  async creditedCustomer(naira: number): Promise<Created> {
    const customerId = await this.customer('Ada');
    const wallet = await this.client.wallets.create({ customerId, bvn: '12345678901' });
    await this.client.wallets.credit(wallet.walletId, { amount: naira });
    return { customerId, walletId: wallet.walletId };
  }

  async escrow(debitPayer = false): Promise<Created & { escrowId: string }> {
    // Twice the hold: the deposit fee comes off the credit, and the hold's fees come on top of it.
    const payer = debitPayer ? (await this.creditedCustomer(2 * HOLD_NAIRA)).customerId : await this.customer('Ada');
    const payee = await this.customer('Bola');
    const escrow = await this.client.escrows.create({
      reference: `cli-trigger-${randomBytes(6).toString('hex')}`,
      amount: HOLD_NAIRA,
      currency: 'NGN',
      debitPayer,
      parties: [
        { role: 'payer', customerId: payer },
        { role: 'payee', customerId: payee },
      ],
    });
    return { payerId: payer, payeeId: payee, escrowId: escrow.escrowId };
  }

  /** A hold funded from the payer's wallet (escrow.funded), once the workflow has locked it. */
  async fundedEscrow(): Promise<Created & { escrowId: string }> {
    const made = await this.escrow(true);
    const deadline = Date.now() + FUNDING_TIMEOUT_MS;
    for (;;) {
      const { status } = await this.client.escrows.get(made.escrowId);
      if (status === 'held') return made;
      if (status !== 'awaiting_funding') throw new CliError(`trigger: escrow ${made.escrowId} is ${status}, not held`);
      if (Date.now() > deadline)
        throw new CliError(
          `trigger: escrow ${made.escrowId} was not funded within ${FUNDING_TIMEOUT_MS / 1000} s (is the worker running?)`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async dispute(): Promise<Created & { escrowId: string; disputeId: string }> {
    const made = await this.fundedEscrow();
    const dispute = await this.client.escrows.openDispute(made.escrowId, {
      openedBy: 'payer',
      reasonCode: 'item_not_received',
      description: 'cli trigger',
    });
    return { ...made, disputeId: dispute.disputeId };
  }

  /** A checkout session for a fresh hold (payment.pending). */
  async checkout(): Promise<Created & { checkoutId: string }> {
    const made = await this.escrow();
    const session = await this.client.checkout.createSession({ escrowId: made.escrowId, amount: HOLD_NAIRA, currency: 'NGN' });
    return { ...made, checkoutId: session.checkoutId };
  }

  async withdrawal(accountNumber = '0123456789'): Promise<Created> {
    const made = await this.creditedCustomer(HOLD_NAIRA);
    const withdrawal = await this.client.withdrawals.create({
      customerId: made.customerId,
      accountNumber,
      bankCode: '058',
      amount: HOLD_NAIRA / 5,
      reference: `cli-trigger-${randomBytes(6).toString('hex')}`,
    });
    return { ...made, withdrawalId: withdrawal.withdrawalId };
  }
}
