import { parseArgs, ParseArgsConfig } from 'node:util';
import type { Plane } from '../src/keys';
import { PAYMENT_METHODS, PaymentMethod } from '../src/merchants/merchants';
import { isDay } from '../src/reconciliation/days';
import { UsageError } from './output';

// Turns argv into one typed command. Only the shape of the command line is checked here;
// rules that depend on the environment (URL safety) or the data are the commands' job.
export type MerchantCommand =
  | { action: 'create'; name: string; webhookUrl?: string }
  | { action: 'update'; merchantId: string; webhookUrl?: string; callbackUrl?: string; paymentMethods?: PaymentMethod[] }
  | { action: 'verify' | 'live' | 'suspend' | 'unsuspend'; merchantId: string }
  /** `merchantId` unset: the sandbox merchant `npm start` made here (main.ts). */
  | { action: 'dashboard-link'; merchantId?: string };

/**
 * `find`: one of escrow, withdrawal, event or reference (optionally within a merchant), a
 * merchant alone, or the stuck withdrawals (optionally of one merchant).
 */
export type FindCommand = {
  action: 'find';
  merchantId?: string;
  escrowId?: string;
  withdrawalId?: string;
  reference?: string;
  eventId?: string;
  stuck?: boolean;
};

export type GiveUpCommand = { action: 'give-up'; withdrawalId: string; operator: string; reason: string };
export type ResumeCommand = { action: 'resume'; withdrawalId: string; operator: string; reason: string };
export type CatchUpCommand = { action: 'catch-up'; escrowId: string };

/** `reconcile`: run (or re-run) a day, show its report, explain a difference, export the report. */
export type ReconcileCommand =
  | { action: 'reconcile'; day: string; plane: Plane; json: boolean }
  | { action: 'reconcile-show'; day: string; plane: Plane; json: boolean }
  | { action: 'reconcile-explain'; differenceId: string; note: string; by?: string; json: boolean }
  | { action: 'reconcile-export'; day: string; plane: Plane; format: 'json' | 'csv' };

/** `listen` and `trigger` act through the API; `apiUrl` unset: the local service (main.ts). */
/** `key` unset: the sandbox merchant's test key from .data/ (main.ts). */
type ListenArgs = { action: 'listen'; key?: string; forwardTo: string; since?: string; apiUrl?: string };
type TriggerArgs = { action: 'trigger'; key?: string; type: string; apiUrl?: string };

export type Command =
  | MerchantCommand
  | FindCommand
  | GiveUpCommand
  | ResumeCommand
  | CatchUpCommand
  | ReconcileCommand
  | ListenArgs
  | TriggerArgs
  | { action: 'help' };

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
  'dashboard-link': { id: text },
};

function isAction(value: string): value is MerchantCommand['action'] {
  return Object.prototype.hasOwnProperty.call(ACTION_OPTIONS, value);
}

/** The options of one command; anything else (or a positional) is a usage error. */
function optionValues(args: string[], options: Options, command: string): Record<string, string | undefined> {
  try {
    return (parseArgs({ args, options, strict: true, allowPositionals: false }) as { values: Record<string, string | undefined> }).values;
  } catch (err) {
    throw new UsageError(`${command}: ${(err as Error).message}`);
  }
}

export function parseCommand(argv: string[]): Command {
  if (argv.length === 0) throw new UsageError('missing command');
  if (argv[0] === 'help' || argv.some((a) => a === '--help' || a === '-h')) return { action: 'help' };
  const [resource, action, ...rest] = argv;
  if (resource === 'find') return parseFind(argv.slice(1));
  if (resource === 'withdrawal') return parseWithdrawal(action, rest);
  if (resource === 'escrow') return parseEscrow(action, rest);
  if (resource === 'listen') return parseListen(argv.slice(1));
  if (resource === 'reconcile') return parseReconcile(argv.slice(1));
  if (resource === 'trigger') return parseTrigger(argv.slice(1));
  if (resource !== 'merchant') throw new UsageError(`unknown command: ${resource}`);
  if (action === undefined) throw new UsageError('missing merchant command');
  if (!isAction(action)) throw new UsageError(`unknown command: merchant ${action}`);

  const values = optionValues(rest, ACTION_OPTIONS[action], `merchant ${action}`);

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
    case 'dashboard-link':
      return { action, merchantId: values.id?.trim() || undefined };
    default:
      return { action, merchantId: required(values, 'id', action) };
  }
}

function required(values: Record<string, string | undefined>, option: string, action: string, resource = 'merchant'): string {
  const value = values[option]?.trim();
  if (!value) throw new UsageError(`${resource ? `${resource} ` : ''}${action}: --${option} is required`);
  return value;
}

const FIND_OPTIONS: Options = { merchant: text, escrow: text, withdrawal: text, reference: text, event: text, stuck: { type: 'boolean' } };

function parseFind(args: string[]): FindCommand {
  const values = optionValues(args, FIND_OPTIONS, 'find') as Record<string, string | boolean | undefined>;
  const given = Object.keys(FIND_OPTIONS).filter((name) => values[name] !== undefined);
  for (const name of given)
    if (values[name] !== true && !String(values[name]).trim()) throw new UsageError(`find: --${name} needs a value`);
  const what = given.filter((name) => name !== 'merchant');
  // A reference is unique per merchant only, so it may be narrowed to one (and the stuck
  // withdrawals to one merchant's); ids need no merchant.
  const narrowed = ['reference', 'stuck'];
  if (what.length > 1 || (what.length === 1 && !narrowed.includes(what[0]) && given.includes('merchant')) || given.length === 0) {
    throw new UsageError(
      'find: give one of --escrow, --withdrawal, --event, --reference or --stuck (these two optionally with --merchant) or --merchant',
    );
  }
  const value = (name: string) => (values[name] as string | undefined)?.trim();
  return {
    action: 'find',
    merchantId: value('merchant'),
    escrowId: value('escrow'),
    withdrawalId: value('withdrawal'),
    reference: value('reference'),
    eventId: value('event'),
    ...(values.stuck ? { stuck: true } : {}),
  };
}

function parseWithdrawal(action: string | undefined, args: string[]): GiveUpCommand | ResumeCommand {
  if (action === undefined) throw new UsageError('missing withdrawal command');
  if (action !== 'give-up' && action !== 'resume') throw new UsageError(`unknown command: withdrawal ${action}`);
  const values = optionValues(args, { id: text, operator: text, reason: text }, `withdrawal ${action}`);
  return {
    action,
    withdrawalId: required(values, 'id', action, 'withdrawal'),
    operator: required(values, 'operator', action, 'withdrawal'),
    reason: required(values, 'reason', action, 'withdrawal'),
  };
}

function parseEscrow(action: string | undefined, args: string[]): CatchUpCommand {
  if (action === undefined) throw new UsageError('missing escrow command');
  if (action !== 'catch-up') throw new UsageError(`unknown command: escrow ${action}`);
  const values = optionValues(args, { id: text }, `escrow ${action}`);
  return { action, escrowId: required(values, 'id', action, 'escrow') };
}

const RECONCILE_ACTIONS = ['show', 'explain', 'export'] as const;

function parseReconcile(args: string[]): ReconcileCommand {
  const sub = args[0] !== undefined && !args[0].startsWith('-') ? args[0] : undefined;
  if (sub !== undefined && !(RECONCILE_ACTIONS as readonly string[]).includes(sub))
    throw new UsageError(`unknown command: reconcile ${sub}`);
  const name = sub ? `reconcile ${sub}` : 'reconcile';
  const rest = sub ? args.slice(1) : args;
  const json = { type: 'boolean' } as const;
  if (sub === 'explain') {
    const values = optionValues(rest, { id: text, note: text, by: text, json }, name) as Record<string, string | boolean | undefined>;
    return {
      action: 'reconcile-explain',
      differenceId: required(values as Record<string, string | undefined>, 'id', 'explain', 'reconcile'),
      note: required(values as Record<string, string | undefined>, 'note', 'explain', 'reconcile'),
      by: typeof values.by === 'string' && values.by.trim() ? values.by.trim() : undefined,
      json: values.json === true,
    };
  }
  const options: Options = sub === 'export' ? { date: text, plane: text, format: text } : { date: text, plane: text, json };
  const values = optionValues(rest, options, name) as Record<string, string | boolean | undefined>;
  const strings = values as Record<string, string | undefined>;
  const day = required(strings, 'date', sub ?? 'reconcile', sub ? 'reconcile' : '');
  if (!isDay(day)) throw new UsageError(`${name}: --date must be a calendar day YYYY-MM-DD (the provider's day in Lagos), not ${day}`);
  const plane = required(strings, 'plane', sub ?? 'reconcile', sub ? 'reconcile' : '');
  if (plane !== 'live' && plane !== 'test') throw new UsageError(`${name}: --plane must be live or test, not ${plane}`);
  if (sub === 'export') {
    const format = required(strings, 'format', 'export', 'reconcile');
    if (format !== 'json' && format !== 'csv') throw new UsageError(`reconcile export: --format must be json or csv, not ${format}`);
    return { action: 'reconcile-export', day, plane, format };
  }
  return { action: sub === 'show' ? 'reconcile-show' : 'reconcile', day, plane, json: values.json === true };
}

function parseListen(args: string[]): ListenArgs {
  const values = optionValues(args, { key: text, 'forward-to': text, since: text, 'api-url': text }, 'listen');
  return {
    action: 'listen',
    key: values.key?.trim() || undefined,
    forwardTo: required(values, 'forward-to', 'listen', ''),
    since: values.since?.trim() || undefined,
    apiUrl: values['api-url']?.trim() || undefined,
  };
}

function parseTrigger(args: string[]): TriggerArgs {
  const [type, ...rest] = args;
  if (!type || type.startsWith('-'))
    throw new UsageError('trigger: give the event type first, e.g. trigger wallet.credited --key sk_test_...');
  const values = optionValues(rest, { key: text, 'api-url': text }, 'trigger');
  return { action: 'trigger', type, key: values.key?.trim() || undefined, apiUrl: values['api-url']?.trim() || undefined };
}

/** `card,bank_transfer` → ['card', 'bank_transfer']; unknown or empty lists are refused. */
function parsePaymentMethods(raw: string): PaymentMethod[] {
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0) throw new UsageError('--payment-methods needs at least one method');
  const unknown = names.filter((n) => !(PAYMENT_METHODS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new UsageError(`--payment-methods: unknown method ${unknown.join(', ')} (allowed: ${PAYMENT_METHODS.join(', ')})`);
  }
  return [...new Set(names)] as PaymentMethod[];
}
