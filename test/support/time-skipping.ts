import { TestWorkflowEnvironment } from '@temporalio/testing';
import { temporalTestServerPath } from '../../src/temporal-binaries';
import { registrationType, SEARCH_ATTRIBUTE_KEYS } from '../../workflows/search-attributes';
import { quietRuntime } from './runtime';

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
