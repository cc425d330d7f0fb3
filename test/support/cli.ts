import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The operator command line in a child process, on the test database, master key and Temporal
// server: the command `npm run --silent cli -- ...` runs (package.json's `cli` script), started
// without npm itself, which would add a second Node start to every call. The npm path as
// documented is run by test/start/embedded-postgres.test.ts and the README walkthrough.
const ROOT = path.resolve(__dirname, '..', '..');

/** package.json's `cli` script (`node --import tsx cli/main.ts`): its Node arguments, read once. */
const CLI_NODE_ARGS = (() => {
  const script: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.cli;
  const [program, ...rest] = script.split(' ');
  if (program !== 'node') throw new Error(`the cli script no longer starts with node: ${script}`);
  return rest;
})();

/** The `cli` script run by this Node, with `args`. */
const cliArgv = (args: string[]): [string, string[]] => [process.execPath, [...CLI_NODE_ARGS, ...args]];

export type CliResult = { code: number | null; stdout: string; stderr: string };

export function cli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    MASTER_KEY: process.env.MASTER_KEY,
    TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
    ...env,
  };
  if (!('WEBHOOK_ALLOW_PRIVATE_TARGETS' in env)) delete childEnv.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  return new Promise((resolve, reject) => {
    const child = spawn(...cliArgv(args), { cwd: ROOT, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    // A CLI that leaves the pool open never exits: that fails the test by jest's timeout.
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Success means exit 0, nothing on stderr, and stdout that is exactly one JSON object. */
export async function cliJson(args: string[], env?: Record<string, string>): Promise<Record<string, any>> {
  const result = await cli(args, env);
  expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
  const parsed = JSON.parse(result.stdout);
  expect(parsed).toEqual(expect.any(Object));
  expect(Array.isArray(parsed)).toBe(false);
  return parsed;
}

/** A refusal: the exit code given (1 refused, 2 bad command line), nothing on stdout, the message on stderr. */
export async function expectRefused(args: string[], stderrPattern: RegExp, env?: Record<string, string>, exitCode?: 1 | 2): Promise<void> {
  const result = await cli(args, env);
  if (exitCode === undefined) expect(result.code).not.toBe(0);
  else expect(result.code).toBe(exitCode);
  expect(result.code).not.toBeNull();
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(stderrPattern);
}

/** A long-running command (`listen`): its output as it comes, stopped by `stop()`. */
export type RunningCli = {
  stdoutLines(): string[];
  stderr(): string;
  /** Resolves once stderr matches `pattern`. */
  waitForStderr(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Ctrl-C for the whole process group; resolves with the exit code. */
  stop(): Promise<number | null>;
};

export function startCli(args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): RunningCli {
  const child = spawn(...cliArgv(args), { cwd, env: { ...process.env, ...env }, detached: true });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    stdoutLines: () => stdout.split('\n').filter(Boolean),
    stderr: () => stderr,
    async waitForStderr(pattern, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(stderr)) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`stderr never matched ${pattern}: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGINT');
      } catch {
        // already gone
      }
      return closed;
    },
  };
}
