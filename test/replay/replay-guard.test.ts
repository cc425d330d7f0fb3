import { bundleWorkflowCode, Worker } from '@temporalio/worker';
import { quietRuntime } from '../support/stack';
import { decodeHistory } from './history-file';
import { recordedHistories } from './history-sets';

// The replay test would be worthless if replay could not fail: a recorded wallet-credit
// history replayed with a changed workflow (test/replay/fixtures/) must fail when the change
// is plain and pass when it sits behind patched().

const walletCredits = recordedHistories().filter((r) => r.history.workflowType === 'walletCreditWorkflow');
let bundle: { code: string };

beforeAll(async () => {
  quietRuntime();
  bundle = await bundleWorkflowCode({
    workflowsPath: require.resolve('./fixtures/changed-wallet-credit'),
    logger: { trace() {}, debug() {}, info() {}, warn() {}, error: console.error, log() {} },
  });
});

/** The recorded history, as if it had been written by the workflow function `type` (in memory only). */
function historyAs(type: string, index: number) {
  const history = decodeHistory(walletCredits[index].history);
  history.events[0].workflowExecutionStartedEventAttributes!.workflowType!.name = type;
  return history;
}

test('there is a wallet-credit history to replay', () => {
  expect(walletCredits.length).toBeGreaterThan(0);
});

test.each(walletCredits.map((r, i) => [`${r.set}/${r.file}`, i] as const))('%s: a timer added plainly fails replay', async (_name, i) => {
  const replay = Worker.runReplayHistory(
    { workflowBundle: bundle },
    historyAs('walletCreditWithNewTimer', i),
    walletCredits[i].history.workflowId,
  );
  await expect(replay).rejects.toMatchObject({ name: 'DeterminismViolationError' });
});

test.each(walletCredits.map((r, i) => [`${r.set}/${r.file}`, i] as const))(
  '%s: the same timer behind patched() replays',
  async (_name, i) => {
    await Worker.runReplayHistory(
      { workflowBundle: bundle },
      historyAs('walletCreditWithPatchedTimer', i),
      walletCredits[i].history.workflowId,
    );
  },
);
