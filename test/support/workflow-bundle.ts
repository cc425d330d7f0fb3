import { bundleWorkflowCode, WorkflowBundleOption } from '@temporalio/worker';

const quietBundler = { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} } as never;

/**
 * The workflows' code bundled for a test worker, as the real worker bundles it. With
 * `shortActivityTimeouts`, the bundle also carries the interceptor that cuts every activity's
 * start-to-close timeout to a few seconds (short-activity-timeouts.ts).
 */
export async function bundleWorkflows(options: { shortActivityTimeouts?: boolean } = {}): Promise<string> {
  const bundle = await bundleWorkflowCode({
    workflowsPath: require.resolve('../../workflows'),
    workflowInterceptorModules: options.shortActivityTimeouts ? [require.resolve('./short-activity-timeouts')] : [],
    logger: quietBundler,
  });
  return bundle.code;
}

/** The run's bundle a test worker loads (global-setup.ts built both). */
export function testWorkflowBundlePath(options: { shortActivityTimeouts?: boolean } = {}): string {
  const bundlePath = options.shortActivityTimeouts ? process.env.TEST_WORKFLOW_BUNDLE_SHORT_TIMEOUTS : process.env.TEST_WORKFLOW_BUNDLE;
  if (!bundlePath) throw new Error('no test workflow bundle: run integration tests through jest (test/support/global-setup.ts builds it)');
  return bundlePath;
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
