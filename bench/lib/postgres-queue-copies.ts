import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type QueueVariant = 'patched' | 'unpatched';

/** What the instrumented queue.js hands the bench for each Queue it makes: its array's real size. */
export type QueueProbe = () => { slots: number; index: number };
/** Called by the instrumented queue.js for each new Queue, with the stack of the Queue() call. */
export type QueueProbeHook = (probe: QueueProbe, createdAt: string) => void;

/** The global the instrumented queue.js reports each new Queue to (only while the bench sets it). */
export const PROBE_GLOBAL = '__benchPostgresQueueProbe';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Two copies of the installed postgres.js outside node_modules: the one `npm install` left
 * (with patches/postgres+<version>.patch applied) and the same with the patch taken back out
 * (`git apply -R`), so "unpatched" is exactly the release and nothing else differs. In both,
 * cjs/src/queue.js gets one added line that hands each new Queue's array size to the bench
 * (read-only; the bench sets the global only while it creates its pool). Returns the
 * directory of each copy's package and the temporary directory holding both, to remove.
 */
export function preparePostgresCopies(): { base: string; packages: Record<QueueVariant, string> } {
  const installed = path.join(ROOT, 'node_modules', 'postgres');
  const version = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')).version as string;
  const patchFile = path.join(ROOT, 'patches', `postgres+${version}.patch`);
  if (!fs.existsSync(patchFile))
    throw new Error(`no ${path.relative(ROOT, patchFile)}: the installed postgres.js ${version} has no patch to compare against`);
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-postgres-queue-'));
  const packages = {} as Record<QueueVariant, string>;
  for (const variant of ['patched', 'unpatched'] as const) {
    const root = path.join(base, variant);
    const pkg = path.join(root, 'node_modules', 'postgres');
    fs.cpSync(installed, pkg, { recursive: true });
    // The patch's paths are a/node_modules/postgres/...: applied (backwards) from the copy's root.
    if (variant === 'unpatched') execFileSync('git', ['apply', '-R', patchFile], { cwd: root, stdio: 'pipe' });
    instrument(path.join(pkg, 'cjs', 'src', 'queue.js'));
    packages[variant] = pkg;
  }
  return { base, packages };
}

function instrument(file: string): void {
  const source = fs.readFileSync(file, 'utf8');
  const anchor = '  let index = 0\n';
  if (source.split(anchor).length !== 2) throw new Error(`${file}: expected one "let index = 0" to instrument`);
  const probe = `  globalThis.${PROBE_GLOBAL} && globalThis.${PROBE_GLOBAL}(() => ({ slots: xs.length, index }), new Error().stack)\n`;
  fs.writeFileSync(file, source.replace(anchor, anchor + probe));
}
