// A Jest run with one file that cannot load, to prove the summary counts it as failed, one whose
// assertion fails, to prove the tail says why, and one
// naming a shared server, to prove tools/jest/lanes.js runs it in its servers lane
// and one marked as waiting by design, which the lanes run beside their slots
// (tools/jest/summary-line.int-spec.ts and lanes.int-spec.ts run it).
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // One file at a time, as the suite's own config: the reporter counts each file's CPU only then.
  maxWorkers: 1,
  testMatch: ['<rootDir>/*.check.js'],
  reporters: ['default', '<rootDir>/../summary-reporter.js'],
};
