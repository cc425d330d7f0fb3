import { seedStatementRows } from '../../bench/lib/statement-seed';
import { ok } from '../support/checkout';
import { createCustomer } from '../support/fixtures';
import { stackForFile } from '../support/stack';

// Deep offset pages (from 10,000 rows on) walk from the list's nearer end; every page, the
// last ones included, is still exactly the rows of the offset in the list's order.
const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

test('deep offset pages near the end of the list are the rows at that offset, in order', async () => {
  const { api, merchantId } = await stack.newMerchantClient();
  const customers = [await createCustomer(api), await createCustomer(api)];
  const rows = 10_130;
  await seedStatementRows(stack.sql, {
    merchantId,
    plane: 'test',
    count: rows,
    tag: `deep-${Date.now()}`,
    spacingSeconds: 7,
    wallets: customers.map((c) => ({ walletId: c.walletId, customerId: c.customerId })),
  });
  const ordered = await stack.sql`select journal_id, customer_id, created_at from statement_lines
    where merchant_id = ${merchantId} and plane = 'test' order by created_at desc, id desc`;
  expect(ordered).toHaveLength(rows);
  const expected = (offset: number, limit: number, filter: (r: any) => boolean = () => true) =>
    ordered
      .filter(filter)
      .slice(offset, offset + limit)
      .map((r) => ({ transactionId: r.journal_id, customerId: r.customer_id }));
  const shown = (list: any[]) => list.map((t) => ({ transactionId: t.transactionId, customerId: t.customerId }));

  for (const [offset, limit] of [
    [9_999, 20],
    [10_000, 20],
    [10_050, 30],
    [10_110, 20],
    [10_115, 20],
    [10_129, 5],
    [10_130, 20],
    [20_000, 20],
  ]) {
    const page = ok(await api.get(`/transactions?limit=${limit}&offset=${offset}`));
    expect({ offset, rows: shown(page.transactions) }).toEqual({ offset, rows: expected(offset, limit) });
    expect(page.pagination).toEqual({ total: rows, limit, offset, hasMore: offset + limit < rows });
  }
  // A filter's own list (a customer: every other row), near its end.
  const mine = (r: any) => r.customer_id === customers[1].customerId;
  const total = ordered.filter(mine).length;
  for (const offset of [total - 20, total - 7]) {
    const page = ok(await api.get(`/transactions?customerId=${customers[1].customerId}&limit=20&offset=${offset}`));
    expect({ offset, rows: shown(page.transactions) }).toEqual({ offset, rows: expected(offset, 20, mine) });
  }
});
