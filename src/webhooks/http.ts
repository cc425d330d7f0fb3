import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { assertSafeUrl, resolvePublicAddress, UnsafeTargetError } from './target-guard';

export type PostResult = { statusCode: number } | { error: string; unsafe: boolean };

/**
 * Connects only to the address we checked: the lookup hook resolves the host itself and
 * refuses non-public answers, so DNS cannot be swapped between the check and the connect.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  resolvePublicAddress(hostname).then(
    ({ address, family }) => {
      if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: unknown[]) => void)(null, [{ address, family }]);
      else callback(null, address, family);
    },
    (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
  );
};

/** POSTs `body` and reports the status code; never throws. The whole exchange is bounded by timeoutMs. */
export function postJson(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostResult> {
  let url: URL;
  try {
    url = assertSafeUrl(rawUrl, options.allowPrivate);
  } catch (err) {
    return Promise.resolve({ error: `refused target: ${(err as Error).message}`, unsafe: true });
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        lookup: options.allowPrivate ? undefined : publicOnlyLookup,
      },
      (res) => {
        res.resume(); // the reply body is not used
        res.on('end', () => finish({ statusCode: res.statusCode ?? 0 }));
        res.on('error', (err) => finish({ error: err.message, unsafe: false }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ error: `no reply within ${options.timeoutMs} ms`, unsafe: false });
    }, options.timeoutMs);
    req.on('error', (err) =>
      finish({
        error: err.message,
        unsafe: err instanceof UnsafeTargetError || (err as { cause?: unknown }).cause instanceof UnsafeTargetError,
      }),
    );
    req.end(body);
  });
}
