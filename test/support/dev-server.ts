import type { LocalTestWorkflowEnvironmentOptions } from '@temporalio/testing';
import { temporalCliPath } from '../../src/temporal-binaries';
import { devServerDynamicConfig } from '../../scripts/start/dev-server-flags';
import { SEARCH_ATTRIBUTE_KEYS } from '../../workflows/search-attributes';

/**
 * The tests' Temporal dev server, run as `npm start` runs it: the installed CLI, headless, our
 * search attributes registered (through the SDK's option) with devServerDynamicConfig.
 * `extraArgs`: a file's own dynamic config.
 */
export function testDevServer(extraArgs: string[] = []): NonNullable<LocalTestWorkflowEnvironmentOptions['server']> {
  return {
    executable: { type: 'existing-path', path: temporalCliPath() },
    searchAttributes: SEARCH_ATTRIBUTE_KEYS,
    extraArgs: ['--headless', '--log-level', 'error', ...devServerDynamicConfig, ...extraArgs],
  };
}
