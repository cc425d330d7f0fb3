// Prints jest's totals as one plain line, "Tests: N passed, N failed, N skipped", after jest's
// own summary. CI reads a run's closing lines to count its tests and does not know jest's
// format; .ci/run also repeats this line at its very end (JEST_SUMMARY_FILE).
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const line = `Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests + results.numTodoTests} skipped`;
    process.stdout.write(`${line}\n`);
    if (process.env.JEST_SUMMARY_FILE) fs.writeFileSync(process.env.JEST_SUMMARY_FILE, `${line}\n`);
  }
}

module.exports = SummaryReporter;
