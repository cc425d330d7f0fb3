import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { loadBenchOptions } from '../bench/lib/options';
import { freePort } from '../bench/lib/readiness';
import { startLocalStack, Teardown } from '../bench/lib/stack';
import { ensureSchemathesis } from './install';
import { summarize } from './report';

// `npm run fuzz`: a bounded schemathesis run against the OpenAPI document. Starts its own
// stack (bench/lib/stack.ts: Temporal dev server, fresh database dropped at the end, worker,
// API with raised rate limits, a test merchant), puts a recording proxy in front of the API
// (every request's method, path, status and x-request-id), runs schemathesis through it and
// prints every 5xx and every check failure. Exit 1 when there is any.
const PROJECT_ROOT = path.resolve(__dirname, '..');
const FUZZ_DIR = path.join(PROJECT_ROOT, '.fuzz');
const log = (line: string) => console.log(`[fuzz] ${line}`);

/**
 * `quiet`: schemathesis's own output goes only to its log file in the run folder. CI wants
 * that: schemathesis closes with a pytest-style line ("=== 2 warnings in 75.02s ===") that
 * CI reads as a pytest run that ran no test; the summary below says what counts.
 */
type Profile = { seconds: number; maxExamples: number; workers: number; quiet: boolean };
const PROFILES: Record<string, Profile> = {
  default: { seconds: 300, maxExamples: 50, workers: 2, quiet: false },
  // CI: a short pass over every operation (`.ci/run`), bounded well under 3 minutes in total.
  ci: { seconds: 75, maxExamples: 10, workers: 2, quiet: true },
};

/** Checks run on every response (see README "Fuzz run"). */
export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'negative_data_rejection',
  'positive_data_acceptance',
  'missing_required_header',
];

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number > 0, got "${raw}"`);
  return value;
}

function fuzzOptions() {
  const profileName = (process.env.FUZZ_PROFILE ?? 'default').trim();
  const profile = PROFILES[profileName];
  if (!profile) throw new Error(`FUZZ_PROFILE must be one of ${Object.keys(PROFILES).join(', ')}, got "${profileName}"`);
  return {
    profile: profileName,
    seconds: intFromEnv('FUZZ_SECONDS', profile.seconds),
    maxExamples: intFromEnv('FUZZ_MAX_EXAMPLES', profile.maxExamples),
    workers: intFromEnv('FUZZ_WORKERS', profile.workers),
    quiet: profile.quiet,
    seed: process.env.FUZZ_SEED?.trim() || undefined,
    /** Extra `schemathesis run` arguments, e.g. FUZZ_ARGS="--include-path-regex ^/customers". */
    extraArgs: (process.env.FUZZ_ARGS ?? '').split(/\s+/).filter(Boolean),
  };
}

export type Exchange = { method: string; path: string; status: number; requestId: string | undefined; errorCode?: string };

/** A pass-through proxy in front of the API that remembers every exchange. */
async function startRecordingProxy(target: URL, exchanges: Exchange[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const exchange: Exchange = {
          method: req.method ?? '?',
          path: (req.url ?? '').split('?')[0],
          status: answer.statusCode ?? 0,
          requestId: answer.headers['x-request-id'] as string | undefined,
        };
        exchanges.push(exchange);
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        // Keep the error code of a 5xx (its envelope is small) to tell documented 502s apart.
        if (exchange.status >= 500) {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            try {
              exchange.errorCode = JSON.parse(Buffer.concat(chunks).toString('utf8'))?.error?.code;
            } catch {
              // not JSON
            }
          });
        }
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      exchanges.push({ method: req.method ?? '?', path: (req.url ?? '').split('?')[0], status: 0, requestId: undefined });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`fuzz proxy: API unreachable: ${err.message}`);
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let teardown: Teardown | undefined;
let schemathesisChild: ChildProcess | undefined;
let stopping: Promise<void> | undefined;
let stoppedCleanly = false;
let aborted = false;
let firstSignalAt = 0;

function stopAll(): Promise<void> {
  stopping ??= (async () => {
    if (schemathesisChild && schemathesisChild.exitCode === null) schemathesisChild.kill('SIGTERM');
    await teardown?.stop();
    stoppedCleanly = true;
  })().catch((err) => console.error(`[fuzz] stopping failed: ${err}`));
  return stopping;
}

function onSignal(signal: NodeJS.Signals) {
  if (aborted) {
    if (Date.now() - firstSignalAt < 2000) return; // tsx relays the same Ctrl-C
    schemathesisChild?.kill('SIGKILL');
    teardown?.killNow();
    process.exit(130);
  }
  aborted = true;
  firstSignalAt = Date.now();
  log(`${signal}: stopping schemathesis and the stack, dropping the fuzz database...`);
  void stopAll().then(() => process.exit(130));
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('exit', () => {
  if (schemathesisChild && schemathesisChild.exitCode === null) schemathesisChild.kill('SIGKILL');
  if (!stoppedCleanly) teardown?.killNow();
});

async function main(): Promise<number> {
  const options = fuzzOptions();
  const schemathesis = ensureSchemathesis(log);
  const runDir = path.join(FUZZ_DIR, 'runs', new Date().toISOString().replace(/[:.]/g, '-'));
  fs.mkdirSync(runDir, { recursive: true });

  const stackOptions = { ...loadBenchOptions({}), temporalStorage: 'memory' as const, rateLimitMultiplier: 1000, databasePrefix: 'fuzz' };
  const started = Date.now();
  const stack = await startLocalStack(stackOptions, log, path.join(runDir, 'logs'), (t) => (teardown = t));
  if (aborted) return 130;
  log(
    `stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (rate limits raised: RATE_LIMIT_MULTIPLIER=1000; logs in ${path.relative(PROJECT_ROOT, runDir)}/logs)`,
  );

  const exchanges: Exchange[] = [];
  const apiOrigin = new URL(stack.apiBaseUrl);
  const proxy = await startRecordingProxy(apiOrigin, exchanges);
  const baseUrl = `${proxy.url}/api/v1`;
  const reportPath = path.join(runDir, 'schemathesis.ndjson');
  const document = (await (await fetch(`${stack.apiBaseUrl}/openapi.json`)).json()) as { paths: Record<string, object> };
  const documentedOperations = new Set(
    Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
  );
  const args = [
    ...schemathesis.args,
    '--config-file',
    path.join(__dirname, 'schemathesis.toml'),
    '--no-color',
    'run',
    `${baseUrl}/openapi.json`,
    '--url',
    baseUrl,
    '--header',
    `Authorization: Bearer ${stack.apiKey}`,
    '--checks',
    CHECKS.join(','),
    '--phases',
    'examples,coverage,fuzzing',
    '--max-examples',
    String(options.maxExamples),
    '--max-time',
    String(options.seconds),
    '--workers',
    String(options.workers),
    '--request-timeout',
    '30',
    // PostgreSQL text cannot hold U+0000, so the service refuses it with 400 (api/validation.ts
    // rejectNulCharacters) wherever a string is taken; the document does not repeat that on
    // every string, so schemathesis would call each refusal "valid data rejected".
    '--generation-allow-x00',
    'false',
    '--report',
    'ndjson',
    '--report-ndjson-path',
    reportPath,
    ...(options.seed ? ['--seed', options.seed] : []),
    ...options.extraArgs,
  ];
  log(
    `profile ${options.profile}: schemathesis ${schemathesis.version}, max ${options.maxExamples} examples per operation, --max-time ${options.seconds} s, ${options.workers} workers${options.seed ? `, seed ${options.seed}` : ''}`,
  );
  log(`checks: ${CHECKS.join(', ')}`);
  const outputPath = path.join(runDir, 'schemathesis.log');
  const output = options.quiet ? fs.openSync(outputPath, 'w') : 'inherit';
  if (options.quiet) log(`schemathesis output: ${outputPath}`);
  const fuzzStarted = Date.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(schemathesis.command, args, {
      cwd: runDir,
      stdio: ['ignore', output, output],
      env: {
        ...schemathesis.env,
        SCHEMATHESIS_HOOKS: 'hooks',
        PYTHONPATH: [__dirname, schemathesis.env.PYTHONPATH].filter(Boolean).join(path.delimiter),
      },
    });
    schemathesisChild = child;
    // A hard bound on top of --max-time: shrinking or a hung request may not stop in time.
    const hardStop = setTimeout(
      () => {
        log(`schemathesis still running ${options.seconds + 60} s after start: stopping it`);
        child.kill('SIGTERM');
      },
      (options.seconds + 60) * 1000,
    );
    child.on('exit', (status, signal) => {
      clearTimeout(hardStop);
      resolve(status ?? (signal ? 128 : 1));
    });
    child.on('error', (err) => {
      clearTimeout(hardStop);
      log(`could not run schemathesis: ${err.message}`);
      resolve(127);
    });
  });
  const fuzzSeconds = (Date.now() - fuzzStarted) / 1000;
  if (typeof output === 'number') fs.closeSync(output);
  await proxy.close();
  if (aborted) return 130;

  const summary = summarize(reportPath, exchanges, documentedOperations);
  if (options.quiet && summary.failed) console.log(fs.readFileSync(outputPath, 'utf8'));
  console.log('');
  console.log(summary.text(fuzzSeconds, code));
  fs.writeFileSync(path.join(runDir, 'exchanges.json'), JSON.stringify(exchanges));
  // The verdict is the summary's: schemathesis also exits non-zero for an internal error of
  // its own (listed, not the API's fault); a run it did not finish is a failure there.
  return summary.failed ? 1 : 0;
}

main()
  .then(async (code) => {
    await stopAll();
    log('stack stopped, fuzz database dropped');
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(`[fuzz] ${err instanceof Error ? (err.stack ?? err.message) : err}`);
    await stopAll();
    process.exit(1);
  });
