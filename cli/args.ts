import { parseArgs, ParseArgsConfig } from 'node:util';
import { PAYMENT_METHODS, PaymentMethod } from '../src/merchants/merchants';
import { UsageError } from './output';

// Turns argv into one typed command. Only the shape of the command line is checked here;
// rules that depend on the environment (URL safety) or the data are the commands' job.
export type MerchantCommand =
  | { action: 'create'; name: string; webhookUrl?: string }
  | { action: 'update'; merchantId: string; webhookUrl?: string; callbackUrl?: string; paymentMethods?: PaymentMethod[] }
  | { action: 'verify' | 'live' | 'suspend' | 'unsuspend'; merchantId: string };

export type Command = MerchantCommand | { action: 'help' };

type Options = NonNullable<ParseArgsConfig['options']>;
const text = { type: 'string' } as const;

// The options each action accepts; anything else is refused (a typo must not pass silently).
const ACTION_OPTIONS: Record<MerchantCommand['action'], Options> = {
  create: { name: text, 'webhook-url': text },
  update: { id: text, 'webhook-url': text, 'callback-url': text, 'payment-methods': text },
  verify: { id: text },
  live: { id: text },
  suspend: { id: text },
  unsuspend: { id: text },
};

function isAction(value: string): value is MerchantCommand['action'] {
  return Object.prototype.hasOwnProperty.call(ACTION_OPTIONS, value);
}

export function parseCommand(argv: string[]): Command {
  if (argv.length === 0) throw new UsageError('missing command');
  if (argv[0] === 'help' || argv.some((a) => a === '--help' || a === '-h')) return { action: 'help' };
  const [resource, action, ...rest] = argv;
  if (resource !== 'merchant') throw new UsageError(`unknown command: ${resource}`);
  if (action === undefined) throw new UsageError('missing merchant command');
  if (!isAction(action)) throw new UsageError(`unknown command: merchant ${action}`);

  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({ args: rest, options: ACTION_OPTIONS[action], strict: true, allowPositionals: false }) as {
      values: Record<string, string | undefined>;
    });
  } catch (err) {
    throw new UsageError(`merchant ${action}: ${(err as Error).message}`);
  }

  switch (action) {
    case 'create':
      return { action, name: required(values, 'name', action), webhookUrl: values['webhook-url'] };
    case 'update': {
      const command = {
        action,
        merchantId: required(values, 'id', action),
        webhookUrl: values['webhook-url'],
        callbackUrl: values['callback-url'],
        paymentMethods: values['payment-methods'] === undefined ? undefined : parsePaymentMethods(values['payment-methods']),
      };
      if (command.webhookUrl === undefined && command.callbackUrl === undefined && command.paymentMethods === undefined) {
        throw new UsageError('merchant update: nothing to update (give --webhook-url, --callback-url or --payment-methods)');
      }
      return command;
    }
    default:
      return { action, merchantId: required(values, 'id', action) };
  }
}

function required(values: Record<string, string | undefined>, option: string, action: string): string {
  const value = values[option]?.trim();
  if (!value) throw new UsageError(`merchant ${action}: --${option} is required`);
  return value;
}

/** `card,bank_transfer` → ['card', 'bank_transfer']; unknown or empty lists are refused. */
export function parsePaymentMethods(raw: string): PaymentMethod[] {
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) throw new UsageError('--payment-methods needs at least one method');
  const unknown = names.filter((n) => !(PAYMENT_METHODS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new UsageError(`--payment-methods: unknown method ${unknown.join(', ')} (allowed: ${PAYMENT_METHODS.join(', ')})`);
  }
  return [...new Set(names)] as PaymentMethod[];
}
