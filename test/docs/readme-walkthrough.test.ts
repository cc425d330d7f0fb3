import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitUntil } from '../../scripts/start/wait';
import { closedPort } from '../support/ports';
import { eventually } from '../support/eventually';
import { stackForFile } from '../support/stack';

// The README's five-minute walkthrough, its shell blocks run as written against a running
// service with no private webhook targets allowed: only the API address, the key and the
// receiver's port are this test's own. The first block (the receiver and `cli listen`) keeps
// running as in its own terminal; the rest runs once it says it is ready, twice in the same
// shell (a reader who runs it again gets a second path, not a DUPLICATE_EMAIL hidden as
// `null`), then getting-started's examples; a refusal shows its envelope on stderr.

const ROOT = path.resolve(__dirname, '../..');
const stack = stackForFile({ config: { webhookAllowPrivateTargets: false } }, 'after-all');

/** The ```sh blocks of the README's walkthrough section, in order. */
function walkthroughBlocks(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('## Five-minute walkthrough');
  const end = readme.indexOf('\n## ', start + 1);
  expect(start).toBeGreaterThan(0);
  return [...readme.slice(start, end).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/** The ```sh blocks of getting-started.md's "Move money" and "Time in escrow", which go on from the walkthrough's shell. */
function gettingStartedBlocks(): string[] {
  const guide = fs.readFileSync(path.join(ROOT, 'docs', 'getting-started.md'), 'utf8');
  return ['## 3. Move money', '## 4. Time in escrow'].flatMap((heading) => {
    const start = guide.indexOf(heading);
    const end = guide.indexOf('\n## ', start + 1);
    expect(start).toBeGreaterThan(0);
    return [...guide.slice(start, end).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1].replace(/^ {2}/gm, ''));
  });
}

/** Replaces a documented value with the test's own everywhere, failing if the README lost it. */
function replaceAll(script: string, documented: string, own: string): string {
  expect(script).toContain(documented);
  return script.split(documented).join(own);
}

/** A terminal: bash running `script` in a process group of its own, its output collected. */
function terminal(script: string, env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn('bash', ['-c', `set -euo pipefail\n${script}`], { cwd: ROOT, detached: true, env });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { output: () => output, exited, stop: () => child.exitCode === null && process.kill(-child.pid!, 'SIGTERM'), child };
}

test("the walkthrough runs as written twice in one shell, then getting-started's examples, and ends in verified webhooks", async () => {
  const receiverPort = await closedPort();
  const own = (script: string) => {
    let s = replaceAll(script, 'SK=$(jq -r .testSecretKey .data/sandbox-merchant.json)', `SK=${stack.merchant.testSecretKey}`);
    if (s.includes('4242')) s = replaceAll(s, '4242', String(receiverPort));
    if (s.includes('API=')) s = replaceAll(s, 'API=http://localhost:3000/api/v1', `API=${stack.baseUrl}/api/v1`);
    return s;
  };
  const [listenerBlock, ...rest] = walkthroughBlocks();
  const walkthrough = own(rest.join('\n'));
  // Run once, and again as it is in the same shell.
  let steps = `${walkthrough}\necho '--- second run'\n${walkthrough}`;
  // Then, as a reader goes on to docs/getting-started.md, its examples on the same service and shell.
  const guideSteps = gettingStartedBlocks();
  expect(guideSteps.length).toBeGreaterThan(0);
  steps = `${steps}\necho '--- getting-started'\n${guideSteps.join('\n')}`;
  // A refusal through the README's helper: its envelope on stderr, whatever jq then reads.
  steps = `${steps}\necho '--- refused'\nDUP=$(call $API/customers -d "{\\"firstName\\":\\"Ada\\",\\"lastName\\":\\"Okafor\\",\\"email\\":\\"ada.$RUN@example.com\\",\\"phone\\":\\"+2348012345678\\"}" | jq -r .data.customerId)`;
  // `cli listen` finds the API where npm start serves it: PORT.
  const env = { ...process.env, PORT: new URL(stack.baseUrl).port };

  const listener = terminal(own(listenerBlock), env);
  try {
    await waitUntil(async () => listener.output().includes('Ready: forwarding test events'), {
      what: 'cli listen to be ready',
      timeoutMs: 60_000,
      abortReason: () => (listener.child.exitCode !== null ? `it exited:\n${listener.output()}` : undefined),
    });
    const walk = terminal(steps, env);
    expect(await walk.exited).toBe(0);
    const output = walk.output();
    const [first, second] = output.slice(0, output.indexOf('--- getting-started')).split('--- second run');
    // What the README says the reader sees, on each run: the payer's credited balance, the
    // hold paid and held, the release, the payee's wallet; and no refusal.
    for (const answers of [first, second]) {
      expect(answers).toContain('"available": 49700');
      expect(answers).toMatch(/"status": "held",\s+"amount": 20000,\s+"feeAmount": 500/);
      expect(answers).toMatch(/"status": "released",\s+"releasedAmount": 20000,\s+"remainingAmount": 0/);
      expect(answers).toMatch(/"available": 20000,\s+"held": 0/);
      expect(answers).not.toMatch(/error:|null/);
    }
    // getting-started's release of more than is held shows the refusal it means to show.
    const guide = output.slice(output.indexOf('--- getting-started'), output.indexOf('--- refused'));
    expect(guide).toMatch(/"code": "INVALID_RELEASE"/);
    expect(guide).toMatch(/^error: \{"code":"INVALID_RELEASE"/m);
    // Its time in escrow: a period, a move, the clock, the automatic release; a funding deadline's cancel.
    expect(guide).toMatch(/"status": "held",\s+"inspectionPeriod": 604800,\s+"releaseAt": "\S+Z",\s+"testClockOffset": 0/);
    expect(guide).toMatch(/"testClockOffset": 950400/);
    expect(guide).toMatch(/"status": "released",\s+"releasedAmount": 2000,\s+"releasedAt": "\S+Z"/);
    expect(guide).toMatch(/"status": "cancelled",\s+"cancelledReason": "funding_deadline_passed"/);
    expect(guide.match(/^error:/gm)).toHaveLength(1); // the INVALID_RELEASE above, nothing else
    // A customer whose e-mail is taken: the helper says so.
    expect(output.slice(output.indexOf('--- refused'))).toMatch(
      /^error: \{"code":"DUPLICATE_EMAIL","message":"A customer with this email already exists"/m,
    );

    // And in the listener's terminal, every webhook of the path verified by the receiver.
    const types = [
      'wallet.credited',
      'escrow.created',
      'payment.pending',
      'payment.succeeded',
      'escrow.funded',
      'escrow.released',
      'escrow.deadlines_updated',
      'escrow.cancelled',
    ];
    const verified = (type: string) => listener.output().split(`verified ${type} evt_`).length - 1;
    const expected = (type: string) => (type.startsWith('escrow.deadlines') || type === 'escrow.cancelled' ? 1 : 2);
    await eventually(
      () => types.filter((type) => verified(type) < expected(type)),
      (unverified) => unverified.length === 0,
      {
        what: `the receiver to verify ${types.join(', ')}`,
        timeoutMs: 60_000,
        show: (unverified) => `not yet verified: ${unverified.join(', ')}`,
      },
    );
    expect(listener.output()).not.toContain('rejected');
  } finally {
    listener.stop();
  }
});
