import type { Db } from '../db';

// Every dashboard action, as the owner reads it on the Audit log page: who, what, when, from where.

export type AuditEntry = {
  merchantId: string;
  userId: string | null;
  actorEmail: string;
  action: string;
  detail?: Record<string, unknown>;
  ip: string | null;
  /** The Idempotency-Key of the form that moved money: one entry per key, whatever the retries. */
  formKey?: string;
};
export type AuditRow = { id: string; actorEmail: string; action: string; detail: Record<string, unknown>; ip: string | null; at: string };

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db`
    insert into dashboard_audit (merchant_id, user_id, actor_email, action, detail, ip, form_key)
    values (${entry.merchantId}, ${entry.userId}, ${entry.actorEmail}, ${entry.action},
            ${db.json((entry.detail ?? {}) as never)}, ${entry.ip}, ${entry.formKey ?? null})
    on conflict (merchant_id, form_key) where form_key is not null do nothing`;
}

/** The merchant's log, newest first, `limit` rows before `beforeId` (keyset paging). */
export async function listAudit(db: Db, merchantId: string, limit: number, beforeId?: string): Promise<AuditRow[]> {
  const rows = await db<
    { id: string; actor_email: string; action: string; detail: Record<string, unknown>; ip: string | null; at: Date }[]
  >`
    select id::text, actor_email, action, detail, ip, at from dashboard_audit
    where merchant_id = ${merchantId} ${beforeId ? db`and id < ${beforeId}::bigint` : db``}
    order by id desc limit ${limit}`;
  return rows.map((r) => ({ id: r.id, actorEmail: r.actor_email, action: r.action, detail: r.detail, ip: r.ip, at: r.at.toISOString() }));
}
