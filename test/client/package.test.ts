import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stackForFile } from '../support/stack';

// The client outside the repository: `npm pack` in client/ builds its JavaScript and .d.ts
// into a tarball; an empty project installs it, type-checks a usage script against the
// installed types (and a wrong call is refused by them), runs the script against the
// service, and checks a delivered webhook with the installed verifyWebhook.

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const TSC = path.join(ROOT, 'node_modules', '.bin', 'tsc');
const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

let workDir: string;
afterAll(() => workDir && fs.rmSync(workDir, { recursive: true, force: true }));

const USAGE = `import { EscrowApiError, EscrowClient } from '@escrow/client';

async function main() {
  const client = new EscrowClient({ secretKey: process.env.SECRET_KEY!, baseUrl: process.env.BASE_URL! });
  const email = (name: string) => \`\${name}.\${Date.now()}@example.com\`;
  const payer = await client.customers.create({ firstName: 'Ada', lastName: 'Okafor', email: email('ada'), phone: '+2348012345678' });
  const payee = await client.customers.create({ firstName: 'Chidi', lastName: 'Obi', email: email('chidi'), phone: '+2348098765432' });
  await client.wallets.credit(payer.walletId, { amount: 20_000 });
  const hold = await client.escrows.create({
    reference: \`order-\${Date.now()}\`, amount: 10_000, currency: 'NGN', debitPayer: true,
    parties: [{ role: 'payer', customerId: payer.customerId }, { role: 'payee', customerId: payee.customerId }],
  });
  const released = await client.escrows.release(hold.escrowId, { amount: 4_000 });
  const remaining: number = released.remainingAmount;
  let refusal = '';
  try {
    await client.escrows.release(hold.escrowId, { amount: 1_000_000 });
  } catch (err) {
    if (err instanceof EscrowApiError) refusal = \`\${err.status} \${err.code}\`;
  }
  console.log(JSON.stringify({ escrowId: hold.escrowId, status: released.status, remaining, refusal }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
`;

const WRONG = `import { EscrowClient } from '@escrow/client';
const client = new EscrowClient({ secretKey: 'sk_test_x' });
// Amounts are whole naira as numbers: a string is refused by the types.
void client.wallets.credit('wal_x', { amount: '20000' });
`;

function tsconfig(files: string[]) {
  return JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'commonjs',
      moduleResolution: 'node',
      strict: true,
      outDir: 'out',
      // The consumer's own @types/node (here the repository's, as none is downloaded).
      typeRoots: [path.join(ROOT, 'node_modules', '@types')],
      types: ['node'],
    },
    files,
  });
}

test('npm pack gives a tarball that installs into an empty project, type-checks and runs against the service', async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-package-'));
  const { stdout: packed } = await run('npm', ['pack', '--json', '--pack-destination', workDir], {
    cwd: path.join(ROOT, 'client'),
    timeout: 120_000,
  });
  const [tarball] = JSON.parse(packed.slice(packed.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>;
  const packedFiles = tarball.files.map((f) => f.path).sort();
  expect(packedFiles).toEqual(
    expect.arrayContaining(['README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/schema.d.ts', 'dist/webhooks.js', 'package.json']),
  );
  expect(packedFiles.filter((f) => f.startsWith('src/'))).toEqual([]);

  const app = path.join(workDir, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'merchant-app', version: '1.0.0', private: true }));
  await run('npm', ['install', '--no-audit', '--no-fund', path.join(workDir, tarball.filename)], { cwd: app, timeout: 120_000 });
  const installed = path.join(app, 'node_modules', '@escrow', 'client');
  expect(JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8')).dependencies).toHaveProperty('@escrow/client');

  // The installed types catch a wrong call...
  fs.writeFileSync(path.join(app, 'wrong.ts'), WRONG);
  fs.writeFileSync(path.join(app, 'tsconfig.wrong.json'), tsconfig(['wrong.ts']));
  const wrong = await run(TSC, ['-p', 'tsconfig.wrong.json', '--noEmit'], { cwd: app }).then(
    () => '',
    (err: { stdout: string }) => err.stdout,
  );
  expect(wrong).toMatch(/wrong\.ts\(\d+,\d+\): error TS2322: Type 'string' is not assignable to type 'number'/);

  // ...and the usage script type-checks, compiles and runs against the service.
  fs.writeFileSync(path.join(app, 'usage.ts'), USAGE);
  fs.writeFileSync(path.join(app, 'tsconfig.json'), tsconfig(['usage.ts']));
  await run(TSC, ['-p', 'tsconfig.json'], { cwd: app });
  const merchant = await stack.newMerchant({ webhookUrl: stack.receiver.url });
  const { stdout } = await run(process.execPath, ['out/usage.js'], {
    cwd: app,
    env: { PATH: process.env.PATH, SECRET_KEY: merchant.testSecretKey, BASE_URL: `${stack.baseUrl}/api/v1` },
  });
  const result = JSON.parse(stdout);
  expect(result).toEqual({
    escrowId: expect.stringMatching(/^esc_/),
    status: 'partially_released',
    remaining: 6_000,
    refusal: '400 INVALID_RELEASE',
  });

  // The installed verifyWebhook accepts the service's real delivery, and refuses it with another key.
  const isRelease = (h: { body: { type: string; data: Record<string, unknown> } }) =>
    h.body.type === 'escrow.partially_released' && h.body.data.escrowId === result.escrowId;
  await stack.receiver.waitFor((hooks) => hooks.some(isRelease));
  const delivered = stack.receiver.received.find(isRelease)!;
  const pkg = require(installed) as typeof import('../../client/src');
  expect(pkg.verifyWebhook(delivered.rawBody, delivered.headers['x-service-signature'], merchant.testSecretKey)).toMatchObject({
    type: 'escrow.partially_released',
  });
  expect(() => pkg.verifyWebhook(delivered.rawBody, delivered.headers['x-service-signature'], 'sk_test_other')).toThrow(
    pkg.WebhookSignatureError,
  );
}, 240_000); // three TypeScript compilations and two npm runs
