// A Jest run that deliberately leaves a server open, to prove the summary reporter ends such a
// run promptly with the open-handle report (tools/jest/open-handles.int-spec.ts runs it).
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.leak.js'],
  reporters: ['default', '<rootDir>/../summary-reporter.js'],
};
