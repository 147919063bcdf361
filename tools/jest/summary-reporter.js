// Prints one closing line in the plain form CI tools read: "jest: N passed, N failed".
// Written on process exit so it comes after Jest's own summary.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
    process.once('exit', () => process.stdout.write(line));
  }
}
module.exports = SummaryReporter;
