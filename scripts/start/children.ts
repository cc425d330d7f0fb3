import { ChildProcess, spawn } from 'node:child_process';
import readline from 'node:readline';

// Child processes of `npm start` with prefixed output ([postgres] [temporal] [worker] [api]).
// Each child is spawned in its own process group (detached) so that a terminal Ctrl-C
// reaches only this script, which then stops the children in reverse start order: API, worker,
// then PostgreSQL and the Temporal dev server.

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null };

export type Child = {
  name: string;
  pid: number;
  /** Set once the process has exited. */
  exit: ExitInfo | undefined;
  exited: Promise<ExitInfo>;
  /** SIGTERM (or the child's stop signal), then SIGKILL when it has not exited after `timeoutMs`. */
  stop(timeoutMs: number): Promise<ExitInfo>;
};

const COLORS: Record<string, number> = { temporal: 35, worker: 36, api: 32, postgres: 34 };

function prefixFor(name: string, stream: NodeJS.WriteStream): string {
  const label = `[${name}]`;
  const color = COLORS[name];
  return stream.isTTY && color ? `\x1b[${color}m${label}\x1b[0m` : label;
}

function pipeLines(source: NodeJS.ReadableStream, target: NodeJS.WriteStream, name: string, keep: (line: string) => boolean): void {
  const prefix = prefixFor(name, target);
  readline.createInterface({ input: source, crlfDelay: Infinity }).on('line', (line) => {
    if (keep(line)) target.write(`${prefix} ${line}\n`);
  });
}

/** Signals the child's whole process group, so nothing it started can outlive it. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

export function spawnChild(
  name: string,
  command: string,
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    /** Once stopping, only lines passing this are shown (hides expected shutdown noise). */
    showWhileStopping?: (line: string) => boolean;
    /** The signal that asks for a clean stop (PostgreSQL: SIGINT, its "fast shutdown"). */
    stopSignal?: NodeJS.Signals;
    /** Run as another user (PostgreSQL refuses root). */
    runAs?: { uid: number; gid: number };
  },
): Child {
  const proc = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options.runAs,
  });
  if (proc.pid === undefined) throw new Error(`could not start ${name} (${command})`);
  let stopRequested = false;
  const keep = (line: string) => !stopRequested || (options.showWhileStopping?.(line) ?? true);
  pipeLines(proc.stdout, process.stdout, name, keep);
  pipeLines(proc.stderr, process.stderr, name, keep);

  const child: Child = {
    name,
    pid: proc.pid,
    exit: undefined,
    exited: new Promise<ExitInfo>((resolve) => {
      proc.once('exit', (code, signal) => {
        child.exit = { code, signal };
        resolve(child.exit);
      });
    }),
    async stop(timeoutMs) {
      if (child.exit) return child.exit;
      stopRequested = true;
      signalGroup(proc, options.stopSignal ?? 'SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const first = await Promise.race([child.exited, timedOut]);
      clearTimeout(timer);
      if (first !== 'timeout') return first;
      console.error(`[start] ${name} did not stop within ${timeoutMs / 1000} s; killing it`);
      signalGroup(proc, 'SIGKILL');
      return child.exited;
    },
  };
  // If this script dies on an uncaught error, take the children with it (sync, last chance).
  process.once('exit', () => {
    if (!child.exit) signalGroup(proc, 'SIGKILL');
  });
  return child;
}

export function describeExit(exit: ExitInfo): string {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}
