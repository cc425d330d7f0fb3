import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type GuardianMessage =
  | { type: 'group'; pgid: number }
  | { type: 'database'; adminUrl: string; name: string }
  | { type: 'file'; path: string }
  | { type: 'done' };

/** The bench's side of guardian.ts: report what was started, and say "done" after a clean stop. */
export class Guardian {
  private constructor(private readonly child: ChildProcess) {}

  /** Starts the guardian and waits until it listens, so no message is lost. */
  static async start(logFile: string): Promise<Guardian> {
    const out = fs.openSync(logFile, 'w');
    const child = spawn(process.execPath, ['--require', require.resolve('tsx/cjs'), path.join(__dirname, 'guardian.ts')], {
      detached: true,
      stdio: ['ignore', out, out, 'ipc'],
    });
    fs.closeSync(out);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`bench guardian did not start; see ${logFile}`)), 30_000);
      child.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => reject(new Error(`bench guardian exited (${code}); see ${logFile}`)));
    });
    // Neither the process nor its channel may keep the bench alive.
    child.unref();
    child.channel?.unref();
    return new Guardian(child);
  }

  tell(message: GuardianMessage): void {
    if (this.child.connected) this.child.send(message);
  }

  /** Everything is cleaned up: the guardian exits without touching anything. */
  async release(): Promise<void> {
    if (!this.child.connected) return;
    await new Promise<void>((resolve) => this.child.send({ type: 'done' } satisfies GuardianMessage, () => resolve()));
    if (this.child.connected) this.child.disconnect();
  }
}
