import type { LifecycleScenario, ScenarioContext } from '../lib/scenario';
import { debitPayerEscrow, EscrowParties, seedEscrowParties } from './escrow-parties';

export const ESCROW_NAIRA = 1000;
export const PARTIAL_NAIRA = 400;
/** The largest single credit the API accepts; after the 300-naira fee cap it funds ~100,000 holds. */
const PAYER_CREDIT_NAIRA = 100_000_000;

const callTarget = { maxP50Ms: 40, source: 'goal: p50 < 40 ms per money-moving call' };

type Escrow = { escrowId: string; status: string; remainingAmount: number; releasedAmount: number };

/** A payer funded for as many lifecycles as a run makes, and a payee, per client (also the ledger twin's: bare.ts). */
export function seedLifecycleParties(ctx: ScenarioContext, tag: string): Promise<EscrowParties[]> {
  return seedEscrowParties(ctx, tag, PAYER_CREDIT_NAIRA);
}

// The escrow money path end to end: a hold funded from the payer's available (debitPayer),
// a partial release, then a release of the rest. Each client has its own payer and payee,
// so clients never queue behind each other's wallet rows; every lifecycle is a new escrow.
function lifecycleScenario(id: string, clients: 'run' | 1): LifecycleScenario {
  return {
    kind: 'lifecycle',
    id,
    title: `escrow lifecycle: create + partial + final release${clients === 1 ? ' (1 client)' : ''}`,
    target: clients === 1 ? undefined : { minThroughput: 60, source: 'goal: >= 60 lifecycles/s' },
    load: clients === 1 ? { concurrency: 1 } : undefined,
    steps: [
      { id: 'create', title: 'POST /escrows (debitPayer)', target: callTarget },
      { id: 'partial-release', title: `POST /escrows/{id}/release (${PARTIAL_NAIRA} of ${ESCROW_NAIRA})`, target: callTarget },
      { id: 'final-release', title: 'POST /escrows/{id}/release (rest)', target: callTarget },
    ],
    async prepare(ctx) {
      const pairs = await seedLifecycleParties(ctx, id);
      return async (client, seq, call) => {
        const key = `${ctx.runId}-${id}-${client}-${seq}`;
        const escrow = await call<Escrow>(
          'create',
          {
            method: 'POST',
            path: '/escrows',
            idempotencyKey: `${key}-create`,
            body: debitPayerEscrow(key, ESCROW_NAIRA, pairs[client]),
          },
          (e) => (e.status === 'held' ? undefined : `status ${e.status}, expected held`),
        );
        const release = `/escrows/${escrow.escrowId}/release`;
        await call<Escrow>(
          'partial-release',
          { method: 'POST', path: release, body: { amount: PARTIAL_NAIRA }, idempotencyKey: `${key}-partial` },
          (e) =>
            e.remainingAmount === ESCROW_NAIRA - PARTIAL_NAIRA
              ? undefined
              : `remainingAmount ${e.remainingAmount}, expected ${ESCROW_NAIRA - PARTIAL_NAIRA}`,
        );
        await call<Escrow>('final-release', { method: 'POST', path: release, body: {}, idempotencyKey: `${key}-final` }, (e) =>
          e.status === 'released' && e.remainingAmount === 0
            ? undefined
            : `status ${e.status}, remainingAmount ${e.remainingAmount}, expected released and 0`,
        );
      };
    },
  };
}

export const escrowLifecycle = lifecycleScenario('escrow-lifecycle', 'run');
export const escrowLifecycleOneClient = lifecycleScenario('escrow-lifecycle-1', 1);
