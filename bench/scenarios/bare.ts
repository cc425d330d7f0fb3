import { WithStartWorkflowOperation } from '@temporalio/client';
import { newId } from '../../src/ids';
import { nairaToKobo } from '../../src/money';
import type { BareWrite, LedgerWrite } from '../bare/activities';
import { BARE_TASK_QUEUE, bareDoneUpdate, bareWriteUpdate } from '../bare/messages';
import type { BareContext, LifecycleScenario, RequestScenario, ScenarioContext } from '../lib/scenario';
import { seedCustomersOnce } from './customers-list';
import { ESCROW_NAIRA, PARTIAL_NAIRA, seedLifecycleParties } from './escrow-lifecycle';
import type { EscrowParties } from './escrow-parties';
import { RELEASE_NAIRA, seedReleasableEscrows } from './escrow-releases';
import { CREDIT_NAIRA, seedCreditWallets } from './wallet-credits';

// The bare twins (bench/bare/): the same Temporal shapes as the service's money paths,
// driven straight from the bench with a Temporal client (no API, no webhooks), and a bare
// Koa read. The ratio table (lib/ratios.ts) compares each with its service scenario.

type Clients = 'run' | 1;
const suffix = (clients: Clients) => (clients === 1 ? ' (1 client)' : '');
const loadOf = (clients: Clients) => (clients === 1 ? { concurrency: 1 } : undefined);
const bareOf = (ctx: ScenarioContext): BareContext => ctx.bare!; // needsBare: run.ts skips these without it
const write = (entityId: string) => ({ entityId, amount: 1 });

/** Update-with-start of a new `workflowType` workflow (USE_EXISTING, as the service's calls). */
function updateWithStart(
  bare: BareContext,
  workflowType: 'bareLifecycleWorkflow' | 'bareLongLivedWorkflow',
  workflowId: string,
  args: BareWrite = write(workflowId),
) {
  return bare.temporal.workflow.executeUpdateWithStart(bareWriteUpdate, {
    args: [args],
    startWorkflowOperation: new WithStartWorkflowOperation(workflowType, {
      workflowId,
      taskQueue: BARE_TASK_QUEUE,
      workflowIdConflictPolicy: 'USE_EXISTING',
      args: [],
    }),
  });
}

/** Kobo as a workflow payload carries it (LedgerWrite). */
const kobo = (naira: number) => nairaToKobo(naira).toString();

/** An escrow lifecycle's three writes as the service makes them (BENCH_BARE_WRITE=ledger): create with debitPayer, partial and final release. */
function lifecycleWrites(reference: string, parties: EscrowParties): LedgerWrite[] {
  const escrowId = newId('escrow');
  return [
    { kind: 'create', escrowId, reference, payerId: parties.payer, payeeId: parties.payee, amountKobo: kobo(ESCROW_NAIRA) },
    { kind: 'release', escrowId, amountKobo: kobo(PARTIAL_NAIRA) },
    { kind: 'release', escrowId },
  ];
}

/**
 * Twin of escrow-lifecycle: update-with-start (a 2-row write), 2 more Updates; done after the
 * third. With BENCH_BARE_WRITE=ledger the writes are the service's own: a debitPayer escrow
 * created, 400 naira of it released, the rest released (payers seeded as escrow-lifecycle's).
 */
function bareLifecycle(id: string, clients: Clients): LifecycleScenario {
  return {
    kind: 'lifecycle',
    id,
    needsBare: true,
    load: loadOf(clients),
    title: `bare lifecycle: update-with-start + 2 updates (BENCH_BARE_WRITE=ledger: the service's create and releases)${suffix(clients)}`,
    steps: [
      { id: 'create', title: 'bare update-with-start (local activity, 2-row tx)' },
      { id: 'update-2', title: 'bare update (local activity, 2-row tx)' },
      { id: 'update-3', title: 'bare update, workflow completes' },
    ],
    async prepare(ctx) {
      const bare = bareOf(ctx);
      const parties = bare.twinWrites === 'ledger' ? await seedLifecycleParties(ctx, id) : undefined;
      return async (client, seq, call) => {
        const workflowId = `bare-lifecycle-${ctx.runId}-${id}-${client}-${seq}`;
        const [create, partial, final] = parties ? lifecycleWrites(`${ctx.runId}-${id}-${client}-${seq}`, parties[client]) : [];
        await call('create', () => updateWithStart(bare, 'bareLifecycleWorkflow', workflowId, { ...write(workflowId), ledger: create }));
        const handle = bare.temporal.workflow.getHandle(workflowId);
        await call('update-2', () => handle.executeUpdate(bareWriteUpdate, { args: [{ ...write(workflowId), ledger: partial }] }));
        await call('update-3', () => handle.executeUpdate(bareWriteUpdate, { args: [{ ...write(workflowId), ledger: final }] }));
      };
    },
  };
}

/**
 * A client moves to a fresh workflow after this many updates, so a long run never makes a
 * history big enough to matter (the first update of each is an update-with-start).
 */
const UPDATES_PER_WORKFLOW = 1000;

/**
 * Twin of escrow-releases: one long-lived workflow per client, each call one Update (a 2-row
 * write). With BENCH_BARE_WRITE=ledger each client's Updates release 1 naira from an escrow
 * of its own, seeded as escrow-releases seeds its own, with the service's release transaction.
 */
function bareUpdate(id: string, clients: Clients): RequestScenario {
  return {
    id,
    needsBare: true,
    load: loadOf(clients),
    title: `bare update of a live workflow (local activity, 2-row tx; BENCH_BARE_WRITE=ledger: the service's release tx)${suffix(clients)}`,
    async prepare(ctx) {
      const bare = bareOf(ctx);
      const escrowIds = bare.twinWrites === 'ledger' ? await seedReleasableEscrows(ctx, id) : undefined;
      return (client, seq) => {
        const workflowId = `bare-update-${ctx.runId}-${id}-${client}-${Math.floor(seq / UPDATES_PER_WORKFLOW)}`;
        const args: BareWrite = {
          ...write(workflowId),
          ledger: escrowIds && { kind: 'release', escrowId: escrowIds[client], amountKobo: kobo(RELEASE_NAIRA) },
        };
        if (seq % UPDATES_PER_WORKFLOW === 0) return () => updateWithStart(bare, 'bareLongLivedWorkflow', workflowId, args);
        return () => bare.temporal.workflow.getHandle(workflowId).executeUpdate(bareWriteUpdate, { args: [args] });
      };
    },
  };
}

/**
 * Twin of wallet-credits: update-with-start of a workflow that answers after its one write,
 * then completes. With BENCH_BARE_WRITE=ledger the write is the service's credit booking, to
 * wallets seeded as wallet-credits seeds its own.
 */
function bareCreate(id: string, clients: Clients): RequestScenario {
  return {
    id,
    needsBare: true,
    load: loadOf(clients),
    title: `bare update-with-start (local activity, 2-row tx; BENCH_BARE_WRITE=ledger: the service's credit tx)${suffix(clients)}`,
    async prepare(ctx) {
      const bare = bareOf(ctx);
      const walletOf = bare.twinWrites === 'ledger' ? await seedCreditWallets(ctx, id) : undefined;
      return (client, seq) => () => {
        const workflowId = `bare-create-${ctx.runId}-${id}-${client}-${seq}`;
        return bare.temporal.workflow.executeUpdateWithStart(bareDoneUpdate, {
          startWorkflowOperation: new WithStartWorkflowOperation('bareCreateWorkflow', {
            workflowId,
            taskQueue: BARE_TASK_QUEUE,
            workflowIdConflictPolicy: 'USE_EXISTING',
            args: [
              {
                ...write(workflowId),
                ledger: walletOf && { kind: 'credit', walletId: walletOf(client, seq), amountKobo: kobo(CREDIT_NAIRA) },
              },
            ],
          }),
        });
      };
    },
  };
}

/**
 * Twin of customers-list: the bare Koa server's one indexed page query, over the same seeded
 * customers; with BENCH_BARE_READ=page, the service's own page with nothing around it.
 */
function bareRead(id: string, clients: Clients): RequestScenario {
  return {
    id,
    needsBare: true,
    load: loadOf(clients),
    title: `bare Koa GET /customers?limit=20 (one page query; BENCH_BARE_READ=page: the service's page)${suffix(clients)}`,
    http: (ctx) => bareOf(ctx).read,
    async prepare(ctx) {
      await seedCustomersOnce(ctx);
      const path = bareOf(ctx).readAnswers === 'page' ? '/customers/page?limit=20' : '/customers?limit=20';
      return () => ({ method: 'GET', path });
    },
  };
}

export const bareLifecycleRun = bareLifecycle('bare-lifecycle', 'run');
export const bareLifecycleOneClient = bareLifecycle('bare-lifecycle-1', 1);
export const bareUpdateRun = bareUpdate('bare-update', 'run');
export const bareUpdateOneClient = bareUpdate('bare-update-1', 1);
export const bareCreateRun = bareCreate('bare-create', 'run');
export const bareCreateOneClient = bareCreate('bare-create-1', 1);
export const bareReadRun = bareRead('bare-read', 'run');
export const bareReadOneClient = bareRead('bare-read-1', 1);
