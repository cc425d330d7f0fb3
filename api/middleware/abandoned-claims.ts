import type { Sql } from '../../src/db';
import { LEASE_SECONDS, releaseKey, Scope } from './idempotency';

/**
 * Claims this API process could not release because the database was unreachable (the
 * request itself answered 503). Left alone, such a claim would answer the retry with
 * 409 IDEMPOTENCY_IN_PROGRESS until its lease ran out; instead the retry, arriving here once
 * the database is back, releases it first and then claims the key afresh. (A retry that
 * reaches another API process waits for the lease, as after a crash.)
 */
export class AbandonedClaims {
  private readonly claims = new Map<string, { scope: Scope; token: string; at: number }>();

  remember(scope: Scope, token: string): void {
    const now = Date.now();
    // Past its lease a claim can be taken over anyway; forgetting it keeps the map small.
    for (const [id, claim] of this.claims) if (now - claim.at > LEASE_SECONDS * 1000) this.claims.delete(id);
    this.claims.set(idOf(scope), { scope, token, at: now });
  }

  /** Releases the abandoned claim on this key, if any; throws while the database is still away. */
  async releaseBeforeRetry(sql: Sql, scope: Scope): Promise<void> {
    const claim = this.claims.get(idOf(scope));
    if (!claim) return;
    await releaseKey(sql, claim.scope, claim.token);
    this.claims.delete(idOf(scope));
  }
}

function idOf(scope: Scope): string {
  return `${scope.merchantId}\u0000${scope.plane}\u0000${scope.key}`;
}
