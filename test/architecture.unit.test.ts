import fs from 'node:fs';
import path from 'node:path';

// The layering the README's "How it works" describes, checked on the source files: the domain
// (src/) knows nothing of Temporal and takes only types from workflows/, workflows reach
// activities only through their types (the workflow bundle must not pull in database or
// network code), and the Temporal client side (temporal/: starts, signals, finders) sits
// beside workflows/, never inside it.

const ROOT = path.resolve(__dirname, '..');

function tsFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/**
 * Every module specifier a file imports or re-exports, with whether the statement is type-only;
 * side-effect imports (`import 'x'`), `require('x')` and `import('x')` count as value imports.
 */
function imports(file: string): Array<{ from: string; typeOnly: boolean }> {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const statements = source.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?\bfrom\s+'([^']+)'/gms);
  const bare = source.matchAll(/(?:^\s*import\s+|\brequire\(\s*|\bimport\(\s*)'([^']+)'/gm);
  return [
    ...[...statements].map((m) => ({ from: m[3], typeOnly: m[2] !== undefined })),
    ...[...bare].map((m) => ({ from: m[1], typeOnly: false })),
  ];
}

/** Where files under `dir` import a value (not only types) from the project folder `folder`. */
function valueImports(dir: string, folder: string): string[] {
  const fromFolder = new RegExp(`(^|/)${folder}(/|$)`);
  return tsFiles(dir).flatMap((file) =>
    imports(file)
      .filter((i) => fromFolder.test(i.from) && !i.typeOnly)
      .map((i) => `${file} imports ${i.from} as a value`),
  );
}

/** Where files under `dir` import (values or types) a module whose specifier matches `pattern`. */
function importsMatching(dir: string, pattern: RegExp): string[] {
  return tsFiles(dir).flatMap((file) => imports(file).filter((i) => pattern.test(i.from)).map((i) => `${file} imports ${i.from}`));
}

describe('architecture', () => {
  it('finds the files it checks', () => {
    expect(tsFiles('src').length).toBeGreaterThan(50);
    expect(tsFiles('workflows')).toContain(path.join('workflows', 'escrow.ts'));
    expect(tsFiles('temporal')).toContain(path.join('temporal', 'workflow-starts.ts'));
    // The matcher sees both kinds of statement (else the checks below could pass on nothing).
    expect(imports(path.join('workflows', 'escrow.ts'))).toEqual(
      expect.arrayContaining([
        { from: '@temporalio/workflow', typeOnly: false },
        { from: '../activities', typeOnly: true },
      ]),
    );
  });

  it('keeps the domain (src/) free of Temporal packages', () => {
    const offenders = tsFiles('src').flatMap((file) =>
      imports(file).filter((i) => i.from.startsWith('@temporalio/')).map((i) => `${file} imports ${i.from}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets the domain (src/) take only types from workflows/', () => {
    // It may name a workflow's message types; values (search attributes, dev-server flags)
    // stay with the code that runs Temporal.
    expect(valueImports('src', 'workflows')).toEqual([]);
  });

  it('keeps the payment provider code (src/payments/) free of the domains its events concern', () => {
    // A provider's adapter reads its events into provider-neutral actions; the router
    // (src/provider-actions/) hands them to their domains. Type-only imports count too.
    const domains = /(^|\/)(checkout|escrows|withdrawals|wallets)(\/|$)/;
    const files = tsFiles(path.join('src', 'payments'));
    expect(files).toContain(path.join('src', 'payments', 'paystack', 'events.ts'));
    const offenders = files.flatMap((file) => imports(file).filter((i) => domains.test(i.from)).map((i) => `${file} imports ${i.from}`));
    expect(offenders).toEqual([]);
  });

  it('keeps refunds (src/refunds/) under both escrows and checkout, and escrows free of checkout', () => {
    // Both give money back through refund rows; the rows need neither. A checkout payment
    // funds a hold (checkout uses escrows), never the other way. Type-only imports count too.
    expect(tsFiles(path.join('src', 'refunds'))).toContain(path.join('src', 'refunds', 'refund-due.ts'));
    expect([
      ...importsMatching(path.join('src', 'refunds'), /(^|\/)(escrows|checkout)(\/|$)/),
      ...importsMatching(path.join('src', 'escrows'), /(^|\/)checkout(\/|$)/),
    ]).toEqual([]);
  });

  it('has workflows import activities as types only', () => {
    expect(valueImports('workflows', 'activities')).toEqual([]);
  });

  it('keeps unit tests free of the integration stack', () => {
    // `npm run test:unit` has no global setup: no database, no dev server, no shared bundle.
    // A unit test may use only these helpers of test/support (each needs none of it; a
    // dev server of the file's own is there for what a time-skipping server cannot do, such
    // as suggesting continue-as-new).
    const allowed = new Set(['runtime', 'time-skipping', 'workflow-bundle', 'dev-server']);
    const unitTests = tsFiles('test').filter((file) => file.endsWith('.unit.test.ts'));
    expect(unitTests.length).toBeGreaterThan(10);
    const offenders = unitTests.flatMap((file) => {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const support = imports(file)
        .map((i) => /support\/([\w-]+)$/.exec(i.from)?.[1])
        .filter((name): name is string => name !== undefined && !allowed.has(name))
        .map((name) => `${file} imports test/support/${name}`);
      const stackVariables = [...source.matchAll(/TEST_(DATABASE_URL|TEMPORAL_ADDRESS)/g)].map((m) => `${file} reads ${m[0]}`);
      return [...support, ...stackVariables];
    });
    expect(offenders).toEqual([]);
  });

  it('has no arrow up the layers: neither the domain nor the activities import anything from workflows/ or temporal/', () => {
    const upward = /(^|\/)(workflows|temporal)(\/|$)/;
    expect(['src', 'activities'].flatMap((dir) => importsMatching(dir, upward))).toEqual([]);
  });

  it('keeps workflows/ deterministic: no Temporal client and nothing from temporal/', () => {
    // Starting, signalling and finding workflows is client code (temporal/); the workflow
    // bundle holds only workflow code and the message definitions both sides share.
    expect(importsMatching('workflows', /^@temporalio\/client$|(^|\/)temporal(\/|$)/)).toEqual([]);
  });

  it('has temporal/ take from workflows/ only message definitions, search attributes and types', () => {
    // The client side names a workflow by its messages and ids; a value import of workflow
    // code would run workflow-only APIs outside a workflow. It serves api/, cli/ and worker/
    // and imports none of them.
    const definitions = /(^|\/)workflows\/([\w-]+-messages|search-attributes)$/;
    const workflowValues = tsFiles('temporal').flatMap((file) =>
      imports(file)
        .filter((i) => !i.typeOnly && /(^|\/)workflows(\/|$)/.test(i.from) && !definitions.test(i.from))
        .map((i) => `${file} imports ${i.from} as a value`),
    );
    expect(workflowValues).toEqual([]);
    expect(importsMatching('temporal', /(^|\/)(api|cli|worker|activities)(\/|$)/)).toEqual([]);
  });
});
