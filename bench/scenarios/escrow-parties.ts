import { customerBody, inParallel, ScenarioContext } from '../lib/scenario';

export type EscrowParties = { payer: string; payee: string };

/** What seeding parties needs of a scenario's context (bench/deadlines.ts seeds them outside a scenario). */
export type PartySeeding = Pick<ScenarioContext, 'merchant' | 'clients' | 'concurrency' | 'runId' | 'log'>;

/**
 * A payer and a payee per client, the payer credited `creditNaira` (seeding, not measured; 0:
 * no credit), so clients never queue behind each other's wallet or counter rows.
 */
export async function seedEscrowParties(ctx: PartySeeding, tag: string, creditNaira: number): Promise<EscrowParties[]> {
  const pairs = await inParallel(ctx.clients, ctx.concurrency, async (client) => {
    const customer = (role: string) => ctx.merchant.customers.create(customerBody(`${ctx.runId}-${tag}-${role}-${client}`));
    const [payer, payee] = await Promise.all([customer('payer'), customer('payee')]);
    if (creditNaira > 0) {
      await ctx.merchant.wallets.credit(
        payer.walletId,
        { amount: creditNaira },
        { idempotencyKey: `${ctx.runId}-${tag}-funding-${client}` },
      );
    }
    return { payer: payer.customerId, payee: payee.customerId };
  });
  ctx.log(`seeded ${pairs.length} payer/payee pairs; each payer credited ${creditNaira.toLocaleString('en')} naira`);
  return pairs;
}

/** The `parties` of POST /escrows for a seeded pair. */
export function partiesOf(parties: EscrowParties) {
  return [
    { role: 'payer', customerId: parties.payer },
    { role: 'payee', customerId: parties.payee },
  ];
}

/** The body of POST /escrows for a hold funded from the payer's available balance. */
export function debitPayerEscrow(reference: string, amountNaira: number, parties: EscrowParties) {
  return {
    reference,
    amount: amountNaira,
    currency: 'NGN',
    debitPayer: true,
    parties: partiesOf(parties),
  };
}
