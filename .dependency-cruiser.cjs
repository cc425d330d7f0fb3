// The layering the README's "How it works" describes, and no import circles, checked by
// dependency-cruiser (`npm run lint`). Type-only imports count unless a rule says otherwise.
const SERVICE = '^(api|src|workflows|temporal|activities|worker|cli)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle means two modules that cannot be read, changed or tested one without the other.',
      from: { path: SERVICE },
      to: { circular: true },
    },
    {
      name: 'domain-free-of-temporal',
      severity: 'error',
      comment: 'The domain (src/) knows nothing of Temporal.',
      from: { path: '^src/' },
      to: { path: '@temporalio/' },
    },
    {
      name: 'no-arrow-up',
      severity: 'error',
      comment: 'Neither the domain nor the activities import anything from workflows/ or temporal/.',
      from: { path: '^(src|activities)/' },
      to: { path: '^(workflows|temporal)/' },
    },
    {
      name: 'payments-free-of-domains',
      severity: 'error',
      comment: "A provider's adapter reads its events into provider-neutral actions; src/provider-actions/ hands them to their domains.",
      from: { path: '^src/payments/' },
      to: { path: '^src/(checkout|escrows|withdrawals|wallets)/' },
    },
    {
      name: 'refunds-under-escrows-and-checkout',
      severity: 'error',
      comment: 'Refund rows need neither escrows nor checkout; a checkout payment funds a hold, never the other way.',
      from: { path: '^src/refunds/' },
      to: { path: '^src/(escrows|checkout)/' },
    },
    {
      name: 'escrows-free-of-checkout',
      severity: 'error',
      from: { path: '^src/escrows/' },
      to: { path: '^src/checkout/' },
    },
    {
      name: 'workflows-take-activities-as-types',
      severity: 'error',
      comment: 'The workflow bundle must not pull in database or network code.',
      from: { path: '^workflows/' },
      to: { path: '^activities/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'workflows-deterministic',
      severity: 'error',
      comment:
        'Starting, signalling and finding workflows is client code (temporal/); workflows/ holds workflow code and shared message definitions.',
      from: { path: '^workflows/' },
      to: { path: ['@temporalio/client', '^temporal/'] },
    },
    {
      name: 'temporal-takes-definitions-from-workflows',
      severity: 'error',
      comment: 'A value import of workflow code would run workflow-only APIs outside a workflow.',
      from: { path: '^temporal/' },
      to: { path: '^workflows/', pathNot: '^workflows/([\\w-]+-messages|search-attributes)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'temporal-serves-not-imports-its-callers',
      severity: 'error',
      comment: 'temporal/ serves api/, cli/ and worker/ and imports none of them.',
      from: { path: '^temporal/' },
      to: { path: '^(api|cli|worker|activities)/' },
    },
    {
      name: 'unit-tests-free-of-the-stack',
      severity: 'error',
      comment:
        '`npm run test:unit` has no global setup: a unit test uses only the helpers that need no database, dev server or shared bundle (openapi: operations of the document by route; history: reading a workflow history; eventually: polling).',
      from: { path: '\\.unit\\.test\\.ts$' },
      to: {
        path: '^test/support/',
        pathNot: '^test/support/(runtime|time-skipping|workflow-bundle|dev-server|openapi|history|eventually)\\.ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(client/dist|node_modules|\\.temporal)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
