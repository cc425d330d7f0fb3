import { Runtime, makeTelemetryFilterString } from '@temporalio/worker';

let runtimeInstalled = false;

/** Installs the quiet Temporal runtime once; call it before anything else creates one (e.g. a TestWorkflowEnvironment). */
export function quietRuntime() {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  Runtime.install({
    logger: { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error: (m: string) => console.error(m) },
    telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'ERROR' }) } },
  });
}
