import v8 from 'node:v8';
import type { MetricMeter } from '@temporalio/common';

const WORKER_MEMORY_METRIC = 'escrow_worker_memory_bytes';

/** How often the gauges are refreshed; memory moves slowly and a reading costs microseconds. */
const EVERY_MS = 5_000;

/**
 * The worker process's memory as gauges on the SDK's exporter (WORKER_METRICS_ADDRESS), beside
 * the SDK's `temporal_sticky_cache_size`: resident set, and the main thread's V8 heap apart from
 * the rest. Workflows run in the SDK's worker thread, whose heap counts in `rss` only, so
 * rss − heap_used − external is mostly workflow isolates and the SDK core. Returns the stopper.
 */
export function memoryGauges(meter: MetricMeter): () => void {
  const gauge = meter.createGauge(
    WORKER_MEMORY_METRIC,
    'int',
    'bytes',
    'Worker process memory by area: rss, heap_used, heap_total, heap_limit, external, array_buffers',
  );
  const read = () => {
    const usage = process.memoryUsage();
    gauge.set(usage.rss, { area: 'rss' });
    gauge.set(usage.heapUsed, { area: 'heap_used' });
    gauge.set(usage.heapTotal, { area: 'heap_total' });
    gauge.set(v8.getHeapStatistics().heap_size_limit, { area: 'heap_limit' });
    gauge.set(usage.external, { area: 'external' });
    gauge.set(usage.arrayBuffers, { area: 'array_buffers' });
  };
  read();
  const timer = setInterval(read, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
