import { customerBody, inParallel, Scenario } from '../lib/scenario';

const CUSTOMERS_PER_CLIENT = 2;
const FUNDING_NAIRA = 100_000_000; // far more than a run can withdraw
const WITHDRAWAL_NAIRA = 1_000;

// The payout path: update-with-start of withdrawal-{id}, which resolves the account name (an
// activity), reserves the charged amount (one transaction) and answers; the transfer, its
// sandbox outcome event 1 s later and the webhooks follow in the background and load the
// same worker. Each client withdraws from its own customers, so clients never queue behind
// each other's balance rows; every request is a new withdrawal with a new reference.
export const withdrawals: Scenario = {
  id: 'withdrawals',
  title: 'POST /withdrawals',
  async prepare(ctx) {
    const count = ctx.concurrency * CUSTOMERS_PER_CLIENT;
    const customerIds = await inParallel(count, ctx.concurrency, async (i) => {
      const customer = await ctx.api.call<{ customerId: string; walletId: string }>({
        method: 'POST',
        path: '/customers',
        body: customerBody(`${ctx.runId}-payout-${i}`),
      });
      await ctx.api.call({
        method: 'POST',
        path: `/wallets/${customer.walletId}/credits`,
        body: { amount: FUNDING_NAIRA },
        idempotencyKey: `${ctx.runId}-fund-${i}`,
      });
      return customer.customerId;
    });
    ctx.log(`seeded ${customerIds.length} funded customers (${CUSTOMERS_PER_CLIENT} per client)`);
    return (client, seq) => ({
      method: 'POST',
      path: '/withdrawals',
      body: {
        customerId: customerIds[client * CUSTOMERS_PER_CLIENT + (seq % CUSTOMERS_PER_CLIENT)],
        accountNumber: '0123456789',
        bankCode: '058',
        amount: WITHDRAWAL_NAIRA,
        reference: `${ctx.runId}-payout-${client}-${seq}`,
      },
      idempotencyKey: `${ctx.runId}-payout-${client}-${seq}`,
    });
  },
};
