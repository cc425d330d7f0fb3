import { spawn } from 'node:child_process';
import path from 'node:path';

// The operator command line exactly as documented: `npm run --silent cli -- ...` in a child
// process, on the test database, master key and Temporal server.
const ROOT = path.resolve(__dirname, '..', '..');

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
    const child = spawn('npm', ['run', '--silent', 'cli', '--', ...args], { cwd: ROOT, env: childEnv });
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
