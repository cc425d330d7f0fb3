import { randomFillSync } from 'node:crypto';

// Opaque identifiers with a type prefix (decisions.md): prefix + 24 base62 characters.
export const ID_PREFIXES = {
  merchant: 'mch',
  customer: 'cus',
  wallet: 'wal',
  escrow: 'esc',
  dispute: 'dsp',
  checkout: 'chk',
  payment: 'pay',
  withdrawal: 'wdr',
  transaction: 'txn',
  event: 'evt',
  request: 'req',
  account: 'acc',
  refund: 'rfd',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 24;

// Random bytes are drawn from a pool refilled 4 KiB at a time: the same CSPRNG, without a
// call into it for every id (one per request at least: its request id). No byte is used twice.
const POOL_SIZE = 4096;
const pool = Buffer.allocUnsafe(POOL_SIZE);
let poolOffset = POOL_SIZE;

function randomByte(): number {
  if (poolOffset === POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  return pool[poolOffset++];
}

export function randomToken(length: number): string {
  // 62 * 4 = 248: rejecting bytes >= 248 keeps every character equally likely.
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out;
}

export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${randomToken(BODY_LENGTH)}`;
}

const ID_PATTERN = /^[a-z]{3}_[0-9A-Za-z]{24}$/;

/** True when `value` looks like an id of this kind; anything else is treated as unknown (404). */
export function isId(kind: IdKind, value: string): boolean {
  return ID_PATTERN.test(value) && value.startsWith(`${ID_PREFIXES[kind]}_`);
}
