import type { Sql } from '../../src/db';
import type { Owner } from '../../src/owner';
import { AbandonedClaims } from './abandoned-claims';
import { Claim, claimKey, completeKey, isReplayable, releaseKey, Scope, StoredResponse } from './idempotency';

/** A request's Idempotency-Key as claimed: the merchant's and plane's scope, and the claim (execute, or replay). */
export type HeldKey = { scope: Scope; claim: Claim };

/**
 * The Idempotency-Keys of this API process's requests, on the bookkeeping pool (api/deps.ts):
 * claimed before the handler runs, then answered (stored for replay) or released. A claim the
 * database did not take back is remembered, and released before the retry claims the key again.
 */
export class KeyClaims {
  private readonly abandoned = new AbandonedClaims();

  constructor(private readonly sql: Sql) {}

  /** Claims `key` for the owner's merchant and plane: 409 when taken or reused; a finished request's claim is its replay. */
  async claim(owner: Owner, key: string, print: string): Promise<HeldKey> {
    const scope: Scope = { merchantId: owner.merchantId, plane: owner.plane, key };
    await this.abandoned.releaseBeforeRetry(this.sql, scope);
    return { scope, claim: await claimKey(this.sql, scope, print) };
  }

  /** Gives back a claim the request will not use (its admission refused it); never throws. */
  async giveBack(held: HeldKey): Promise<void> {
    const { scope, claim } = held;
    if (claim.kind !== 'execute') return;
    await releaseKey(this.sql, scope, claim.token).catch(() => this.abandoned.remember(scope, claim.token));
  }

  /** Stores the answer for replay, or releases the key (no answer: the request failed; or one never replayed). */
  async finish(held: HeldKey, answer: StoredResponse | undefined): Promise<void> {
    const { scope, claim } = held;
    const token = claim.kind === 'execute' ? claim.token : '';
    try {
      if (answer && isReplayable(answer.status, answer.body)) await completeKey(this.sql, scope, answer);
      else await releaseKey(this.sql, scope, token);
    } catch (err) {
      this.abandoned.remember(scope, token);
      throw err;
    }
  }
}
