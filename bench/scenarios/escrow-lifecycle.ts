import { customerBody, inParallel, LifecycleScenario } from '../lib/scenario';

const ESCROW_NAIRA = 1000;
const PARTIAL_NAIRA = 400;
/** The largest single credit the API accepts; after the 300-naira fee cap it funds ~100,000 holds. */
const PAYER_CREDIT_NAIRA = 100_000_000;

const callTarget = { maxP50Ms: 40, source: 'issue 3: p50 < 40 ms per money-moving call' };

type Escrow = { escrowId: string; status: string; remainingAmount: number; releasedAmount: number };

// The escrow money path end to end: a hold funded from the payer's available (debitPayer),
// a partial release, then a release of the rest. Each client has its own payer and payee,
// so clients never queue behind each other's wallet rows; every lifecycle is a new escrow.
export const escrowLifecycle: LifecycleScenario = {
  kind: 'lifecycle',
  id: 'escrow-lifecycle',
  title: 'escrow lifecycle: create + partial + final release',
  target: { minThroughput: 60, source: 'issue 3: >= 60 lifecycles/s' },
  steps: [
    { id: 'create', title: 'POST /escrows (debitPayer)', target: callTarget },
    { id: 'partial-release', title: `POST /escrows/{id}/release (${PARTIAL_NAIRA} of ${ESCROW_NAIRA})`, target: callTarget },
    { id: 'final-release', title: 'POST /escrows/{id}/release (rest)', target: callTarget },
  ],
  async prepare(ctx) {
    const pairs = await inParallel(ctx.concurrency, ctx.concurrency, async (client) => {
      const customer = (role: string) =>
        ctx.api.call<{ customerId: string; walletId: string }>({
          method: 'POST', path: '/customers', body: customerBody(`${ctx.runId}-escrow-${role}-${client}`),
        });
      const [payer, payee] = await Promise.all([customer('payer'), customer('payee')]);
      // Seeding, not measured: one sandbox credit funds every hold this client will create.
      await ctx.api.call({
        method: 'POST', path: `/wallets/${payer.walletId}/credits`, body: { amount: PAYER_CREDIT_NAIRA },
        idempotencyKey: `${ctx.runId}-escrow-funding-${client}`,
      });
      return { payer: payer.customerId, payee: payee.customerId };
    });
    ctx.log(`seeded ${pairs.length} payer/payee pairs; each payer credited ${PAYER_CREDIT_NAIRA.toLocaleString('en')} naira`);

    return async (client, seq, call) => {
      const key = `${ctx.runId}-escrow-${client}-${seq}`;
      const { payer, payee } = pairs[client];
      const escrow = await call<Escrow>('create', {
        method: 'POST', path: '/escrows', idempotencyKey: `${key}-create`,
        body: {
          reference: key, amount: ESCROW_NAIRA, currency: 'NGN', debitPayer: true,
          parties: [{ role: 'payer', customerId: payer }, { role: 'payee', customerId: payee }],
        },
      }, (e) => (e.status === 'held' ? undefined : `status ${e.status}, expected held`));
      const release = `/escrows/${escrow.escrowId}/release`;
      await call<Escrow>('partial-release', { method: 'POST', path: release, body: { amount: PARTIAL_NAIRA }, idempotencyKey: `${key}-partial` },
        (e) => (e.remainingAmount === ESCROW_NAIRA - PARTIAL_NAIRA ? undefined : `remainingAmount ${e.remainingAmount}, expected ${ESCROW_NAIRA - PARTIAL_NAIRA}`));
      await call<Escrow>('final-release', { method: 'POST', path: release, body: {}, idempotencyKey: `${key}-final` },
        (e) => (e.status === 'released' && e.remainingAmount === 0 ? undefined : `status ${e.status}, remainingAmount ${e.remainingAmount}, expected released and 0`));
    };
  },
};
