import { customerBody, inParallel, Scenario } from '../lib/scenario';

const WALLETS_PER_CLIENT = 2;
const CREDIT_NAIRA = 5000;

// The money path: update-with-start of a workflow that books the journal and then delivers
// wallet.credited to the merchant's webhook. Each client credits only its own wallets, so
// clients never queue behind each other's wallet rows; every request is a new credit.
export const walletCredits: Scenario = {
  id: 'wallet-credits',
  title: 'POST /wallets/{walletId}/credits',
  target: { minThroughput: 150, maxP99Ms: 100, source: 'issue 2: credits >= 150/s, p99 < 100 ms' },
  async prepare(ctx) {
    const count = ctx.concurrency * WALLETS_PER_CLIENT;
    const walletIds = await inParallel(count, ctx.concurrency, async (i) => {
      const customer = await ctx.api.call<{ customerId: string; walletId: string }>({
        method: 'POST', path: '/customers', body: customerBody(`${ctx.runId}-wallet-${i}`),
      });
      // A virtual account, so the credit looks like a real inbound transfer (accountNumber in meta).
      await ctx.api.call({ method: 'POST', path: '/wallets', body: { customerId: customer.customerId, bvn: '22222222222' } });
      return customer.walletId;
    });
    ctx.log(`seeded ${walletIds.length} wallets with virtual accounts (${WALLETS_PER_CLIENT} per client)`);
    return (client, seq) => ({
      method: 'POST',
      path: `/wallets/${walletIds[client * WALLETS_PER_CLIENT + (seq % WALLETS_PER_CLIENT)]}/credits`,
      body: { amount: CREDIT_NAIRA },
      idempotencyKey: `${ctx.runId}-credit-${client}-${seq}`,
    });
  },
};
