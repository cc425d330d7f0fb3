import ipaddr from 'ipaddr.js';
import { z } from 'zod';

// One parsed view of the environment, shared by API, worker, CLI and start script.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** SANDBOX_TRANSFER_EVENT_DELAY_MS when unset: the sandbox announces a transfer's outcome 1 s after sending it. */
export const DEFAULT_SANDBOX_TRANSFER_EVENT_DELAY_MS = 1000;

/**
 * WORKER_MAX_CACHED_WORKFLOWS when unset. The SDK's own default grows with the machine's memory
 * (2,310 on a 24 GiB host) and each cached workflow holds its isolate state, so the worker's
 * memory would grow for as long as open workflows accumulate (docs/performance.md "Worker memory").
 */
export const DEFAULT_WORKER_MAX_CACHED_WORKFLOWS = 500;

/**
 * WORKFLOW_WAIT_MS when unset: how long one API request waits on Temporal in all before it
 * answers 503 SERVICE_UNAVAILABLE (api/middleware/workflow-wait.ts). Well under the 30 s a
 * client usually waits, and above a healthy write's longest wait (a provider call the
 * merchant waits on answers or fails within a few seconds). A worker killed while it holds a
 * workflow task costs 10 s (Temporal's task timeout) before another worker runs it: such a
 * write is 503 and its retry with the same key finds it done or joins it.
 */
export const DEFAULT_WORKFLOW_WAIT_MS = 10_000;

/** PROVIDER_BASE_URL when unset. */
const PAYSTACK_API_ORIGIN = 'https://api.paystack.co';

function isAddressOrRange(entry: string): boolean {
  if (!entry.includes('/')) return ipaddr.isValid(entry);
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/escrow'),
  TEMPORAL_ADDRESS: z.string().optional(),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TEMPORAL_TASK_QUEUE: z.string().default('escrow'),
  // Unset: the UI `npm start` runs (temporalUiUrlFrom).
  TEMPORAL_UI_URL: z.string().optional(),
  PUBLIC_BASE_URL: z.string().optional(),
  MASTER_KEY: z.string().optional(),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag,
  WEBHOOK_RETRY_INTERVAL_SECONDS: z.coerce.number().positive().default(15),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  WORKFLOW_WAIT_MS: z.coerce.number().int().positive().default(DEFAULT_WORKFLOW_WAIT_MS),
  LOG_LEVEL: z.string().default('info'),
  // Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses or CIDR ranges,
  // comma-separated); unset: none, and every client's address is its socket's peer.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), 'TRUSTED_PROXIES: each entry is an IP address or a CIDR range'),
  // host:port of the worker's Prometheus exporter; unset or empty: no exporter.
  WORKER_METRICS_ADDRESS: z.string().optional(),
  // Workflows kept in the worker's sticky cache (0: none); docs/performance.md "Worker memory".
  WORKER_MAX_CACHED_WORKFLOWS: z.coerce.number().int().min(0).default(DEFAULT_WORKER_MAX_CACHED_WORKFLOWS),
  PROVIDER_SECRET_KEY: z.string().min(1).optional(),
  // The live plane's payment provider (Paystack's API, or a fake of it: npm run fake-provider).
  PROVIDER_BASE_URL: z.string().url().default(PAYSTACK_API_ORIGIN),
  // Below the activities' own time limits (10-30 s) so one slow call is a retried timeout, not a lost activity.
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  // Paystack's preferred_bank for live wallets' dedicated accounts (its bank slug).
  PROVIDER_PREFERRED_BANK: z.string().min(1).default('wema-bank'),
  // Milliseconds after a send until the sandbox announces a transfer's outcome; `never`: no
  // event at all, so only the workflow's status check finds it.
  SANDBOX_TRANSFER_EVENT_DELAY_MS: z
    .union([z.literal('never'), z.coerce.number().int().min(0)])
    .default(DEFAULT_SANDBOX_TRANSFER_EVENT_DELAY_MS)
    .transform((v) => (v === 'never' ? null : v)),
});

/**
 * The provider-event secret when PROVIDER_SECRET_KEY is unset (README, decisions.md
 * "Sandbox"): public, so events signed with it only ever settle test-plane refunds.
 */
export const SANDBOX_PROVIDER_SECRET = 'sandbox_provider_secret_do_not_use_live';

export type Config = {
  port: number;
  databaseUrl: string;
  temporalAddress: string;
  temporalNamespace: string;
  taskQueue: string;
  /** The Temporal Web UI, for the operator's links (cli `find`). */
  temporalUiUrl: string;
  publicBaseUrl: string;
  masterKey: string | undefined;
  webhookAllowPrivateTargets: boolean;
  webhookRetryIntervalSeconds: number;
  webhookTimeoutMs: number;
  rateLimitMultiplier: number;
  /** WORKFLOW_WAIT_MS: how long one request waits on Temporal in all before answering 503. */
  workflowWaitMs: number;
  logLevel: string;
  /** TRUSTED_PROXIES: the proxies whose forwarded headers name the client (api/client-address.ts). */
  trustedProxies: string[];
  /** Where the worker serves its Temporal SDK metrics for Prometheus (host:port); undefined: off. */
  workerMetricsAddress: string | undefined;
  /** WORKER_MAX_CACHED_WORKFLOWS: the bound of the worker's workflow cache (0: no cache). */
  workerMaxCachedWorkflows: number;
  /** Signs and verifies payment-provider events (POST /provider/events). */
  providerSecretKey: string;
  /** True when PROVIDER_SECRET_KEY is unset: the published sandbox secret is used, for test-plane refunds only. */
  providerSecretIsSandbox: boolean;
  /** SANDBOX_TRANSFER_EVENT_DELAY_MS (null: `never`). */
  sandboxTransferEventDelayMs: number | null;
  /** PROVIDER_BASE_URL: origin of the live provider's HTTP API (Paystack's, or the fake's). */
  providerBaseUrl: string;
  /** PROVIDER_TIMEOUT_MS: one live provider call's time limit. */
  providerTimeoutMs: number;
  /** PROVIDER_PREFERRED_BANK: the bank (Paystack's slug) of live wallets' dedicated accounts. */
  providerPreferredBank: string;
};

/** What the live plane's provider adapter needs; null when no live secret is configured. */
export type LiveProviderSettings = {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  /** Paystack's preferred_bank for dedicated accounts; unset: wema-bank. */
  preferredBank?: string;
};

/** The live provider's settings: only with a real PROVIDER_SECRET_KEY (never the sandbox secret). */
export function liveProviderSettings(config: Config): LiveProviderSettings | null {
  if (config.providerSecretIsSandbox) return null;
  return {
    baseUrl: config.providerBaseUrl,
    secretKey: config.providerSecretKey,
    timeoutMs: config.providerTimeoutMs,
    preferredBank: config.providerPreferredBank,
  };
}

/** The Temporal dev server's port `npm start` uses unless TEMPORAL_DEV_PORT says otherwise. */
export const DEFAULT_TEMPORAL_DEV_PORT = 7233;

/** The Web UI port `npm start` gives the dev server unless TEMPORAL_UI_PORT says otherwise (8233 by default). */
export function defaultTemporalUiPort(devPort: number): number {
  return devPort + 1000;
}

/**
 * Where operators' links point (cli `find`): TEMPORAL_UI_URL, else the UI `npm start` runs and
 * prints in its banner, on TEMPORAL_UI_PORT or TEMPORAL_DEV_PORT + 1000.
 */
function temporalUiUrlFrom(env: NodeJS.ProcessEnv): string {
  const explicit = env.TEMPORAL_UI_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  const port = (name: string) => (/^\d+$/.test(env[name]?.trim() ?? '') ? Number(env[name]) : undefined);
  return `http://localhost:${port('TEMPORAL_UI_PORT') ?? defaultTemporalUiPort(port('TEMPORAL_DEV_PORT') ?? DEFAULT_TEMPORAL_DEV_PORT)}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    temporalAddress: e.TEMPORAL_ADDRESS ?? '127.0.0.1:7233',
    temporalNamespace: e.TEMPORAL_NAMESPACE,
    taskQueue: e.TEMPORAL_TASK_QUEUE,
    temporalUiUrl: temporalUiUrlFrom(env),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    masterKey: e.MASTER_KEY,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    webhookRetryIntervalSeconds: e.WEBHOOK_RETRY_INTERVAL_SECONDS,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    workflowWaitMs: e.WORKFLOW_WAIT_MS,
    logLevel: e.LOG_LEVEL,
    trustedProxies: e.TRUSTED_PROXIES,
    workerMetricsAddress: e.WORKER_METRICS_ADDRESS || undefined,
    workerMaxCachedWorkflows: e.WORKER_MAX_CACHED_WORKFLOWS,
    providerSecretKey: e.PROVIDER_SECRET_KEY ?? SANDBOX_PROVIDER_SECRET,
    providerSecretIsSandbox: e.PROVIDER_SECRET_KEY === undefined,
    sandboxTransferEventDelayMs: e.SANDBOX_TRANSFER_EVENT_DELAY_MS,
    providerBaseUrl: e.PROVIDER_BASE_URL.replace(/\/+$/, ''),
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    providerPreferredBank: e.PROVIDER_PREFERRED_BANK,
  };
}
