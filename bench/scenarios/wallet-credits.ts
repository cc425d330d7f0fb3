import { customerBody, inParallel, Scenario, ScenarioContext } from '../lib/scenario';

const WALLETS_PER_CLIENT = 2;
export const CREDIT_NAIRA = 5000;
const creditTarget = { minThroughput: 150, maxP99Ms: 100, source: 'goal: credits >= 150/s, p99 < 100 ms' };

/**
 * Wallets with virtual accounts, WALLETS_PER_CLIENT per client (also the ledger twin's:
 * bare.ts); returns the wallet a client's call number `seq` credits, its own in turn.
 */
export async function seedCreditWallets(ctx: ScenarioContext, tag: string): Promise<(client: number, seq: number) => string> {
  const count = ctx.clients * WALLETS_PER_CLIENT;
  const walletIds = await inParallel(count, ctx.concurrency, async (i) => {
    const customer = await ctx.api.call<{ customerId: string; walletId: string }>({
      method: 'POST',
      path: '/customers',
      body: customerBody(`${ctx.runId}-${tag}-${i}`),
    });
    // A virtual account, so the credit looks like a real inbound transfer (accountNumber in meta).
    await ctx.api.call({ method: 'POST', path: '/wallets', body: { customerId: customer.customerId, bvn: '22222222222' } });
    return customer.walletId;
  });
  ctx.log(`seeded ${walletIds.length} wallets with virtual accounts (${WALLETS_PER_CLIENT} per client)`);
  return (client, seq) => walletIds[client * WALLETS_PER_CLIENT + (seq % WALLETS_PER_CLIENT)];
}

// The money path: update-with-start of a workflow that books the journal and then delivers
// wallet.credited to the merchant's webhook. Each client credits only its own wallets, so
// clients never queue behind each other's wallet rows; every request is a new credit.
function creditsScenario(id: string, clients: 'run' | 1): Scenario {
  return {
    id,
    title: `POST /wallets/{walletId}/credits${clients === 1 ? ' (1 client)' : ''}`,
    target: clients === 1 ? { maxP99Ms: creditTarget.maxP99Ms, source: creditTarget.source } : creditTarget,
    load: clients === 1 ? { concurrency: 1 } : undefined,
    async prepare(ctx) {
      const walletOf = await seedCreditWallets(ctx, id);
      return (client, seq) => ({
        method: 'POST',
        path: `/wallets/${walletOf(client, seq)}/credits`,
        body: { amount: CREDIT_NAIRA },
        idempotencyKey: `${ctx.runId}-${id}-${client}-${seq}`,
      });
    },
  };
}

export const walletCredits = creditsScenario('wallet-credits', 'run');
export const walletCreditsOneClient = creditsScenario('wallet-credits-1', 1);
