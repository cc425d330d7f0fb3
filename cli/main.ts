import { loadConfig } from '../src/config';
import { databaseUrlFromEnvOrLocal } from '../src/db/local-database';
import { apiAddress, runningLocalAddresses, withLocalTemporal } from './addresses';
import { idOrSandboxMerchant, keyOrSandboxKey } from './api-key';
import { parseCommand } from './args';
import { printJson, printUsage, reportError } from './output';

// `npm run --silent cli -- <command> ...` (decisions.md, "Operator command line").
// Reads the same environment as the service (and, with DATABASE_URL unset, finds the
// embedded PostgreSQL of `npm start`), so it acts on the same data. Exit codes:
// 0 success, 1 refused or failed, 2 invalid command line or input.
// Each command's module is loaded when it runs: the merchant commands, `listen` and `trigger`
// never load the Temporal client, which was about half of every command's start.
async function main(argv: string[]): Promise<void> {
  const command = parseCommand(argv);
  if (command.action === 'help') {
    printUsage();
    return;
  }
  // The addresses of the `npm start` running here (.data/addresses.json), where the command
  // line and the environment name none (cli/addresses.ts).
  const local = runningLocalAddresses();
  // The merchant's commands go through the API.
  if (command.action === 'listen' || command.action === 'trigger') {
    const api = apiAddress(command.apiUrl, process.env, loadConfig(), local);
    const key = keyOrSandboxKey(command.key, command.action);
    // listen runs for long: an npm start restarted meanwhile on another port is followed there
    // (while none runs, the address stays as it was).
    const locate = () => {
      const running = runningLocalAddresses();
      return running ? apiAddress(command.apiUrl, process.env, loadConfig(), running) : undefined;
    };
    const through = { key, apiUrl: api.url, apiUrlSource: api.source };
    if (command.action === 'listen') await (await import('./listen')).runListen({ ...command, ...through }, { locate });
    else printJson(await (await import('./trigger')).runTrigger({ ...command, ...through }));
    return;
  }
  const loaded = withLocalTemporal(loadConfig(), process.env, local);
  // With DATABASE_URL unset, the embedded PostgreSQL that `npm start` runs (.data/postgres.json).
  const config = { ...loaded, databaseUrl: databaseUrlFromEnvOrLocal(loaded.databaseUrl) };
  if (
    command.action === 'reconcile' ||
    command.action === 'reconcile-show' ||
    command.action === 'reconcile-explain' ||
    command.action === 'reconcile-export'
  ) {
    const output = await (await import('./reconcile')).runReconcileCommand(command, config);
    process.stdout.write(output.text);
    process.exitCode = output.exitCode;
    return;
  }
  if (command.action === 'find') printJson(await (await import('./find')).runFind(command, config));
  else if (command.action === 'give-up') printJson(await (await import('./give-up')).runGiveUp(command, config));
  else if (command.action === 'resume') printJson(await (await import('./resume')).runResume(command, config));
  else if (command.action === 'catch-up') printJson(await (await import('./escrow-catch-up')).runCatchUp(command, config));
  else {
    const { runCommand } = await import('./commands');
    if (command.action === 'dashboard-link') {
      // The link opens on the API this machine runs (npm start's address), as `listen` finds it.
      const origin = process.env.PUBLIC_BASE_URL?.trim() ? config.publicBaseUrl : apiAddress(undefined, process.env, loaded, local).url;
      const merchantId = idOrSandboxMerchant(command.merchantId, 'merchant dashboard-link');
      printJson(await runCommand({ ...command, merchantId }, config, origin));
    } else printJson(await runCommand(command, config));
  }
}

// exitCode rather than process.exit(): stdout is flushed and the closed pool lets Node exit.
main(process.argv.slice(2)).catch((err: unknown) => {
  process.exitCode = reportError(err);
});
