import type { RequestScenario, ScenarioContext } from '../lib/scenario';
import { debitPayerEscrow, seedEscrowParties } from './escrow-parties';

/** One hold per client, far more than a run can release 1 naira at a time. */
const ESCROW_NAIRA = 1_000_000;
const PAYER_CREDIT_NAIRA = 2_000_000; // the hold plus the escrow fee
export const RELEASE_NAIRA = 1;

/** One funded escrow per client, far larger than a run can release 1 naira at a time (also the ledger twin's: bare.ts). */
export async function seedReleasableEscrows(ctx: ScenarioContext, tag: string): Promise<string[]> {
  const pairs = await seedEscrowParties(ctx, tag, PAYER_CREDIT_NAIRA);
  const escrowIds = await Promise.all(
    pairs.map(async (parties, client) => {
      const reference = `${ctx.runId}-${tag}-hold-${client}`;
      const escrow = await ctx.api.call<{ escrowId: string }>({
        method: 'POST',
        path: '/escrows',
        idempotencyKey: reference,
        body: debitPayerEscrow(reference, ESCROW_NAIRA, parties),
      });
      return escrow.escrowId;
    }),
  );
  ctx.log(`created ${escrowIds.length} escrows of ${ESCROW_NAIRA.toLocaleString('en')} naira (one per client)`);
  return escrowIds;
}

// One write on a running workflow: each client has its own long-running escrow (created
// with debitPayer before measuring) and releases 1 naira of it at a time, so every request
// is an Update of a live escrow workflow (one transaction, a webhook-delivery child behind it).
function releasesScenario(id: string, clients: 'run' | 1): RequestScenario {
  return {
    id,
    title: `POST /escrows/{id}/release (${RELEASE_NAIRA} naira of a live escrow${clients === 1 ? ', 1 client' : ''})`,
    target: { maxP50Ms: 40, source: 'goal: p50 < 40 ms per money-moving call' },
    load: clients === 1 ? { concurrency: 1 } : undefined,
    async prepare(ctx) {
      const escrowIds = await seedReleasableEscrows(ctx, id);
      return (client, seq) => ({
        method: 'POST',
        path: `/escrows/${escrowIds[client]}/release`,
        body: { amount: RELEASE_NAIRA },
        idempotencyKey: `${ctx.runId}-${id}-${client}-${seq}`,
      });
    },
  };
}

export const escrowReleases = releasesScenario('escrow-releases', 'run');
export const escrowReleasesOneClient = releasesScenario('escrow-releases-1', 1);
