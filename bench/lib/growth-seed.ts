import type { Sql } from '../../src/db';

// Grows a merchant with SQL by cloning the rows its API calls made ("the base"): every copy
// `c` gets its own customers, wallets, wallet accounts, journals with their entries, escrows,
// checkout sessions, withdrawals, statement rows and events, with every id mapped the same way
// in every table (so references hold), created further back in time the higher `c` is. Wallet
// accounts keep the base's balances (their entries are copies of the base's), and each system
// account gains the base's net per copy: every journal balances, every stored balance equals
// its entries and no never-negative account goes below zero; every trigger (list counts)
// runs as for rows written by the service. Copies may go to another merchant (a neighbour
// tenant of the same size). Base rows are those created from `baseSince` until `baseUntil`:
// what the benchmark writes after the base (its measurements' own writes) is never copied.

export type GrowthSource = { merchantId: string; baseSince: Date; baseUntil: Date };

/** SQL for the id of copy `c` of the id in `column`: same prefix, a new 24-character body. */
const cloneId = (column: string) =>
  `case when ${column} ~ '^[a-z]{3}_' then left(${column}, 4) || left(md5(${column} || ':' || $7::text || c), 24) end`;

/** A table's columns that can be inserted (not generated), minus `omit` (serial ids). */
async function insertable(sql: Sql, table: string, omit: string[]): Promise<string[]> {
  const rows = await sql`select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`;
  return rows.map((r) => r.column_name as string).filter((name) => !omit.includes(name));
}

type CloneSpec = {
  table: string;
  omit?: string[];
  /** Column → SQL expression over `t` (the base row), `c` (the copy), $2 (target merchant), $5 (seconds per copy). */
  set: Record<string, string>;
  /** The base rows: a FROM list with `t` and a condition, over $1 (source merchant), $3 (baseSince) and $8 (baseUntil). */
  from: string;
  where: string;
};

/** Our reference at the provider, derived from the copy's id as the service derives it (src/payments/references.ts). */
const derivedReference = (column: string) => `case when ${column} is not null then replace(lower(${cloneId('t.id')}), '_', '-') end`;

const shifted = (column: string) => `${column} - make_interval(secs => c * $5::double precision)`;

/** A row of the base, by the alias of the table that holds its merchant and creation time. */
const inBase = (alias: string) =>
  `${alias}.merchant_id = $1 and ${alias}.plane = 'test' and ${alias}.created_at >= $3 and ${alias}.created_at < $8`;

function specs(heavyCustomerId: string | null): CloneSpec[] {
  const own = inBase('t');
  return [
    {
      table: 'customers',
      from: 'customers t',
      where: own,
      set: { id: cloneId('t.id'), merchant_id: '$2', email: `'g' || c || '.' || t.email`, created_at: shifted('t.created_at') },
    },
    {
      table: 'wallets',
      from: 'wallets t',
      where: own,
      set: {
        id: cloneId('t.id'),
        merchant_id: '$2',
        customer_id: cloneId('t.customer_id'),
        created_at: shifted('t.created_at'),
        account_number: 'null',
        account_name: 'null',
        bank_name: 'null',
        bank_code: 'null',
        provider_customer_code: 'null',
        account_status: `'none'`,
      },
    },
    {
      table: 'ledger_accounts',
      from: 'ledger_accounts t join wallets w on w.id = t.wallet_id',
      where: inBase('w'),
      set: { id: `${cloneId('t.wallet_id')} || ':' || t.kind`, merchant_id: '$2', wallet_id: cloneId('t.wallet_id') },
    },
    {
      table: 'ledger_journals',
      from: 'ledger_journals t',
      where: own,
      set: {
        id: cloneId('t.id'),
        merchant_id: '$2',
        movement_id: `t.movement_id || ':g' || c`,
        related_id: `coalesce(${cloneId('t.related_id')}, t.related_id)`,
        created_at: shifted('t.created_at'),
      },
    },
    {
      table: 'ledger_entries',
      omit: ['id'],
      from: 'ledger_entries t join ledger_journals j on j.id = t.journal_id',
      where: inBase('j'),
      set: {
        journal_id: cloneId('t.journal_id'),
        account_id: `case when t.account_id like 'wal\\_%' then ${cloneId(`split_part(t.account_id, ':', 1)`)} || ':' || split_part(t.account_id, ':', 2)
          else replace(t.account_id, $1, $2) end`,
      },
    },
    {
      table: 'escrows',
      from: 'escrows t',
      where: own,
      set: {
        id: cloneId('t.id'),
        merchant_id: '$2',
        reference: `t.reference || '-g' || c`,
        payer_customer_id: cloneId('t.payer_customer_id'),
        // A third of the copies of holds that moved no money go to one customer: a customer
        // with many escrows, as a large merchant has.
        payee_customer_id: heavyCustomerId
          ? `case when c % 3 = 0 and t.status in ('awaiting_funding', 'cancelled') and $1 = $2 then '${heavyCustomerId}' else ${cloneId('t.payee_customer_id')} end`
          : cloneId('t.payee_customer_id'),
        funding_payment_id: cloneId('t.funding_payment_id'),
        created_at: shifted('t.created_at'),
      },
    },
    {
      table: 'checkout_sessions',
      from: 'checkout_sessions t',
      where: own,
      set: {
        id: cloneId('t.id'),
        merchant_id: '$2',
        escrow_id: cloneId('t.escrow_id'),
        customer_id: cloneId('t.customer_id'),
        pending_event_id: cloneId('t.pending_event_id'),
        created_at: shifted('t.created_at'),
        provider_reference: derivedReference('t.provider_reference'),
      },
    },
    {
      table: 'withdrawals',
      from: 'withdrawals t',
      where: own,
      set: {
        id: cloneId('t.id'),
        merchant_id: '$2',
        reference: `t.reference || '-g' || c`,
        customer_id: cloneId('t.customer_id'),
        wallet_id: cloneId('t.wallet_id'),
        reserve_journal_id: cloneId('t.reserve_journal_id'),
        provider_reference: `t.provider_reference || '-g' || $7::text || c`,
        transfer_reference: derivedReference('t.transfer_reference'),
        created_at: shifted('t.created_at'),
      },
    },
    {
      table: 'statement_lines',
      omit: ['id'],
      from: 'statement_lines t',
      where: own,
      set: {
        merchant_id: '$2',
        journal_id: cloneId('t.journal_id'),
        customer_id: cloneId('t.customer_id'),
        related_id: `coalesce(${cloneId('t.related_id')}, t.related_id)`,
        created_at: shifted('t.created_at'),
      },
    },
    {
      table: 'events',
      omit: ['seq'],
      from: 'events t',
      where: own,
      set: {
        id: cloneId('t.id'),
        merchant_id: '$2',
        journal_id: cloneId('t.journal_id'),
        created_at: shifted('t.created_at'),
        delivery_status: `'delivered'`,
        delivered_at: shifted('t.created_at'),
        data: `t.data || jsonb_strip_nulls(jsonb_build_object(${[
          'escrowId',
          'walletId',
          'customerId',
          'withdrawalId',
          'checkoutId',
          'paymentId',
          'disputeId',
        ]
          .map((key) => `'${key}', ${cloneId(`(t.data ->> '${key}')`)}`)
          .join(', ')}))`,
      },
    },
  ];
}

export type GrowthPlan = {
  source: GrowthSource;
  targetMerchantId: string;
  /** Copies numbered from `first` to `last`, `batch` copies per transaction. */
  first: number;
  last: number;
  batch: number;
  /** Seconds between consecutive copies' timestamps. */
  secondsPerCopy: number;
  heavyCustomerId: string | null;
  /** Makes the ids of this growth's copies its own (a second tenant grown from the same base). */
  salt: string;
};

/** Writes copies first..last of the base (see the top of this file), a batch per transaction. */
export async function growByCloning(sql: Sql, plan: GrowthPlan, onBatch?: (done: number) => void): Promise<void> {
  const { merchantId, baseSince, baseUntil } = plan.source;
  const statements: string[] = [];
  for (const spec of specs(plan.heavyCustomerId)) {
    const columns = await insertable(sql, spec.table, spec.omit ?? []);
    const values = columns.map((name) => spec.set[name] ?? `t.${name}`);
    statements.push(`insert into ${spec.table} (${columns.join(', ')})
      select ${values.join(', ')} from ${spec.from}, generate_series($4::int, $6::int) c
      where ${spec.where} and ($1::text, $2::text, $3::timestamptz, $5::float8, $7::text, $8::timestamptz) is not null`);
  }
  // The base's net on each system account: what each copy adds to the target's same account.
  const systemNet = await sql`
    select a.kind, sum(t.amount)::bigint as net
    from ledger_entries t join ledger_journals j on j.id = t.journal_id join ledger_accounts a on a.id = t.account_id
    where j.merchant_id = ${merchantId} and j.plane = 'test' and j.created_at >= ${baseSince} and j.created_at < ${baseUntil}
      and a.wallet_id is null
    group by a.kind`;
  for (let from = plan.first; from <= plan.last; from += plan.batch) {
    const to = Math.min(plan.last, from + plan.batch - 1);
    await sql.begin(async (tx) => {
      for (const statement of statements) {
        await tx.unsafe(statement, [
          merchantId,
          plan.targetMerchantId,
          baseSince,
          from,
          plan.secondsPerCopy,
          to,
          plan.salt,
          baseUntil,
        ] as never[]);
      }
      for (const { kind, net } of systemNet) {
        await tx`update ledger_accounts set balance = balance + ${BigInt(net) * BigInt(to - from + 1)}
          where merchant_id = ${plan.targetMerchantId} and plane = 'test' and kind = ${kind} and wallet_id is null`;
      }
    });
    onBatch?.(to - plan.first + 1);
  }
}
