import { Client, Connection } from '@temporalio/client';

// The Temporal client side: what the API, the worker and the operator CLI use to start,
// signal, update and find workflows. Only workflow message definitions, search attributes and
// types come from workflows/; nothing in workflows/ imports this folder (the workflow bundle
// stays deterministic).

/** A client on `address` and `namespace` (its connection closes with `client.connection.close()`). */
export async function connectClient(address: string, namespace: string): Promise<Client> {
  const connection = await Connection.connect({ address });
  return new Client({ connection, namespace });
}
