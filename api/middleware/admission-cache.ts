import type { AuthState } from '../deps';

const MAX_KEYS = 10_000;

/**
 * The last admission of each recently seen secret key (by its hash), kept by this API
 * process. It is a hint and never an authority: a read route uses it to start its query
 * alongside the admission statement (`admit` in admission.ts), and that statement still judges
 * the key and counts the request. So a suspension, a key change or a switch of mode takes
 * effect on the very next request, on every replica, without any invalidation message.
 */
export class AdmissionCache {
  private readonly byKey = new Map<string, AuthState>();

  get(keyHash: string): AuthState | undefined {
    return this.byKey.get(keyHash);
  }

  remember(keyHash: string, auth: AuthState): void {
    this.byKey.delete(keyHash); // re-inserting keeps the map in order of last admission
    this.byKey.set(keyHash, auth);
    if (this.byKey.size > MAX_KEYS) this.byKey.delete(this.byKey.keys().next().value!);
  }

  forget(keyHash: string): void {
    this.byKey.delete(keyHash);
  }
}

/** Whether a fresh admission gives the handler exactly what a cached one gave it. */
export function sameAuth(a: AuthState, b: AuthState): boolean {
  const x = a.merchant;
  const y = b.merchant;
  return (
    a.plane === b.plane &&
    x.merchantId === y.merchantId &&
    x.name === y.name &&
    x.webhookUrl === y.webhookUrl &&
    x.callbackUrl === y.callbackUrl &&
    x.paymentMethods.join() === y.paymentMethods.join() &&
    x.verified === y.verified &&
    x.liveMode === y.liveMode &&
    x.suspended === y.suspended &&
    x.createdAt === y.createdAt
  );
}
