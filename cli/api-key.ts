import fs from 'node:fs';
import path from 'node:path';
import { CliError, UsageError } from './output';

// The merchant commands (`listen`, `trigger`) act through the API with a merchant's key, on
// the test plane only: live events go to the registered webhookUrl and live objects move
// real money, so a live key is refused before anything is sent.

export function testSecretKey(key: string, command: string): string {
  if (key.startsWith('sk_live_')) {
    throw new CliError(
      `${command} works with test keys only (sk_test_…); a live key (sk_live_…) is refused: live events go to your registered webhookUrl`,
    );
  }
  if (key.startsWith('pk_')) throw new CliError(`${command}: --key must be a secret key (sk_test_…), not a publishable key`, 2);
  if (!key.startsWith('sk_test_')) throw new CliError(`${command}: --key must be a test secret key (sk_test_…)`, 2);
  return key;
}

/** Where `npm start` saves its sandbox merchant's keys. */
const SANDBOX_MERCHANT_FILE = path.resolve(__dirname, '..', '.data', 'sandbox-merchant.json');

/** --id when given, else the id of the sandbox merchant `npm start` made here. */
export function idOrSandboxMerchant(merchantId: string | undefined, command: string, file = SANDBOX_MERCHANT_FILE): string {
  if (merchantId) return merchantId;
  if (!fs.existsSync(file))
    throw new UsageError(`${command}: --id is required (there is no sandbox merchant in .data/ yet: run npm start once)`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { merchantId: string }).merchantId;
}

/** --key when given, else the test secret key of the sandbox merchant `npm start` made here. */
export function keyOrSandboxKey(key: string | undefined, command: string, file = SANDBOX_MERCHANT_FILE): string {
  if (key) return key;
  if (!fs.existsSync(file))
    throw new UsageError(`${command}: --key is required (there is no sandbox merchant in .data/ yet: run npm start once)`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { testSecretKey: string }).testSecretKey;
}
