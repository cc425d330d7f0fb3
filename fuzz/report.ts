import fs from 'node:fs';
import type { Exchange } from './run';

// Reads schemathesis's NDJSON event stream (--report ndjson) and the proxy's record of every
// exchange, and prints the run's summary: operations, requests, every 5xx, every check failure.

type Failure = {
  operation: string;
  check: string;
  code: string;
  title: string;
  message: string;
  method: string;
  path: string;
  status: number | undefined;
  requestId: string | undefined;
  /** The error envelope's code and message, when the answer was one. */
  error: string | undefined;
  curl: string | undefined;
};

function decode(content: { $base64?: string } | undefined): string {
  return content?.$base64 ? Buffer.from(content.$base64, 'base64').toString('utf8') : '';
}

function errorOf(body: string): string | undefined {
  try {
    const error = (JSON.parse(body) as { error?: { code?: string; message?: string } }).error;
    return error ? `${error.code}: ${String(error.message).slice(0, 300)}` : undefined;
  } catch {
    return undefined;
  }
}

/** The documented path template an exchange's concrete path belongs to. */
function templateOf(path: string, templates: RegExp[], names: string[]): string {
  const index = templates.findIndex((re) => re.test(path));
  return index >= 0 ? names[index] : path;
}

export function summarize(reportPath: string, exchanges: Exchange[], documentedOperations: Set<string>) {
  const documentedPaths = [...new Set([...documentedOperations].map((op) => op.split(' ')[1]))];
  const failures: Failure[] = [];
  const errors: string[] = [];
  let operations = 0;
  let finished = false;
  let testCases = 0;
  const lines = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, 'utf8').split('\n').filter(Boolean) : [];
  for (const line of lines) {
    const event = JSON.parse(line) as Record<string, any>;
    if (event.LoadingFinished) operations = event.LoadingFinished.statistic?.operations?.selected ?? 0;
    if (event.EngineFinished) finished = true;
    if (event.NonFatalError)
      errors.push(`${event.NonFatalError.label ?? '?'}: ${event.NonFatalError.value?.type}: ${event.NonFatalError.value?.message}`);
    if (event.FatalError) errors.push(`fatal: ${JSON.stringify(event.FatalError.exception ?? event.FatalError).slice(0, 500)}`);
    const scenario = event.ScenarioFinished;
    if (!scenario?.recorder) continue;
    const recorder = scenario.recorder;
    testCases += Object.keys(recorder.cases ?? {}).length;
    for (const [caseId, checks] of Object.entries<Array<Record<string, any>>>(recorder.checks ?? {})) {
      for (const check of checks) {
        if (check.status !== 'failure') continue;
        const failure = check.failure_info?.failure ?? {};
        const interaction = recorder.interactions?.[caseId];
        const value = recorder.cases?.[caseId]?.value ?? {};
        const response = interaction?.response;
        failures.push({
          operation: recorder.label,
          check: check.name,
          code: failure.code ?? '',
          title: failure.title ?? check.name,
          message: String(failure.message ?? '').trim(),
          method: value.method ?? '?',
          path: interaction?.request?.uri
            ? new URL(interaction.request.uri).pathname + new URL(interaction.request.uri).search
            : (value.path ?? '?'),
          status: response?.status_code,
          requestId: response?.headers?.['x-request-id']?.[0],
          error: errorOf(decode(response?.content)),
          curl: check.failure_info?.code_sample,
        });
      }
    }
  }

  // Unique failures: one per operation, check and message (schemathesis deduplicates the same way).
  const unique = new Map<string, { failure: Failure; count: number }>();
  for (const failure of failures) {
    const key = `${failure.operation}|${failure.code}|${failure.message.split('\n')[0]}`;
    const seen = unique.get(key);
    if (seen) seen.count += 1;
    else unique.set(key, { failure, count: 1 });
  }

  const templates = documentedPaths.map((p) => new RegExp(`^/api/v1${p.replace(/\{[^}]+\}/g, '[^/]+')}$`));
  const perOperation = new Map<string, number>();
  let undocumented = 0; // schemathesis's probes of methods the document does not list (405/404 expected)
  for (const e of exchanges) {
    const op = `${e.method} ${templateOf(e.path, templates, documentedPaths)}`;
    if (documentedOperations.has(op)) perOperation.set(op, (perOperation.get(op) ?? 0) + 1);
    else undocumented += 1;
  }
  const serverErrors = exchanges.filter((e) => e.status >= 500 || e.status === 0);
  const byStatus = new Map<number, number>();
  for (const e of exchanges) byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1);
  // A documented upstream failure (spec: 502 PROVIDER_ERROR, e.g. the sandbox's account
  // 0000000000 that no bank resolves) is the contract, not a crash: listed, not counted.
  const documented502 = serverErrors.filter((e) => e.status === 502 && e.errorCode === 'PROVIDER_ERROR');
  const crashes = serverErrors.filter((e) => !documented502.includes(e));

  const failed = crashes.length > 0 || unique.size > 0 || !finished;
  const text = (seconds: number, exitCode: number) => {
    const out: string[] = [];
    out.push('==================== fuzz summary ====================');
    out.push(
      `operations: ${operations} in the document, ${perOperation.size} reached; test cases: ${testCases}; requests: ${exchanges.length} in ${seconds.toFixed(0)} s (${(exchanges.length / Math.max(seconds, 1)).toFixed(1)}/s), ${undocumented} of them to undocumented methods or paths`,
    );
    out.push(
      `statuses: ${[...byStatus.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
    );
    out.push(
      `requests per operation: ${[...perOperation.entries()]
        .sort()
        .map(([op, n]) => `${op} ${n}`)
        .join('; ')}`,
    );
    const missed = [...documentedOperations].filter((op) => !perOperation.has(op));
    if (missed.length) out.push(`operations never called: ${missed.join(', ')}`);
    out.push('');
    out.push(
      `5xx: ${crashes.length}${documented502.length ? ` (plus ${documented502.length} documented 502 PROVIDER_ERROR, not counted)` : ''}`,
    );
    for (const e of crashes)
      out.push(`  ${e.status || 'no answer'} ${e.method} ${e.path} request ${e.requestId ?? '-'}${e.errorCode ? ` ${e.errorCode}` : ''}`);
    out.push(`check failures: ${failures.length} (${unique.size} unique)`);
    for (const { failure: f, count } of unique.values()) {
      out.push(`  [${f.code} ${f.title}] ${f.operation} (${count}x; check ${f.check})`);
      out.push(`    e.g. ${f.method} ${f.path} -> ${f.status ?? '-'} request ${f.requestId ?? '-'}${f.error ? ` ${f.error}` : ''}`);
      if (f.message)
        out.push(
          ...f.message
            .split('\n')
            .slice(0, 6)
            .map((l) => `    ${l}`),
        );
      if (f.curl) out.push(`    ${f.curl.split('\n')[0].slice(0, 400)}`);
    }
    if (errors.length) {
      out.push(`schemathesis errors (its own, not the API's): ${errors.length}`);
      for (const e of errors) out.push(`  ${e}`);
    }
    if (!finished) out.push(`schemathesis did not finish its run (exit ${exitCode}): treated as a failure`);
    out.push(`result: ${failed ? 'FAILED' : 'passed'}`);
    return out.join('\n');
  };
  return { failed, text };
}
