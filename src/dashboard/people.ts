import type { Db } from '../db';
import type { Owner } from '../owner';

// The names the merchant knows its customers by, for pages that would otherwise show ids:
// one statement for a page's ids, by primary key, scoped to the merchant and plane.

type Person = { name: string; email: string };
export type People = ReadonlyMap<string, Person>;

export async function peopleByIds(db: Db, owner: Owner, ids: Iterable<string | null | undefined>): Promise<People> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db<{ id: string; first_name: string; last_name: string; email: string }[]>`
    select id, first_name, last_name, email from customers
    where id = any(${wanted}) and merchant_id = ${owner.merchantId} and plane = ${owner.plane}`;
  return new Map(rows.map((r) => [r.id, { name: `${r.first_name} ${r.last_name}`, email: r.email }]));
}
