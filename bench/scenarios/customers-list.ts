import { customerBody, inParallel, Scenario } from '../lib/scenario';

// The hot read path: auth, rate-limit counter, one page of customers with balances.
export const customersList: Scenario = {
  id: 'customers-list',
  title: 'GET /customers?limit=20',
  target: { minThroughput: 1500, maxP99Ms: 20, source: 'issue 2: reads >= 1,500/s, p99 < 20 ms' },
  async prepare(ctx) {
    const seeded = await inParallel(ctx.seedCustomers, ctx.concurrency, (i) =>
      ctx.api.call({ method: 'POST', path: '/customers', body: customerBody(`${ctx.runId}-seed-${i}`) }),
    );
    ctx.log(`seeded ${seeded.length} customers through POST /customers`);
    return () => ({ method: 'GET', path: '/customers?limit=20' });
  },
};
