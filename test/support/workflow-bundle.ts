import { bundleWorkflowCode, WorkflowBundleOption } from '@temporalio/worker';

const quietBundler = { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} } as never;

/** The workflows' code bundled for a test worker, as the real worker bundles it. */
export async function bundleWorkflows(): Promise<string> {
  const bundle = await bundleWorkflowCode({ workflowsPath: require.resolve('../../workflows'), logger: quietBundler });
  return bundle.code;
}

let ownBundle: Promise<WorkflowBundleOption> | undefined;

/**
 * The bundle a stub worker runs: the one `npm test`'s integration setup built for the whole run,
 * or, in a unit run (no global setup), one built on first use by this test file.
 */
export function workflowBundle(): Promise<WorkflowBundleOption> {
  const shared = process.env.TEST_WORKFLOW_BUNDLE;
  if (shared) return Promise.resolve({ codePath: shared });
  ownBundle ??= bundleWorkflows().then((code) => ({ code }));
  return ownBundle;
}
