import type { WorkflowStartOptions } from '@temporalio/client';
import type { SearchAttributePair } from '@temporalio/common';
import type { Owner } from '../src/owner';
import { MerchantIdKey, PlaneKey } from '../workflows/search-attributes';

/**
 * A merchant's turn in Temporal's task queues: the run's fairness key, which its workflow tasks
 * and activities inherit. When tasks back up in a queue (every worker slot busy), a server with
 * fairness on (`matching.enableFairness`, scripts/start/dev-server-flags.ts) hands them out by
 * merchant in turn, so one merchant's burst, or its retries to a slow endpoint, waits behind its
 * own work and not everyone's. A server without fairness ignores the key: first come, first served.
 */
export function merchantsTurn(merchantId: string): Pick<WorkflowStartOptions, 'priority'> {
  return { priority: { fairnessKey: merchantId } };
}

/**
 * The start options of every run done for a merchant: its turn, and as search attributes its
 * merchant and plane (Temporal UI finds a merchant's runs by them), then `more`.
 */
export function merchantRun(
  owner: Owner,
  ...more: SearchAttributePair[]
): Pick<WorkflowStartOptions, 'priority' | 'typedSearchAttributes'> {
  return {
    ...merchantsTurn(owner.merchantId),
    typedSearchAttributes: [{ key: MerchantIdKey, value: owner.merchantId }, { key: PlaneKey, value: owner.plane }, ...more],
  };
}
