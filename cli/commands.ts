import { Config } from '../src/config';
import { ensureDatabase, Sql } from '../src/db';
import { migrate } from '../src/db/migrate';
import { isId } from '../src/ids';
import { loadMasterKey } from '../src/keys';
import { createMerchant, getMerchant, Merchant, MerchantChanges, switchToLiveMode, updateMerchant } from '../src/merchants/merchants';
import { createSignInLink, signInLinkUrl } from '../src/dashboard/sign-in-links';
import { assertSafeUrl, UnsafeTargetError } from '../src/webhooks/target-guard';
import { MerchantCommand } from './args';
import { withSql } from './connections';
import { CliError } from './output';

// The merchant commands. Each validates what it can before touching the database, then
// opens a one-connection pool and always closes it, so the process exits on its own.

/** What every command but `create` prints: the merchant without keys or timestamps. */
export type MerchantView = Pick<
  Merchant,
  'merchantId' | 'name' | 'webhookUrl' | 'callbackUrl' | 'paymentMethods' | 'verified' | 'liveMode' | 'suspended'
>;

export type CreatedView = {
  merchantId: string;
  name: string;
  webhookUrl: string | null;
  testSecretKey: string;
  testPublishableKey: string;
  liveSecretKey: string;
  livePublishableKey: string;
};

/** A one-time sign-in link (cli merchant dashboard-link). */
export type SignInLinkView = { merchantId: string; url: string; expiresAt: string };

export async function runCommand(
  command: MerchantCommand,
  config: Config,
  apiOrigin = config.publicBaseUrl,
): Promise<CreatedView | MerchantView | SignInLinkView> {
  switch (command.action) {
    case 'dashboard-link':
      return dashboardLink(command.merchantId!, config, apiOrigin);
    case 'create':
      return create(command, config);
    case 'update':
      return update(command, config);
    case 'verify':
      return setFlags(command.merchantId, config, { verified: true });
    case 'live':
      return goLive(command.merchantId, config);
    case 'suspend':
      return setFlags(command.merchantId, config, { suspended: true });
    case 'unsuspend':
      return setFlags(command.merchantId, config, { suspended: false });
  }
}

async function create(command: Extract<MerchantCommand, { action: 'create' }>, config: Config): Promise<CreatedView> {
  const webhookUrl = command.webhookUrl === undefined ? null : safeUrl('--webhook-url', command.webhookUrl, config);
  // Like `npm start`, the first merchant may be created on a fresh machine: make the local
  // master key and the database when they are missing (both are no-ops otherwise).
  const masterKey = loadMasterKey(config.masterKey, true);
  await ensureDatabase(config.databaseUrl);
  return withSql(config, async (sql) => {
    await migrate(sql);
    const m = await createMerchant(sql, masterKey, { name: command.name, webhookUrl });
    return {
      merchantId: m.merchantId,
      name: m.name,
      webhookUrl: m.webhookUrl,
      testSecretKey: m.testSecretKey,
      testPublishableKey: m.testPublishableKey,
      liveSecretKey: m.liveSecretKey,
      livePublishableKey: m.livePublishableKey,
    };
  });
}

/** A new one-time link to the dashboard as the merchant's owner (made without a password when it has none). */
async function dashboardLink(merchantId: string, config: Config, apiOrigin: string): Promise<SignInLinkView> {
  return withSql(config, async (sql) => {
    await findMerchant(sql, merchantId);
    const link = await createSignInLink(sql, merchantId);
    return { merchantId, url: signInLinkUrl(apiOrigin, link.token), expiresAt: link.expiresAt.toISOString() };
  });
}

async function update(command: Extract<MerchantCommand, { action: 'update' }>, config: Config): Promise<MerchantView> {
  const changes: MerchantChanges = { paymentMethods: command.paymentMethods };
  if (command.webhookUrl !== undefined) changes.webhookUrl = safeUrl('--webhook-url', command.webhookUrl, config);
  if (command.callbackUrl !== undefined) changes.callbackUrl = safeUrl('--callback-url', command.callbackUrl, config);
  return setFlags(command.merchantId, config, changes);
}

/**
 * Live keys work only for a verified merchant in live mode (the API checks both), so
 * switching an unverified merchant to live mode would only look done. We refuse it instead:
 * run `merchant verify` first. `verified` never goes back to false, so checking before the
 * update cannot race with another operator.
 */
async function goLive(merchantId: string, config: Config): Promise<MerchantView> {
  return withSql(config, async (sql) => {
    await findMerchant(sql, merchantId);
    const switched = await switchToLiveMode(sql, merchantId);
    if (switched === 'not_verified') {
      throw new CliError(`merchant ${merchantId} is not verified; run "merchant verify --id ${merchantId}" before "merchant live"`);
    }
    return view(mustExist(merchantId, switched));
  });
}

async function setFlags(merchantId: string, config: Config, changes: MerchantChanges): Promise<MerchantView> {
  return withSql(config, async (sql) => {
    await findMerchant(sql, merchantId);
    return view(mustExist(merchantId, await updateMerchant(sql, merchantId, changes)));
  });
}

async function findMerchant(sql: Sql, merchantId: string): Promise<Merchant> {
  // A malformed id is just an unknown merchant, as in the API; no query needed.
  return mustExist(merchantId, isId('merchant', merchantId) ? await getMerchant(sql, merchantId) : null);
}

function mustExist(merchantId: string, merchant: Merchant | null): Merchant {
  if (!merchant) throw new CliError(`merchant ${merchantId} not found`);
  return merchant;
}

/** The same rule the service applies before sending: https on a public domain unless private targets are allowed. */
function safeUrl(option: string, raw: string, config: Config): string {
  const value = raw.trim();
  try {
    assertSafeUrl(value, config.webhookAllowPrivateTargets);
  } catch (err) {
    if (!(err instanceof UnsafeTargetError)) throw err;
    const hint = config.webhookAllowPrivateTargets
      ? ''
      : ' (WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows http and private hosts in development)';
    throw new CliError(`${option} ${err.message}${hint}`, 2);
  }
  return value;
}

function view(m: Merchant): MerchantView {
  return {
    merchantId: m.merchantId,
    name: m.name,
    webhookUrl: m.webhookUrl,
    callbackUrl: m.callbackUrl,
    paymentMethods: m.paymentMethods,
    verified: m.verified,
    liveMode: m.liveMode,
    suspended: m.suspended,
  };
}
