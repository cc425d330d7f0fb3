import { randomUUID } from 'node:crypto';
import { createCustomer } from '../../src/customers/customers';
import { allInOrder, createSql, Sql, Tx } from '../../src/db';
import { parseMasterKey } from '../../src/keys';
import { systemAccountId, walletAccountId } from '../../src/ledger/accounts';
import { checkLedgerInvariants } from '../../src/ledger/invariants';
import { JournalInput, LedgerOverdraftError, postJournal, postNewJournal, UnbalancedJournalError } from '../../src/ledger/journal';
import { createMerchant, CreatedMerchant } from '../../src/merchants/merchants';
import { expectLedgerConsistent } from '../support/stack';

// The double-entry ledger at database level. Other test files share this database, so every
// deliberate corruption happens inside a transaction that is rolled back.

let sql: Sql;
let merchant: CreatedMerchant;
let owner: { merchantId: string; plane: 'test' };

beforeAll(async () => {
  sql = createSql(process.env.TEST_DATABASE_URL!, { max: 12 });
  merchant = await createMerchant(sql, parseMasterKey(process.env.MASTER_KEY!), { name: 'Ledger Test Merchant' });
  owner = { merchantId: merchant.merchantId, plane: 'test' };
});
afterAll(async () => sql.end({ timeout: 5 }));

async function newWallet(): Promise<{ walletId: string; customerId: string }> {
  const customer = await createCustomer(sql, owner, {
    firstName: 'Ada',
    lastName: 'Obi',
    email: `ledger-${randomUUID()}@example.com`,
    phone: '+2348012345678',
  });
  return { walletId: customer.walletId, customerId: customer.customerId };
}

const clearing = () => systemAccountId(owner.merchantId, 'test', 'provider_clearing');
const fees = () => systemAccountId(owner.merchantId, 'test', 'provider_fees');
const available = (walletId: string) => walletAccountId(walletId, 'available');

async function balanceOf(accountId: string): Promise<bigint> {
  const [row] = await sql`select balance from ledger_accounts where id = ${accountId}`;
  return row.balance as bigint;
}

async function journalsWithMovement(movementId: string): Promise<number> {
  const [row] = await sql`select count(*)::int as n from ledger_journals
    where merchant_id = ${owner.merchantId} and plane = 'test' and movement_id = ${movementId}`;
  return row.n as number;
}

/** An inbound transfer of `gross` kobo: clearing pays, the provider keeps `fee`, the wallet gets the rest. */
function creditJournal(walletId: string, customerId: string, movementId: string, gross: bigint, fee: bigint): JournalInput {
  return {
    ...owner,
    movementId,
    eventType: 'wallet_credit',
    relatedId: walletId,
    entries: [
      { accountId: clearing(), amount: -gross },
      { accountId: fees(), amount: fee },
      { accountId: available(walletId), amount: gross - fee },
    ],
    lines: [{ customerId, type: 'wallet_credit', direction: 'in', status: 'completed', amount: gross - fee }],
  };
}

/** A payout of `amount` kobo from the wallet's available to provider clearing. */
function withdrawalJournal(walletId: string, movementId: string, amount: bigint): JournalInput {
  return {
    ...owner,
    movementId,
    eventType: 'withdrawal',
    entries: [
      { accountId: available(walletId), amount: -amount },
      { accountId: clearing(), amount },
    ],
  };
}

/** Runs `fn` in a transaction that is always rolled back; returns what `fn` returned. */
async function inRolledBackTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: T | undefined;
  await expect(
    sql.begin(async (tx) => {
      result = await fn(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
  return result as T;
}

test('a balanced journal moves every balance, with one entry per account and its statement line', async () => {
  const { walletId, customerId } = await newWallet();
  const clearingBefore = await balanceOf(clearing());
  const feesBefore = await balanceOf(fees());

  const posted = await sql.begin((tx) => postJournal(tx, creditJournal(walletId, customerId, `mv-${randomUUID()}`, 1_000_000n, 10_000n)));

  expect(posted.created).toBe(true);
  expect(posted.journalId).toMatch(/^txn_/);
  expect(await balanceOf(available(walletId))).toBe(990_000n);
  expect((await balanceOf(clearing())) - clearingBefore).toBe(-1_000_000n);
  expect((await balanceOf(fees())) - feesBefore).toBe(10_000n);
  const entries = await sql`select account_id, amount from ledger_entries where journal_id = ${posted.journalId} order by account_id`;
  expect(entries.map((e) => [e.account_id, e.amount])).toEqual(
    [
      [clearing(), -1_000_000n],
      [fees(), 10_000n],
      [available(walletId), 990_000n],
    ].sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1)),
  );
  const lines = await sql`select customer_id, type, direction, amount from statement_lines where journal_id = ${posted.journalId}`;
  expect(lines).toEqual([{ customer_id: customerId, type: 'wallet_credit', direction: 'in', amount: 990_000n }]);
  await expectLedgerConsistent(sql);
});

test('entries on one account are merged into a single entry', async () => {
  const { walletId } = await newWallet();
  const posted = await sql.begin((tx) =>
    postJournal(tx, {
      ...owner,
      movementId: `mv-${randomUUID()}`,
      eventType: 'wallet_credit',
      entries: [
        { accountId: clearing(), amount: -300n },
        { accountId: available(walletId), amount: 100n },
        { accountId: available(walletId), amount: 200n },
      ],
    }),
  );
  const entries =
    await sql`select account_id, amount from ledger_entries where journal_id = ${posted.journalId} and account_id = ${available(walletId)}`;
  expect(entries.map((e) => e.amount)).toEqual([300n]);
  await expectLedgerConsistent(sql);
});

test('an unbalanced journal is refused by postJournal and books nothing', async () => {
  const { walletId, customerId } = await newWallet();
  const movementId = `mv-${randomUUID()}`;
  const unbalanced = creditJournal(walletId, customerId, movementId, 1_000n, 10n);
  unbalanced.entries[2] = { accountId: available(walletId), amount: 1_000n }; // forgot the fee

  await expect(sql.begin((tx) => postJournal(tx, unbalanced))).rejects.toBeInstanceOf(UnbalancedJournalError);
  // A journal needs two sides: one entry (or entries that cancel out) is not a movement.
  await expect(
    sql.begin((tx) => postJournal(tx, { ...owner, movementId, eventType: 'x', entries: [{ accountId: available(walletId), amount: 5n }] })),
  ).rejects.toBeInstanceOf(UnbalancedJournalError);
  await expect(
    sql.begin((tx) =>
      postJournal(tx, {
        ...owner,
        movementId,
        eventType: 'x',
        entries: [
          { accountId: available(walletId), amount: 5n },
          { accountId: available(walletId), amount: -5n },
        ],
      }),
    ),
  ).rejects.toBeInstanceOf(UnbalancedJournalError);

  expect(await journalsWithMovement(movementId)).toBe(0);
  expect(await balanceOf(available(walletId))).toBe(0n);
  await expectLedgerConsistent(sql);
});

test('the database itself refuses unbalanced entries, at commit (deferred constraint trigger)', async () => {
  const { walletId } = await newWallet();
  const journalId = `txn_unbalanced_${randomUUID()}`;
  let insertedBeforeCommit = 0;

  const commit = sql.begin(async (tx) => {
    await tx`insert into ledger_journals (id, merchant_id, plane, movement_id, event_type)
      values (${journalId}, ${owner.merchantId}, 'test', ${`mv-${randomUUID()}`}, 'raw_sql')`;
    await tx`insert into ledger_entries (journal_id, account_id, amount) values
      (${journalId}, ${clearing()}, -500), (${journalId}, ${available(walletId)}, 400)`;
    // Inside the transaction nothing has complained yet: the check is deferred to commit.
    const [row] = await tx`select count(*)::int as n from ledger_entries where journal_id = ${journalId}`;
    insertedBeforeCommit = row.n as number;
  });

  await expect(commit).rejects.toMatchObject({ code: '23514', message: expect.stringContaining('does not balance') });
  expect(insertedBeforeCommit).toBe(2);
  const [left] = await sql`select count(*)::int as n from ledger_journals where id = ${journalId}`;
  expect(left.n).toBe(0);
  await expectLedgerConsistent(sql);
});

test('the database accepts raw entries that balance, checked on demand with set constraints', async () => {
  // The contrast to the previous case: the trigger refuses only what does not sum to zero.
  const journalId = `txn_balanced_${randomUUID()}`;
  const rows = await inRolledBackTransaction(async (tx) => {
    await tx`insert into ledger_journals (id, merchant_id, plane, movement_id, event_type)
      values (${journalId}, ${owner.merchantId}, 'test', ${`mv-${randomUUID()}`}, 'raw_sql')`;
    await tx`insert into ledger_entries (journal_id, account_id, amount) values
      (${journalId}, ${clearing()}, -500), (${journalId}, ${fees()}, 500)`;
    await tx`set constraints all immediate`; // runs the deferred trigger now instead of at commit
    return tx`select amount from ledger_entries where journal_id = ${journalId}`;
  });
  expect(rows).toHaveLength(2);
});

test('set constraints immediate makes the trigger refuse an unbalanced entry at once', async () => {
  const journalId = `txn_immediate_${randomUUID()}`;
  let reachedCheck = false;
  await expect(
    sql.begin(async (tx) => {
      await tx`insert into ledger_journals (id, merchant_id, plane, movement_id, event_type)
        values (${journalId}, ${owner.merchantId}, 'test', ${`mv-${randomUUID()}`}, 'raw_sql')`;
      await tx`insert into ledger_entries (journal_id, account_id, amount) values (${journalId}, ${fees()}, 1)`;
      reachedCheck = true;
      await tx`set constraints all immediate`;
      throw new Error('set constraints should have failed');
    }),
  ).rejects.toMatchObject({ code: '23514' });
  expect(reachedCheck).toBe(true);
});

test('the same movementId twice books once: created false, same journal, balances unchanged', async () => {
  const { walletId, customerId } = await newWallet();
  const movementId = `mv-${randomUUID()}`;
  const input = creditJournal(walletId, customerId, movementId, 50_000n, 500n);

  const first = await sql.begin((tx) => postJournal(tx, input));
  const clearingAfterFirst = await balanceOf(clearing());
  const second = await sql.begin((tx) => postJournal(tx, input));

  expect(first.created).toBe(true);
  expect(second).toEqual({ journalId: first.journalId, created: false });
  expect(await balanceOf(available(walletId))).toBe(49_500n);
  expect(await balanceOf(clearing())).toBe(clearingAfterFirst);
  expect(await journalsWithMovement(movementId)).toBe(1);
  const [lines] = await sql`select count(*)::int as n from statement_lines where journal_id = ${first.journalId}`;
  expect(lines.n).toBe(1);
  await expectLedgerConsistent(sql);
});

test('postNewJournal books in one round trip; a movementId already booked fails the transaction instead of booking twice', async () => {
  const { walletId, customerId } = await newWallet();
  const movementId = `mv-${randomUUID()}`;
  const input = creditJournal(walletId, customerId, movementId, 50_000n, 500n);

  const first = await sql.begin(async (tx) => {
    const posted = postNewJournal(tx, input);
    await posted.written;
    return posted.journalId;
  });
  expect(await balanceOf(available(walletId))).toBe(49_500n);
  const clearingAfterFirst = await balanceOf(clearing());

  // The second booking's balance updates went out with its journal row: the row's unique
  // violation aborts them all, and the transaction rolls back.
  const second = sql.begin(async (tx) => {
    await postNewJournal(tx, input).written;
  });
  await expect(second).rejects.toMatchObject({ code: '23505' });
  expect(await balanceOf(available(walletId))).toBe(49_500n);
  expect(await balanceOf(clearing())).toBe(clearingAfterFirst);
  expect(await journalsWithMovement(movementId)).toBe(1);
  const [lines] = await sql`select count(*)::int as n from statement_lines where journal_id = ${first}`;
  expect(lines.n).toBe(1);
  await expectLedgerConsistent(sql);
});

test('an overdraft sent with later statements in one round trip is still the error, and nothing is booked', async () => {
  const { walletId, customerId } = await newWallet();
  await sql.begin((tx) => postJournal(tx, creditJournal(walletId, customerId, `mv-${randomUUID()}`, 10_000n, 100n)));
  const movementId = `mv-${randomUUID()}`;
  const overdraw = sql.begin(async (tx) => {
    const posted = postNewJournal(tx, withdrawalJournal(walletId, movementId, 9_901n));
    // Refused by PostgreSQL as "current transaction is aborted" (25P02), answered in the same read.
    const after = tx`select 1`.execute();
    await allInOrder([posted.written, after]);
  });
  await expect(overdraw).rejects.toBeInstanceOf(LedgerOverdraftError);
  expect(await balanceOf(available(walletId))).toBe(9_900n);
  expect(await journalsWithMovement(movementId)).toBe(0);
});

test('allInOrder fails with the first failure in the order sent, whichever settles first', async () => {
  const first = new Error('first');
  const second = new Error('second');
  let rejectFirst!: (e: Error) => void;
  const slow = new Promise((_, reject) => (rejectFirst = reject));
  const waiting = allInOrder([slow, Promise.reject(second), Promise.resolve(1)]);
  rejectFirst(first);
  await expect(waiting).rejects.toBe(first);
  await expect(allInOrder([Promise.resolve(1), null, undefined])).resolves.toBeUndefined();
});

test('a movementId is scoped to its merchant: another merchant books its own journal', async () => {
  const other = await createMerchant(sql, parseMasterKey(process.env.MASTER_KEY!), { name: 'Other Ledger Merchant' });
  const movementId = `mv-${randomUUID()}`;
  const journal = (merchantId: string) => ({
    merchantId,
    plane: 'test' as const,
    movementId,
    eventType: 'x',
    entries: [
      { accountId: systemAccountId(merchantId, 'test', 'provider_clearing'), amount: -100n },
      { accountId: systemAccountId(merchantId, 'test', 'provider_fees'), amount: 100n },
    ],
  });
  const mine = await sql.begin((tx) => postJournal(tx, journal(owner.merchantId)));
  const theirs = await sql.begin((tx) => postJournal(tx, journal(other.merchantId)));
  expect(mine.created).toBe(true);
  expect(theirs.created).toBe(true);
  expect(theirs.journalId).not.toBe(mine.journalId);
  await expectLedgerConsistent(sql);
});

test('a journal cannot touch an account of another merchant', async () => {
  const other = await createMerchant(sql, parseMasterKey(process.env.MASTER_KEY!), { name: 'Foreign Accounts Merchant' });
  const { walletId } = await newWallet();
  const movementId = `mv-${randomUUID()}`;
  await expect(
    sql.begin((tx) =>
      postJournal(tx, {
        merchantId: other.merchantId,
        plane: 'test',
        movementId,
        eventType: 'x',
        entries: [
          { accountId: systemAccountId(other.merchantId, 'test', 'provider_clearing'), amount: -100n },
          { accountId: available(walletId), amount: 100n },
        ],
      }),
    ),
  ).rejects.toThrow(/does not exist for this merchant/);
  expect(await balanceOf(available(walletId))).toBe(0n);
  await expectLedgerConsistent(sql);
});

test('concurrent postings with one movementId book exactly once', async () => {
  const { walletId, customerId } = await newWallet();
  const movementId = `mv-${randomUUID()}`;
  const input = creditJournal(walletId, customerId, movementId, 20_000n, 200n);

  const results = await Promise.all(Array.from({ length: 10 }, () => sql.begin((tx) => postJournal(tx, input))));

  expect(results.filter((r) => r.created)).toHaveLength(1);
  expect(new Set(results.map((r) => r.journalId)).size).toBe(1);
  expect(await balanceOf(available(walletId))).toBe(19_800n);
  expect(await journalsWithMovement(movementId)).toBe(1);
  const [entries] = await sql`select count(*)::int as n from ledger_entries where journal_id = ${results[0].journalId}`;
  expect(entries.n).toBe(3);
  await expectLedgerConsistent(sql);
});

test('a posting that would overdraw a wallet throws LedgerOverdraftError and changes nothing', async () => {
  const { walletId, customerId } = await newWallet();
  await sql.begin((tx) => postJournal(tx, creditJournal(walletId, customerId, `mv-${randomUUID()}`, 10_000n, 100n)));
  const clearingBefore = await balanceOf(clearing());
  const movementId = `mv-${randomUUID()}`;

  // One kobo more than the wallet holds.
  const overdraw = sql.begin((tx) => postJournal(tx, withdrawalJournal(walletId, movementId, 9_901n)));

  await expect(overdraw).rejects.toBeInstanceOf(LedgerOverdraftError);
  await expect(overdraw).rejects.toMatchObject({ accountId: available(walletId) });
  expect(await balanceOf(available(walletId))).toBe(9_900n);
  expect(await balanceOf(clearing())).toBe(clearingBefore);
  expect(await journalsWithMovement(movementId)).toBe(0);

  // Exactly the available amount is fine: the floor is zero, not above it.
  const exact = await sql.begin((tx) => postJournal(tx, withdrawalJournal(walletId, movementId, 9_900n)));
  expect(exact.created).toBe(true);
  expect(await balanceOf(available(walletId))).toBe(0n);
  await expectLedgerConsistent(sql);
});

test('system accounts may run negative (provider clearing is an asset)', async () => {
  const fresh = await createMerchant(sql, parseMasterKey(process.env.MASTER_KEY!), { name: 'Negative Clearing Merchant' });
  const freshClearing = systemAccountId(fresh.merchantId, 'test', 'provider_clearing');
  await sql.begin((tx) =>
    postJournal(tx, {
      merchantId: fresh.merchantId,
      plane: 'test',
      movementId: `mv-${randomUUID()}`,
      eventType: 'x',
      entries: [
        { accountId: freshClearing, amount: -700n },
        { accountId: systemAccountId(fresh.merchantId, 'test', 'platform_revenue'), amount: 700n },
      ],
    }),
  );
  expect(await balanceOf(freshClearing)).toBe(-700n);
  await expectLedgerConsistent(sql);
});

describe('checkLedgerInvariants', () => {
  test('is clean on the shared database', async () => {
    expect(await checkLedgerInvariants(sql)).toEqual([]);
  });

  test('finds a stored balance that drifted from its entries', async () => {
    const { walletId, customerId } = await newWallet();
    await sql.begin((tx) => postJournal(tx, creditJournal(walletId, customerId, `mv-${randomUUID()}`, 10_000n, 100n)));

    const violations = await inRolledBackTransaction(async (tx) => {
      await tx`update ledger_accounts set balance = balance + 1 where id = ${available(walletId)}`;
      return checkLedgerInvariants(tx);
    });

    expect(violations).toEqual([{ kind: 'balance_drift', id: available(walletId), detail: 'stored 9901, entries 9900' }]);
    expect(await balanceOf(available(walletId))).toBe(9_900n); // rolled back
    await expectLedgerConsistent(sql);
  });

  test("finds a merchant's kept wallet totals that differ from its wallets, and keeps them in step with a transaction's own writes", async () => {
    const { walletId, customerId } = await newWallet();
    await sql.begin((tx) => postJournal(tx, creditJournal(walletId, customerId, `mv-${randomUUID()}`, 10_000n, 100n)));
    const [{ merchant_id: merchantId }] = await sql`select merchant_id from ledger_accounts where id = ${available(walletId)}`;

    const violations = await inRolledBackTransaction(async (tx) => {
      // A posting not yet committed: its difference is added before the comparison.
      await postJournal(tx, creditJournal(walletId, customerId, `mv-${randomUUID()}`, 5_000n, 50n));
      expect(await checkLedgerInvariants(tx)).toEqual([]);
      await tx`update wallet_balance_totals set held = held + 7 where merchant_id = ${merchantId} and plane = 'test'
               and shard = (select min(shard) from wallet_balance_totals where merchant_id = ${merchantId} and plane = 'test')`;
      return checkLedgerInvariants(tx);
    });

    expect(violations).toEqual([{ kind: 'wallet_totals_drift', id: `${merchantId}:test`, detail: expect.any(String) }]);
    const [, held, keptHeld] = /^wallets \d+ available, (\d+) held; kept \d+, (\d+)$/.exec(violations[0].detail)!;
    expect(BigInt(keptHeld) - BigInt(held)).toBe(7n);
    await expectLedgerConsistent(sql);
  });

  test('finds an unbalanced journal and a journal without entries (before the trigger runs at commit)', async () => {
    const unbalancedId = `txn_check_${randomUUID()}`;
    const emptyId = `txn_empty_${randomUUID()}`;
    const violations = await inRolledBackTransaction(async (tx) => {
      await tx`insert into ledger_journals (id, merchant_id, plane, movement_id, event_type) values
        (${unbalancedId}, ${owner.merchantId}, 'test', ${`mv-${randomUUID()}`}, 'raw_sql'),
        (${emptyId}, ${owner.merchantId}, 'test', ${`mv-${randomUUID()}`}, 'raw_sql')`;
      await tx`insert into ledger_entries (journal_id, account_id, amount) values (${unbalancedId}, ${fees()}, 250)`;
      await tx`update ledger_accounts set balance = balance + 250 where id = ${fees()}`; // keep the balance honest
      return checkLedgerInvariants(tx);
    });

    expect(violations).toEqual(
      expect.arrayContaining([
        { kind: 'unbalanced_journal', id: unbalancedId, detail: 'sum 250' },
        { kind: 'empty_journal', id: emptyId, detail: 'journal without entries' },
      ]),
    );
    expect(violations).toHaveLength(2);
    await expectLedgerConsistent(sql);
  });
});
