import { customerBody, inParallel, RequestScenario, ScenarioContext } from '../lib/scenario';
import { vacuumAnalyze } from '../lib/vacuum';

const listTarget = { minThroughput: 1500, maxP99Ms: 20, source: 'goal: reads >= 1,500/s, p99 < 20 ms' };

let seeded: Promise<void> | undefined;

/**
 * Seeds the customers once per bench run, whichever list scenario runs first (the service's
 * or the bare twin's), so every read sees the same table.
 */
export function seedCustomersOnce(ctx: ScenarioContext): Promise<void> {
  seeded ??= (async () => {
    const created = await inParallel(ctx.seedCustomers, ctx.concurrency, (i) =>
      ctx.api.call({ method: 'POST', path: '/customers', body: customerBody(`${ctx.runId}-seed-${i}`) }),
    );
    ctx.log(`seeded ${created.length} customers through POST /customers`);
    if (ctx.database) {
      await vacuumAnalyze(ctx.database.sql, ['customers', 'wallets', 'ledger_accounts']);
      ctx.log('vacuum analyze customers, wallets, ledger_accounts');
    }
  })();
  return seeded;
}

// The hot read path: auth, rate-limit counter, one page of customers with balances.
function listScenario(id: string, clients: 'run' | 1): RequestScenario {
  return {
    id,
    title: `GET /customers?limit=20${clients === 1 ? ' (1 client)' : ''}`,
    target: clients === 1 ? { maxP99Ms: listTarget.maxP99Ms, source: listTarget.source } : listTarget,
    load: clients === 1 ? { concurrency: 1 } : undefined,
    async prepare(ctx) {
      await seedCustomersOnce(ctx);
      return () => ({ method: 'GET', path: '/customers?limit=20' });
    },
  };
}

export const customersList = listScenario('customers-list', 'run');
export const customersListOneClient = listScenario('customers-list-1', 1);
