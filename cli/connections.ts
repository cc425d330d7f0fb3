import type { Client } from '@temporalio/client';
import type { Config } from '../src/config';
import { createSql, Sql } from '../src/db';

// Each command opens what it needs for its own run and always closes it, so the process
// exits on its own once the answer is printed.

export async function withSql<T>(config: Config, fn: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = createSql(config.databaseUrl, { max: 1 });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A Temporal client on TEMPORAL_ADDRESS and TEMPORAL_NAMESPACE (the worker's). */
export async function withTemporal<T>(config: Config, fn: (client: Client) => Promise<T>): Promise<T> {
  // Loaded here, not at the top: the commands that never reach Temporal start without it.
  const { connectClient } = await import('../temporal/client');
  const client = await connectClient(config.temporalAddress, config.temporalNamespace);
  try {
    return await fn(client);
  } finally {
    await client.connection.close();
  }
}

/** Where an operator sees a workflow in the Temporal Web UI (TEMPORAL_UI_URL). */
export function temporalUiLink(config: Config, workflowId: string): string {
  return `${config.temporalUiUrl}/namespaces/${encodeURIComponent(config.temporalNamespace)}/workflows/${encodeURIComponent(workflowId)}`;
}
