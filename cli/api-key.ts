import { CliError } from './output';

// The merchant commands (`listen`, `trigger`) act through the API with a merchant's key, on
// the test plane only: live events go to the registered webhookUrl and live objects move
// real money, so a live key is refused before anything is sent.

export function testSecretKey(key: string, command: string): string {
  if (key.startsWith('sk_live_')) {
    throw new CliError(`${command} works with test keys only (sk_test_…); a live key (sk_live_…) is refused: live events go to your registered webhookUrl`);
  }
  if (key.startsWith('pk_')) throw new CliError(`${command}: --key must be a secret key (sk_test_…), not a publishable key`, 2);
  if (!key.startsWith('sk_test_')) throw new CliError(`${command}: --key must be a test secret key (sk_test_…)`, 2);
  return key;
}
