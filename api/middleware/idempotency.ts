import { hash } from 'node:crypto';
import type { Sql } from '../../src/db';
import { refuse } from '../../src/errors';
import type { Plane } from '../../src/keys';

// Idempotency-Key handling (decisions.md): keys live 24 hours per merchant and plane. The
// first request claims the key; a concurrent one gets IDEMPOTENCY_IN_PROGRESS; a finished
// one is replayed exactly; a different method, path or body gets IDEMPOTENCY_KEY_REUSED.
// A claim whose holder died (crash) can be taken over once its lease runs out: every
// operation behind it is itself idempotent, so re-running it cannot move money twice.
const KEY_TTL_HOURS = 24;
export const LEASE_SECONDS = 60;
const MAX_KEY_LENGTH = 255;

export type StoredResponse = { status: number; body: unknown };
export type Claim =
  /** This request holds the key; `token` tells its claim from a later takeover's. */
  { kind: 'execute'; token: string } | { kind: 'replay'; response: StoredResponse };

export function readIdempotencyKey(header: string | undefined): string {
  const key = header?.trim();
  if (!key) throw refuse.invalidRequest('This request needs an Idempotency-Key header', { fields: ['Idempotency-Key'] });
  if (key.length > MAX_KEY_LENGTH) {
    throw refuse.invalidRequest(`Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`, { fields: ['Idempotency-Key'] });
  }
  return key;
}

/** The request's identity for replay: method, path and the body with its keys sorted. */
export function fingerprint(method: string, path: string, body: unknown): string {
  return hash('sha256', `${method} ${path}\n${canonicalJson(body)}`, 'hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export type Scope = { merchantId: string; plane: Plane; key: string };

type KeyRow = { token: string | null; fingerprint: string; state: string; response_status: number; response_body: string };

/**
 * One round trip: insert a fresh claim, or take over an expired key or a dead holder's lapsed
 * lease; when neither happens, the same statement returns the key as it stands (the union's
 * second half reads the snapshot from before the insert, so it sees only keys that already
 * existed). Only a key committed by a concurrent request during the statement is in neither
 * half; then one more statement reads it.
 */
export async function claimKey(sql: Sql, scope: Scope, print: string): Promise<Claim> {
  const { merchantId, plane, key } = scope;
  const rows = await sql<KeyRow[]>`
    with claimed as (
      insert into idempotency_keys (merchant_id, plane, key, fingerprint, state, locked_until)
      values (${merchantId}, ${plane}, ${key}, ${print}, 'in_progress', now() + ${LEASE_SECONDS} * interval '1 second')
      on conflict (merchant_id, plane, key) do update
        set fingerprint = excluded.fingerprint, state = 'in_progress', locked_until = excluded.locked_until,
            response_status = null, response_body = null, created_at = now()
        where idempotency_keys.created_at < now() - ${KEY_TTL_HOURS} * interval '1 hour'
           or (idempotency_keys.state = 'in_progress' and idempotency_keys.locked_until < now()
               and idempotency_keys.fingerprint = excluded.fingerprint)
      returning created_at::text as token, fingerprint, state, response_status, response_body
    )
    select * from claimed
    union all
    select null, fingerprint, state, response_status, response_body from idempotency_keys
    where merchant_id = ${merchantId} and plane = ${plane} and key = ${key} and not exists (select 1 from claimed)`;
  const [row] = rows.length > 0 ? rows : await readKey(sql, scope);
  if (!row) return claimKey(sql, scope, print); // released between our two statements
  if (row.token !== null) return { kind: 'execute', token: row.token };
  if (row.fingerprint !== print) {
    throw refuse.idempotencyKeyReused('This Idempotency-Key was used with a different method, path or body');
  }
  if (row.state === 'in_progress') {
    throw refuse.idempotencyInProgress();
  }
  // Parsing the stored text keeps its key order, so the replay serialises to the same bytes.
  return { kind: 'replay', response: { status: row.response_status, body: JSON.parse(row.response_body) } };
}

function readKey(sql: Sql, scope: Scope): Promise<KeyRow[]> {
  return sql<KeyRow[]>`
    select null as token, fingerprint, state, response_status, response_body from idempotency_keys
    where merchant_id = ${scope.merchantId} and plane = ${scope.plane} and key = ${scope.key}`;
}

export async function completeKey(sql: Sql, scope: Scope, response: StoredResponse): Promise<void> {
  await sql`
    update idempotency_keys
    set state = 'completed', locked_until = null, response_status = ${response.status},
        response_body = ${JSON.stringify(response.body)}
    where merchant_id = ${scope.merchantId} and plane = ${scope.plane} and key = ${scope.key}`;
}

/**
 * Forgets this request's claim when its outcome must not be replayed (validation failures,
 * server errors). The token spares a claim someone else took over meanwhile; it is compared
 * as text because the driver would send a timestamp parameter with milliseconds only.
 */
export async function releaseKey(sql: Sql, scope: Scope, token: string): Promise<void> {
  await sql`
    delete from idempotency_keys
    where merchant_id = ${scope.merchantId} and plane = ${scope.plane} and key = ${scope.key}
      and state = 'in_progress' and created_at::text = ${token}`;
}

/** Which responses are kept for replay: not validation failures, not 5xx (retry those with the same key). */
export function isReplayable(status: number, body: unknown): boolean {
  if (status >= 500) return false;
  const code = (body as { error?: { code?: string } })?.error?.code;
  return !(status === 400 && code === 'INVALID_REQUEST');
}
