import { Db, Sql, Tx } from '../db';
import { newId } from '../ids';
import { encryptSecret, generateApiKey, hashApiKey, Plane } from '../keys';
import { NON_NEGATIVE_SYSTEM_KINDS, SYSTEM_ACCOUNT_KINDS, systemAccountId } from '../ledger/accounts';

export const PAYMENT_METHODS = ['card', 'bank', 'bank_transfer', 'ussd'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type Merchant = {
  merchantId: string;
  name: string;
  webhookUrl: string | null;
  callbackUrl: string | null;
  paymentMethods: PaymentMethod[];
  verified: boolean;
  liveMode: boolean;
  suspended: boolean;
  createdAt: string;
};

export type CreatedMerchant = Merchant & {
  testSecretKey: string;
  testPublishableKey: string;
  liveSecretKey: string;
  livePublishableKey: string;
};

export type MerchantRow = {
  id: string;
  name: string;
  webhook_url: string | null;
  callback_url: string | null;
  payment_methods: PaymentMethod[];
  verified: boolean;
  live_mode: boolean;
  suspended: boolean;
  created_at: Date;
};

export function toMerchant(row: MerchantRow): Merchant {
  return {
    merchantId: row.id,
    name: row.name,
    webhookUrl: row.webhook_url,
    callbackUrl: row.callback_url,
    paymentMethods: row.payment_methods,
    verified: row.verified,
    liveMode: row.live_mode,
    suspended: row.suspended,
    createdAt: row.created_at.toISOString(),
  };
}

/** Creates a merchant with one secret and one publishable key per plane; keys are returned once. */
export async function createMerchant(
  sql: Sql,
  masterKey: Buffer,
  input: { name: string; webhookUrl?: string | null },
): Promise<CreatedMerchant> {
  return sql.begin((tx) => insertMerchant(tx, masterKey, input));
}

/**
 * createMerchant inside the caller's transaction: the operator's `cli merchant create` and the
 * dashboard's sign-up (which adds the owner in the same transaction) both make merchants here.
 */
export async function insertMerchant(
  tx: Tx,
  masterKey: Buffer,
  input: { name: string; webhookUrl?: string | null },
): Promise<CreatedMerchant> {
  const id = newId('merchant');
  const keys = {
    testSecretKey: generateApiKey('secret', 'test'),
    testPublishableKey: generateApiKey('publishable', 'test'),
    liveSecretKey: generateApiKey('secret', 'live'),
    livePublishableKey: generateApiKey('publishable', 'live'),
  };
  const keyRows: Array<[string, Plane, 'secret' | 'publishable']> = [
    [keys.testSecretKey, 'test', 'secret'],
    [keys.testPublishableKey, 'test', 'publishable'],
    [keys.liveSecretKey, 'live', 'secret'],
    [keys.livePublishableKey, 'live', 'publishable'],
  ];
  const [row] = await tx<MerchantRow[]>`
    insert into merchants (id, name, webhook_url) values (${id}, ${input.name}, ${input.webhookUrl ?? null})
    returning *`;
  for (const [key, plane, kind] of keyRows) {
    const ciphertext = kind === 'secret' ? encryptSecret(masterKey, key) : null;
    const publishable = kind === 'publishable' ? key : null;
    await tx`insert into api_keys (key_hash, merchant_id, plane, kind, secret_ciphertext, publishable_key)
             values (${hashApiKey(key)}, ${id}, ${plane}, ${kind}, ${ciphertext}, ${publishable})`;
  }
  const planes: Plane[] = ['test', 'live'];
  await tx`insert into ledger_accounts ${tx(
    planes.flatMap((plane) =>
      SYSTEM_ACCOUNT_KINDS.map((kind) => ({
        id: systemAccountId(id, plane, kind),
        merchant_id: id,
        plane,
        kind,
        non_negative: NON_NEGATIVE_SYSTEM_KINDS.has(kind),
      })),
    ),
  )}`;
  return { ...toMerchant(row), ...keys };
}

export async function getMerchant(db: Db, merchantId: string): Promise<Merchant | null> {
  const [row] = await db<MerchantRow[]>`select * from merchants where id = ${merchantId}`;
  return row ? toMerchant(row) : null;
}

export type MerchantChanges = Partial<{
  webhookUrl: string;
  callbackUrl: string;
  paymentMethods: PaymentMethod[];
  verified: boolean;
  liveMode: boolean;
  suspended: boolean;
}>;

export async function updateMerchant(db: Db, merchantId: string, changes: MerchantChanges): Promise<Merchant | null> {
  const columns: Record<string, unknown> = {};
  if (changes.webhookUrl !== undefined) columns.webhook_url = changes.webhookUrl;
  if (changes.callbackUrl !== undefined) columns.callback_url = changes.callbackUrl;
  if (changes.paymentMethods !== undefined) columns.payment_methods = changes.paymentMethods;
  if (changes.verified !== undefined) columns.verified = changes.verified;
  if (changes.liveMode !== undefined) columns.live_mode = changes.liveMode;
  if (changes.suspended !== undefined) columns.suspended = changes.suspended;
  if (Object.keys(columns).length === 0) return getMerchant(db, merchantId);
  const [row] = await db<MerchantRow[]>`
    update merchants set ${db(columns)} where id = ${merchantId} returning *`;
  return row ? toMerchant(row) : null;
}

/**
 * Switches a verified merchant to live mode (`cli merchant live` and the dashboard's switch):
 * an unverified merchant is refused, since its live keys would still be refused.
 */
export async function switchToLiveMode(db: Db, merchantId: string): Promise<Merchant | 'not_verified' | null> {
  const [row] = await db<MerchantRow[]>`update merchants set live_mode = true where id = ${merchantId} and verified returning *`;
  if (row) return toMerchant(row);
  return (await getMerchant(db, merchantId)) ? 'not_verified' : null;
}
