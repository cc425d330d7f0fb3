import fs from 'node:fs';
import { Sql } from '../../src/db';
import { decryptSecret, hashApiKey } from '../../src/keys';
import { createMerchant } from '../../src/merchants/merchants';

// The merchant `npm start` makes on first run so a developer can call the API at once.
// Keys are shown only at creation, so they are kept in a 0600 file under .data/ and the
// same merchant is reused as long as the database still knows it.

export type SandboxMerchant = {
  merchantId: string;
  name: string;
  testSecretKey: string;
  testPublishableKey: string;
  liveSecretKey: string;
  livePublishableKey: string;
  createdAt: string;
};

const SANDBOX_MERCHANT_NAME = 'Sandbox Merchant';

function readSaved(file: string): SandboxMerchant | undefined {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SandboxMerchant>;
    if (typeof saved.merchantId === 'string' && typeof saved.testSecretKey === 'string') {
      return saved as SandboxMerchant;
    }
  } catch {
    // missing or unreadable: make a new one
  }
  return undefined;
}

/**
 * Usable means: the merchant exists in this database, the saved test secret key is its key,
 * and that key decrypts with the current master key (webhooks are signed with it).
 */
async function isUsable(sql: Sql, masterKey: Buffer, saved: SandboxMerchant): Promise<boolean> {
  const [row] = await sql<{ secret_ciphertext: Buffer }[]>`
    select secret_ciphertext from api_keys
    where key_hash = ${hashApiKey(saved.testSecretKey)} and merchant_id = ${saved.merchantId}`;
  if (!row) return false;
  try {
    return decryptSecret(masterKey, row.secret_ciphertext) === saved.testSecretKey;
  } catch {
    return false;
  }
}

export async function ensureSandboxMerchant(
  sql: Sql,
  masterKey: Buffer,
  file: string,
): Promise<{ merchant: SandboxMerchant; created: boolean }> {
  const saved = readSaved(file);
  if (saved && (await isUsable(sql, masterKey, saved))) return { merchant: saved, created: false };

  const created = await createMerchant(sql, masterKey, { name: SANDBOX_MERCHANT_NAME });
  const merchant: SandboxMerchant = {
    merchantId: created.merchantId,
    name: created.name,
    testSecretKey: created.testSecretKey,
    testPublishableKey: created.testPublishableKey,
    liveSecretKey: created.liveSecretKey,
    livePublishableKey: created.livePublishableKey,
    createdAt: created.createdAt,
  };
  fs.writeFileSync(file, `${JSON.stringify(merchant, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // writeFileSync keeps the mode of a file that already existed
  return { merchant, created: true };
}
