import { makeTelemetryFilterString, RuntimeOptions } from '@temporalio/worker';

/** Where `npm start` has the worker serve its metrics unless WORKER_METRICS_ADDRESS says otherwise. */
export const DEFAULT_WORKER_METRICS_ADDRESS = '127.0.0.1:9464';

/**
 * The worker's Temporal runtime telemetry: core logs at WARN, forwarded to the Runtime's logger
 * (worker/sdk-logger.ts: the worker's JSON lines) rather than printed as text; and, when an address is given,
 * the SDK's Prometheus exporter (served by the SDK's core at http://{address}/metrics, not by
 * Node). Its names and units are the SDK defaults (`temporal_` prefix, durations in
 * milliseconds), which Temporal's published SDK dashboards expect.
 */
export function workerTelemetry(metricsAddress: string | undefined): RuntimeOptions['telemetryOptions'] {
  return {
    logging: { filter: makeTelemetryFilterString({ core: 'WARN' }), forward: {} },
    ...(metricsAddress ? { metrics: { prometheus: { bindAddress: metricsAddress } } } : {}),
  };
}
