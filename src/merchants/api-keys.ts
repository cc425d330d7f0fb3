import type { Db } from '../db';
import { decryptSecret, encryptSecret, generateApiKey, hashApiKey, Plane } from '../keys';

// A merchant's keys as the dashboard shows and rolls them. The newest secret key of a plane
// signs its webhooks (src/webhooks/delivery.ts); a rolled key keeps authenticating until its
// expires_at (api/middleware/admission-statement.ts), then is refused like an unknown key.

export type SecretKeyInfo = { createdAt: string; expiresAt: string | null; newest: boolean; suffix: string };

/** The plane's publishable key; null for a merchant made before publishable keys were kept as text. */
export async function publishableKey(db: Db, merchantId: string, plane: Plane): Promise<string | null> {
  const [row] = await db<{ publishable_key: string | null }[]>`
    select publishable_key from api_keys
    where merchant_id = ${merchantId} and plane = ${plane} and kind = 'publishable'
    order by created_at desc limit 1`;
  return row?.publishable_key ?? null;
}

/** The newest secret key of the plane, in clear (the one that signs webhooks). */
export async function newestSecretKey(db: Db, masterKey: Buffer, merchantId: string, plane: Plane): Promise<string> {
  const [row] = await db<{ secret_ciphertext: Buffer }[]>`
    select secret_ciphertext from api_keys
    where merchant_id = ${merchantId} and plane = ${plane} and kind = 'secret'
    order by created_at desc limit 1`;
  if (!row) throw new Error(`merchant ${merchantId} has no ${plane} secret key`);
  return decryptSecret(masterKey, row.secret_ciphertext);
}

/** The plane's secret keys still accepted (the newest first), each by the last four characters. */
export async function activeSecretKeys(db: Db, masterKey: Buffer, merchantId: string, plane: Plane): Promise<SecretKeyInfo[]> {
  const rows = await db<{ secret_ciphertext: Buffer; created_at: Date; expires_at: Date | null }[]>`
    select secret_ciphertext, created_at, expires_at from api_keys
    where merchant_id = ${merchantId} and plane = ${plane} and kind = 'secret'
      and (expires_at is null or expires_at > now())
    order by created_at desc`;
  return rows.map((row, i) => ({
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    newest: i === 0,
    suffix: decryptSecret(masterKey, row.secret_ciphertext).slice(-4),
  }));
}

/**
 * A new secret key for the plane, inside the caller's transaction; every older one still
 * accepted now expires after `overlapSeconds` (0: at once), or sooner if it was already due.
 * Returns the new key (shown once) and its hash (its row's key).
 */
export async function rollSecretKeyIn(
  tx: Db,
  masterKey: Buffer,
  merchantId: string,
  plane: Plane,
  overlapSeconds: number,
): Promise<{ key: string; keyHash: Buffer }> {
  const key = generateApiKey('secret', plane);
  const keyHash = hashApiKey(key);
  // Serialises two rolls of one merchant, so exactly one key ends up newest and unexpired.
  await tx`select id from merchants where id = ${merchantId} for update`;
  await tx`
    update api_keys set expires_at = least(coalesce(expires_at, 'infinity'), now() + ${overlapSeconds} * interval '1 second')
    where merchant_id = ${merchantId} and plane = ${plane} and kind = 'secret'`;
  // clock_timestamp(): later than every older key's created_at even within one transaction.
  await tx`insert into api_keys (key_hash, merchant_id, plane, kind, secret_ciphertext, created_at)
           values (${keyHash}, ${merchantId}, ${plane}, 'secret', ${encryptSecret(masterKey, key)}, clock_timestamp())`;
  return { key, keyHash };
}

/** The hash of the plane's newest secret key (the row a reveal shows). */
export async function newestSecretKeyHash(db: Db, merchantId: string, plane: Plane): Promise<Buffer> {
  const [row] = await db<{ key_hash: Buffer }[]>`
    select key_hash from api_keys
    where merchant_id = ${merchantId} and plane = ${plane} and kind = 'secret'
    order by created_at desc limit 1`;
  if (!row) throw new Error(`merchant ${merchantId} has no ${plane} secret key`);
  return row.key_hash;
}
