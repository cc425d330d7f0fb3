import { TestWorkflowEnvironment } from '@temporalio/testing';
import { temporalTestServerPath } from '../../src/temporal-binaries';
import { registrationType, SEARCH_ATTRIBUTE_KEYS } from '../../workflows/search-attributes';
import { quietRuntime } from './runtime';
import { expectLedgerConsistent, Stack, StackOptions, standIn, startStack } from './stack';

// temporal.api.enums.v1.IndexedValueType of each type the workflows' attributes use.
const INDEXED_VALUE_TYPE = { Keyword: 2, Datetime: 6 } as const;

/**
 * A time-skipping test server of its own (from the installed binary) with the workflows'
 * search attributes registered: the test server has no custom attributes until they are added.
 */
export async function startTimeSkippingServer(): Promise<TestWorkflowEnvironment> {
  quietRuntime();
  const env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: temporalTestServerPath() } },
  });
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(SEARCH_ATTRIBUTE_KEYS.map((key) => [key.name, INDEXED_VALUE_TYPE[registrationType(key)]])),
  });
  return env;
}

/**
 * The whole service on a time-skipping server of its own, for the test file that calls this at
 * its top level (as stackForFile): both started before its tests; after them the ledger's
 * invariants checked, then both stopped. Returns stand-ins usable inside tests and hooks.
 */
export function timeSkippingStackForFile(options: Omit<StackOptions, 'temporal'> = {}): { env: TestWorkflowEnvironment; stack: Stack } {
  let env: TestWorkflowEnvironment | undefined;
  let stack: Stack | undefined;
  beforeAll(async () => {
    env = await startTimeSkippingServer();
    stack = await startStack({ ...options, temporal: { client: env.client, nativeConnection: env.nativeConnection } });
  });
  afterAll(async () => {
    if (stack) {
      await expectLedgerConsistent(stack.sql);
      await stack.stop();
    }
    await env?.teardown();
  });
  return { env: standIn(() => env, 'the time-skipping server'), stack: standIn(() => stack, 'the stack') };
}
