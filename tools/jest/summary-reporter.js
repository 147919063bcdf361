// Closes the run in the plain form CI tools read: "N passed, N failed" as the very last line,
// after a "jest: ..." line that also counts test files. A file that could not run (a syntax
// error, a failing import, a crash outside any test) has no failed test of its own: it counts
// as one failed test here, so the count never says 0 failed beside a failed run.
//
// It also keeps a run from hanging: once the last test file has finished, anything a test
// left open (a Kafka producer, a pg pool, a child process, an HTTP server) would keep Jest's
// process alive forever. If the process is still alive `LOMO_JEST_EXIT_GRACE_MS` after the
// run (default 10 s), the reporter prints what holds the event loop, counts it as a failure,
// kills stray child processes and exits with status 1. The timer is unref'd, so a clean run
// exits at once and never waits for it.
//
// With LOMO_JEST_SUMMARY_FILE set (./lanes.js sets it per lane) the same counts are also
// written there as JSON, so the lanes' runner can add them up for the last line of the run,
// with each file's seconds, by which it orders the next run's files slowest first, and the
// names of what failed, which it prints just above that line, and each file's CPU seconds (below).
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { relative } = require('node:path');
const { groupsRoot } = require('./groups');

const graceMs = Number(process.env.LOMO_JEST_EXIT_GRACE_MS ?? 10_000);
const summaryFile = process.env.LOMO_JEST_SUMMARY_FILE;
// Not for the test workers: a test that runs Jest itself (./summary-line.int-spec.ts) must not
// write its nested run's counts over this run's.
delete process.env.LOMO_JEST_SUMMARY_FILE;

/** One line per live handle: enough to tell a Kafka socket (:9092) from a pg one (:5433). */
function describeHandle(handle) {
  const kind = handle?.constructor?.name ?? typeof handle;
  if (kind === 'Socket' || kind === 'TLSSocket') {
    if (handle.remotePort)
      return `socket ${handle.localAddress}:${handle.localPort} -> ${handle.remoteAddress}:${handle.remotePort}`;
    return handle === process.stdout || handle === process.stderr || handle === process.stdin
      ? null
      : `socket (unconnected or pipe)`;
  }
  if (kind === 'Server') {
    const address = handle.address?.();
    return `server listening on ${typeof address === 'string' ? address : `${address?.address}:${address?.port}`}`;
  }
  if (kind === 'ChildProcess') return `child process ${handle.pid}: ${(handle.spawnargs ?? []).join(' ')}`;
  return kind;
}

function openHandleReport() {
  const handles = (process._getActiveHandles?.() ?? []).map(describeHandle).filter(Boolean);
  const resources = process.getActiveResourcesInfo?.() ?? [];
  const counts = {};
  for (const resource of resources) counts[resource] = (counts[resource] ?? 0) + 1;
  return { handles, counts };
}

/** Files that failed with no failed test of their own: a load error, a crash, a failing hook outside a test. */
function brokenFiles(results) {
  return results.testResults.filter(
    (file) => file.testExecError !== undefined || (file.failureMessage && file.numFailingTests === 0),
  ).length;
}

/** Seconds each test file took, by its path from the working directory (the root, as lanes.js runs Jest). */
function durations(rootDir, results) {
  return Object.fromEntries(
    results.testResults
      .filter((file) => file.perfStats?.end > file.perfStats?.start)
      .map((file) => [
        relative(rootDir, file.testFilePath),
        Math.round((file.perfStats.end - file.perfStats.start) / 100) / 10,
      ]),
  );
}

/**
 * Why a test failed, in a few lines: the assertion and the test's own line (the first frame in a
 * spec file). CI keeps only the run's tail, where the lanes' full logs are long gone.
 */
function reason(messages) {
  const lines = String(messages?.[0] ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim());
  const message = lines.filter((l) => l && !l.startsWith('at ') && !/^[>|\d]/.test(l)).slice(0, 4);
  const at = lines.find((l) => /^at .*(spec|browser)\.ts:\d+/.test(l));
  const text = [...message, ...(at ? [at] : [])].join(' | ').slice(0, 600);
  return text ? `\n    why: ${text}` : '';
}

/** A group of files run in one registry (./groups.js): its tests' first title is the member's path. */
const isGroup = (file) => file.testFilePath.startsWith(groupsRoot);

/**
 * Test files passed and failed, a group counted as its members: a member fails with a test of
 * its own, and all of them when the group could not run.
 */
function fileCounts(results) {
  let passed = 0;
  let failed = 0;
  for (const file of results.testResults) {
    const broken = file.testExecError !== undefined || (file.failureMessage && file.numFailingTests === 0);
    if (!isGroup(file)) {
      if (broken || file.numFailingTests > 0) failed += 1;
      else passed += 1;
      continue;
    }
    const members = new Map();
    for (const test of file.testResults)
      members.set(test.ancestorTitles[0], members.get(test.ancestorTitles[0]) || test.status === 'failed');
    const failedMembers = [...members.values()].filter(Boolean).length;
    if (broken) failed += Math.max(1, members.size);
    else {
      failed += failedMembers;
      passed += members.size - failedMembers;
    }
  }
  return { passed, failed };
}

/** What failed, one line each, so the end of a long run names it: "file › test" or "file (could not run: …)". */
function failures(rootDir, results) {
  return results.testResults.flatMap((file) => {
    const path = relative(rootDir, file.testFilePath);
    // In a group, the member's path (the first title) stands for the file.
    const named = (test) =>
      isGroup(file)
        ? `${test.ancestorTitles[0]} › ${test.fullName.slice(test.ancestorTitles[0].length + 1)}`
        : `${path} › ${test.fullName}`;
    const failed = file.testResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${named(test)}${reason(test.failureMessages)}`);
    if (failed.length) return failed;
    const why = file.testExecError?.message ?? file.failureMessage;
    return why ? [`${path} (could not run: ${String(why).trim().split('\n')[0].slice(0, 200)})`] : [];
  });
}

/** A process's own and its reaped children's CPU seconds, and its parent, from /proc/<pid>/stat. */
function statOf(pid) {
  // The fields after the parenthesised name: ppid is the 2nd, utime/stime/cutime/cstime the 12th–15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
  const ticks = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
  return { ppid: Number(fields[1]), seconds: ticks / 100 };
}

/**
 * CPU seconds used so far by this process and everything below it: the Jest worker that runs
 * the files, the apps, browsers and tools a test spawns, and what they reaped. On two cores the
 * suite is CPU-bound (docs/testing.md), so a file's CPU, not its wall time, is what it costs the
 * run: a file that sleeps lets the other lane work. Linux only (/proc); elsewhere undefined.
 */
function treeCpuSeconds() {
  try {
    const stats = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        stats.set(Number(entry), statOf(entry));
      } catch {
        // it ended while being read
      }
    }
    const inTree = (pid) => {
      for (let at = pid; at > 1; at = stats.get(at)?.ppid ?? 0) if (at === process.pid) return true;
      return false;
    };
    let total = 0;
    for (const [pid, stat] of stats) if (inTree(pid)) total += stat.seconds;
    return total;
  } catch {
    return undefined;
  }
}

class SummaryReporter {
  constructor(globalConfig) {
    // One file at a time (the lanes run Jest with maxWorkers 1): the tree's CPU between a
    // file's start and its result is that file's. With more workers it would be several files'.
    this.oneAtATime = globalConfig?.maxWorkers === 1;
    this.cpuAtStart = new Map();
    this.cpu = {};
  }

  onTestFileStart(test) {
    if (this.oneAtATime) this.cpuAtStart.set(test.path, treeCpuSeconds());
  }

  onTestFileResult(test) {
    const start = this.cpuAtStart.get(test.path);
    const end = start === undefined ? undefined : treeCpuSeconds();
    if (end !== undefined) this.cpu[relative(process.cwd(), test.path)] = Math.round((end - start) * 10) / 10;
  }

  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const broken = brokenFiles(results);
    const summary = (failedExtra) => {
      const failed = results.numFailedTests + broken + failedExtra;
      const counted = fileCounts(results);
      const files = `files: ${counted.passed} passed, ${counted.failed} failed`;
      if (summaryFile)
        writeFileSync(
          summaryFile,
          JSON.stringify({
            passed: results.numPassedTests,
            failed,
            skipped,
            filesPassed: counted.passed,
            filesFailed: counted.failed,
            durations: durations(process.cwd(), results),
            cpu: this.cpu,
            failures: failures(process.cwd(), results),
          }),
        );
      return (
        `jest: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${files})\n` +
        `${results.numPassedTests} passed, ${failed} failed\n`
      );
    };
    let line = summary(0);
    process.once('exit', () => process.stdout.write(line));
    const timer = setTimeout(() => {
      const { handles, counts } = openHandleReport();
      process.stderr.write(
        `\njest: the run ended but something a test opened still holds the process ${graceMs} ms later` +
          ` (close it in afterAll, also when the test fails):\n` +
          handles.map((h) => `  - ${h}\n`).join('') +
          `  active resources: ${JSON.stringify(counts)}\n`,
      );
      for (const handle of process._getActiveHandles?.() ?? []) {
        if (handle?.constructor?.name === 'ChildProcess') handle.kill('SIGKILL');
      }
      line = summary(1);
      process.exit(1);
    }, graceMs);
    timer.unref();
  }
}
module.exports = SummaryReporter;
// For tools/jest/summary-reporter.spec.ts: how a group's members are counted and named.
SummaryReporter.fileCounts = fileCounts;
SummaryReporter.failures = failures;
