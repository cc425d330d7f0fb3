import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { MeteredGroup } from './cpu-meter';

export type Child = { name: string; process: ChildProcess; logFile: string; exited: Promise<number | null> };

/**
 * The service's processes, started like production (separate OS processes). Each runs in
 * its own process group, so that stopping it also stops what it spawned, and so a Ctrl-C in
 * the terminal reaches only the bench, which then stops them in order. Output goes to a log
 * file per process.
 */
export class ProcessGroup {
  private readonly children: Child[] = [];

  constructor(
    private readonly logDir: string,
    /** Told each new process group id, e.g. so the guardian can stop it if the bench dies. */
    private readonly onStarted: (pgid: number) => void = () => {},
  ) {
    fs.mkdirSync(logDir, { recursive: true });
  }

  start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Child {
    if (this.stopping) throw new Error(`not starting ${name}: the bench is stopping`);
    const logFile = path.join(this.logDir, `${name}.log`);
    const out = fs.openSync(logFile, 'w');
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    if (child.pid !== undefined) this.onStarted(child.pid);
    const exited = new Promise<number | null>((resolve) => {
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null)));
      child.once('error', () => resolve(-1));
    });
    const entry = { name, process: child, logFile, exited };
    this.children.push(entry);
    return entry;
  }

  /**
   * A TypeScript entry point of the project, run by node with tsx's loader as npm's scripts run
   * them; `nodeArgs` (e.g. the CPU profiler's) go before it.
   */
  startScript(name: string, entry: string, env: NodeJS.ProcessEnv, cwd: string, nodeArgs: string[] = []): Child {
    return this.start(name, process.execPath, [...nodeArgs, '--import', 'tsx', entry], env, cwd);
  }

  /** Each started process by name with its process group id (for the CPU meter). */
  metered(): MeteredGroup[] {
    return this.children.flatMap((c) => (c.process.pid === undefined ? [] : [{ name: c.name, pgid: c.process.pid }]));
  }

  /** Rejects as soon as any child exits while the bench still needs it. */
  watchForEarlyExit(): Promise<never> {
    return new Promise((_, reject) => {
      for (const child of this.children) {
        void child.exited.then((code) => {
          if (!this.stopping) reject(new Error(`${child.name} exited early (code ${code}); see ${child.logFile}:\n${tail(child.logFile)}`));
        });
      }
    });
  }

  private stopping = false;

  /** SIGTERM in reverse start order (API before worker before Temporal), SIGKILL after a grace period. */
  async stopAll(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    for (const child of [...this.children].reverse()) {
      if (child.process.exitCode !== null || child.process.signalCode !== null) {
        signalGroup(child, 'SIGKILL'); // the leader is gone; stop anything it left in its group
        continue;
      }
      signalGroup(child, 'SIGTERM');
      const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
      if ((await Promise.race([child.exited, timer])) === 'timeout') {
        signalGroup(child, 'SIGKILL');
        await child.exited;
      }
    }
  }

  /** Last resort from a synchronous `exit` handler: kill whatever is still running. */
  killAllNow(): void {
    for (const child of this.children) signalGroup(child, 'SIGKILL');
  }
}

function signalGroup(child: Child, signal: NodeJS.Signals): void {
  if (child.process.pid === undefined) return;
  try {
    process.kill(-child.process.pid, signal); // the whole group this bench started
  } catch {
    try {
      child.process.kill(signal);
    } catch {
      // already gone
    }
  }
}

function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
