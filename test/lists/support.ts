import type { Sql } from '../../src/db';

// What every trigger-kept list counter (list_counts, list_facet_counts: migrations 010, 013)
// must hold, counted here from the rows themselves with plain GROUP BYs, independently of the
// triggers' own key functions.

/** Every counter key whose sum differs from a real count of its rows (one snapshot). */
export async function listCounterDrift(sql: Sql): Promise<readonly unknown[]> {
  return sql`
    with expected as (
      select merchant_id, plane, 'transactions' as list, '#' as facet, '-infinity'::date as day, count(*) as n
        from statement_lines group by merchant_id, plane
      union all select merchant_id, plane, 'transactions', 'type:' || type, '-infinity', count(*) from statement_lines group by 1, 2, 4
      union all select merchant_id, plane, 'transactions', 'direction:' || direction, '-infinity', count(*) from statement_lines group by 1, 2, 4
      union all select merchant_id, plane, 'transactions', 'customer:' || customer_id, '-infinity', count(*) from statement_lines group by 1, 2, 4
      union all select merchant_id, plane, 'transactions', '', (created_at at time zone 'UTC')::date, count(*) from statement_lines group by 1, 2, 5
      union all select merchant_id, plane, 'transactions', 'type:' || type, (created_at at time zone 'UTC')::date, count(*) from statement_lines group by 1, 2, 4, 5
      union all select merchant_id, plane, 'transactions', 'direction:' || direction, (created_at at time zone 'UTC')::date, count(*) from statement_lines group by 1, 2, 4, 5

      union all select merchant_id, plane, 'customers', '#', '-infinity', count(*) from customers where deleted_at is null group by 1, 2

      union all select merchant_id, plane, 'events', '#', '-infinity', count(*) from events group by 1, 2
      union all select merchant_id, plane, 'events', 'type:' || type, '-infinity', count(*) from events group by 1, 2, 4
      union all select merchant_id, plane, 'events', '', (created_at at time zone 'UTC')::date, count(*) from events group by 1, 2, 5
      union all select merchant_id, plane, 'events', 'type:' || type, (created_at at time zone 'UTC')::date, count(*) from events group by 1, 2, 4, 5

      union all select merchant_id, plane, 'escrows', '#', '-infinity', count(*) from escrows group by 1, 2
      union all select merchant_id, plane, 'escrows', 'status:' || status, '-infinity', count(*) from escrows group by 1, 2, 4
      union all select e.merchant_id, e.plane, 'escrows', 'customer:' || c.id, '-infinity', count(*)
        from escrows e join customers c on c.id in (e.payer_customer_id, e.payee_customer_id) group by 1, 2, 4

      union all select merchant_id, plane, 'withdrawals', '#', '-infinity', count(*) from withdrawals group by 1, 2
      union all select merchant_id, plane, 'withdrawals', 'status:' || status, '-infinity', count(*) from withdrawals group by 1, 2, 4
      union all select merchant_id, plane, 'withdrawals', 'customer:' || customer_id, '-infinity', count(*) from withdrawals group by 1, 2, 4

      union all select merchant_id, plane, 'checkouts', '#', '-infinity', count(*) from checkout_sessions group by 1, 2
      union all select merchant_id, plane, 'checkouts', 'status:' || status, '-infinity', count(*) from checkout_sessions group by 1, 2, 4
      union all select merchant_id, plane, 'checkouts', 'customer:' || customer_id, '-infinity', count(*)
        from checkout_sessions where customer_id is not null group by 1, 2, 4
    ),
    counted as (
      select merchant_id, plane, list, '#' as facet, '-infinity'::date as day, sum(n) as n from list_counts group by 1, 2, 3
      union all
      select merchant_id, plane, list, facet, day, sum(n) from list_facet_counts group by 1, 2, 3, 4, 5
    )
    select merchant_id, plane, list, facet, day, e.n::int as rows, c.n::int as counted
    from expected e full join counted c using (merchant_id, plane, list, facet, day)
    where coalesce(e.n, 0) <> coalesce(c.n, 0)
    order by list, facet, day`;
}
