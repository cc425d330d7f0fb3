import { openApiPath } from '../../api/route';

// Tests address an operation of the OpenAPI document by its route declaration, never by a
// path written again: a route that moves keeps its tests.

type Paths = Record<string, Record<string, unknown>>;

/** The document's operation for a declared route. */
export function operationOf<T = any>(doc: object, route: { method: string; path: string }): T {
  const operation = (doc as { paths: Paths }).paths[openApiPath(route)]?.[route.method];
  if (!operation) throw new Error(`the document has no ${route.method} ${openApiPath(route)}`);
  return operation as T;
}

/** The methods the document lists under a declared route's path. */
export function methodsAt(doc: object, route: { path: string }): string[] {
  return Object.keys((doc as { paths: Paths }).paths[openApiPath(route)] ?? {});
}
