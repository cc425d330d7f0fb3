import { createHash, randomBytes } from 'node:crypto';
import type { Db, Sql } from '../db';
import { decryptSecret, Plane } from '../keys';
import { newestSecretKeyHash, rollSecretKeyIn } from '../merchants/api-keys';

// A secret key shown once (migration 018): a reveal or a roll records which key the session
// may see, the page after the redirect shows it and marks it shown. A roll's form token is kept
// with it, so a resubmitted roll form (a double click, a reload of the POST) rolls nothing and
// the key just copied stays the newest. A record is kept a day, longer than any session.

const forgetOldShowings = (db: Db) => db`delete from dashboard_shown_keys where created_at < now() - interval '1 day'`;
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest();
const newShowingId = () => randomBytes(18).toString('base64url');

/** Lets the session see the plane's newest secret key once; returns the showing's id. */
export async function showNewestKeyOnce(db: Db, sessionHash: Buffer, merchantId: string, plane: Plane): Promise<string> {
  await forgetOldShowings(db);
  const id = newShowingId();
  const keyHash = await newestSecretKeyHash(db, merchantId, plane);
  await db`insert into dashboard_shown_keys (id, session_hash, key_hash) values (${id}, ${sessionHash}, ${keyHash})`;
  return id;
}

export type RollOnce = {
  merchantId: string;
  plane: Plane;
  overlapSeconds: number;
  sessionHash: Buffer;
  /** The roll form's one-use token. */
  formToken: string;
  /** Runs in the roll's transaction, only when this submit rolled (the audit entry). */
  onRolled: (tx: Db) => Promise<void>;
};

/**
 * Rolls the plane's secret key for the first submit of a roll form, and lets the session see
 * the new key once: `rolled` false when the form was submitted before (nothing rolled).
 */
export async function rollOnce(sql: Sql, masterKey: Buffer, roll: RollOnce): Promise<{ rolled: boolean; showingId?: string }> {
  return sql.begin(async (tx) => {
    await forgetOldShowings(tx);
    const id = newShowingId();
    // A second submit of the form waits here for the first to commit, then finds its token.
    const [claimed] = await tx`
      insert into dashboard_shown_keys (id, session_hash, key_hash, form_token_hash)
      select ${id}, ${roll.sessionHash}, key_hash, ${sha256(roll.formToken)} from api_keys
      where merchant_id = ${roll.merchantId} and plane = ${roll.plane} and kind = 'secret'
      order by created_at desc limit 1
      on conflict (form_token_hash) do nothing
      returning id`;
    if (!claimed) return { rolled: false };
    const { keyHash } = await rollSecretKeyIn(tx, masterKey, roll.merchantId, roll.plane, roll.overlapSeconds);
    await tx`update dashboard_shown_keys set key_hash = ${keyHash} where id = ${id}`;
    await roll.onRolled(tx);
    return { rolled: true, showingId: id };
  });
}

/** The key a showing lets this session see, once; undefined when shown already or not this session's. */
export async function takeShownKey(
  db: Db,
  masterKey: Buffer,
  sessionHash: Buffer,
  id: string,
): Promise<{ key: string; plane: Plane } | undefined> {
  const [row] = await db<{ secret_ciphertext: Buffer; plane: Plane }[]>`
    with taken as (
      update dashboard_shown_keys set shown_at = now()
      where id = ${id} and session_hash = ${sessionHash} and shown_at is null returning key_hash)
    select k.secret_ciphertext, k.plane from taken join api_keys k on k.key_hash = taken.key_hash`;
  return row && { key: decryptSecret(masterKey, row.secret_ciphertext), plane: row.plane };
}
