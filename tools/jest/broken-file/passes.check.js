const { execFileSync } = require('node:child_process');

// It also keeps a child process busy for 2 s of CPU: ./summary-reporter.js counts a file's CPU
// with that of the processes it spawns (lanes.int-spec.ts reads it on the "jest cpu" line).
test('a test that passes', () => {
  // (It reads its clock once in a million turns: each read is a system call, CPU of its own.)
  const busy = 'for (let i = 1; i % 1e6 || process.cpuUsage().user < 2e6; i++);';
  execFileSync(process.execPath, ['-e', busy]);
  expect(1 + 1).toBe(2);
});
