import type { Config } from '../src/config';
import { LOCAL_ADDRESSES_FILE, LocalAddresses, runningLocalAddresses } from '../src/local-addresses';
import path from 'node:path';

// Where each command looks for the API, Temporal and its UI: what the command line or the
// environment says, else what the `npm start` running here recorded (.data/addresses.json),
// else the defaults. The source goes with the address, so a failure can say where it came from.

export type Located = { url: string; source: string };

const recorded = () => `recorded by the running npm start in ${path.relative(process.cwd(), LOCAL_ADDRESSES_FILE) || LOCAL_ADDRESSES_FILE}`;

/** The API's origin (no /api/v1). */
export function apiAddress(flag: string | undefined, env: NodeJS.ProcessEnv, config: Config, local: LocalAddresses | undefined): Located {
  if (flag) return { url: flag.replace(/\/+$/, ''), source: '--api-url' };
  if (env.PORT?.trim()) return { url: `http://localhost:${config.port}`, source: 'PORT' };
  if (local) return { url: local.api, source: recorded() };
  return { url: `http://localhost:${config.port}`, source: 'the default: no npm start is running here' };
}

/** The config with Temporal's and its UI's addresses of the running `npm start` where the environment names none. */
export function withLocalTemporal(config: Config, env: NodeJS.ProcessEnv, local: LocalAddresses | undefined): Config {
  if (!local) return config;
  const uiSet = ['TEMPORAL_UI_URL', 'TEMPORAL_UI_PORT', 'TEMPORAL_DEV_PORT'].some((name) => env[name]?.trim());
  return {
    ...config,
    temporalAddress: env.TEMPORAL_ADDRESS?.trim() ? config.temporalAddress : local.temporal,
    temporalUiUrl: uiSet || !local.temporalUi ? config.temporalUiUrl : local.temporalUi,
  };
}

export { runningLocalAddresses };
