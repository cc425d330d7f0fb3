import { createHash } from 'node:crypto';
import { ID_PREFIXES } from '../src/ids';
import type { Owner } from '../src/owner';

// Resources created through a workflow take their id from the request's Idempotency-Key: a
// retry after any crash names the same workflow and the same row, so it can never create twice.

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function digest(...parts: string[]): Buffer {
  return createHash('sha256').update(parts.join('\u0000')).digest();
}

/** The id of a create request: the same merchant, plane and key give the same id. */
export function idForIdempotencyKey(kind: 'escrow' | 'withdrawal', owner: Owner, idempotencyKey: string): string {
  const bytes = digest(kind, owner.merchantId, owner.plane, idempotencyKey);
  let body = '';
  for (let i = 0; i < 24; i++) body += BASE62[bytes[i] % 62];
  return `${ID_PREFIXES[kind]}_${body}`;
}
