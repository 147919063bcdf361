// Closes the run in the plain form CI tools read: "jest: N passed, N failed" as the last line.
//
// It also keeps a run from hanging: once the last test file has finished, anything a test
// left open (a Kafka producer, a pg pool, a child process, an HTTP server) would keep Jest's
// process alive forever. If the process is still alive `LOMO_JEST_EXIT_GRACE_MS` after the
// run (default 10 s), the reporter prints what holds the event loop, counts it as a failure,
// kills stray child processes and exits with status 1. The timer is unref'd, so a clean run
// exits at once and never waits for it.
const graceMs = Number(process.env.LOMO_JEST_EXIT_GRACE_MS ?? 10_000);

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

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const summary = (failedExtra) =>
      `jest: ${results.numPassedTests} passed, ${results.numFailedTests + failedExtra} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
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
