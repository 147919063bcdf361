#!/usr/bin/env node
// The whole suite in two lanes side by side, each one Jest process running one file at a time:
//
// - servers: every test file that reaches the shared real servers (PostgreSQL's `lomo`
//   database, Kafka's consumer groups, Redis, OpenSearch, S3) — directly through a `TEST_*`
//   address or through a fixture that reads one. These stay one at a time, as before: two of
//   them at once would consume each other's Kafka messages and count each other's rows.
// - isolated: everything else — unit specs, and the integration, e2e and browser files whose
//   platforms run on PGlite in a temp dir or in memory.
//
// Why lanes and not `maxWorkers: 2`: Jest cannot keep two particular files apart, and most of
// a file's time is a platform booting or a test waiting on a timer, so two lanes on two cores
// take about half the wall time of one. Membership is computed, never listed by hand: a fixture
// that starts reading a `TEST_*` address moves its dependents to the servers lane by itself.
//
// Output: the servers lane streams; the isolated lane's output is kept in tmp/jest-lanes-<pid>/
// and printed once both ended. The last line is the plain "N passed, N failed" of both lanes
// together (from ./summary-reporter.js's LOMO_JEST_SUMMARY_FILE), which CI reads.
const { spawn, execFileSync } = require('node:child_process');
const { readFileSync, writeFileSync, mkdirSync, createWriteStream, existsSync } = require('node:fs');
const { join, relative } = require('node:path');

const root = join(__dirname, '..', '..');
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
// One folder per run: a test runs the lanes inside the lanes, and must not write over their files.
const tmp = join(root, 'tmp', `jest-lanes-${process.pid}`);
const READS_A_SERVER = /\bTEST_(DATABASE_URL|REDIS_URL|KAFKA_BROKERS|OPENSEARCH_URL|S3_ENDPOINT)\b/;
/** `--config <file>` for every Jest this runs (a test runs the lanes on a small config of its own). */
const configArgs = () => {
  const at = process.argv.indexOf('--config');
  return at > 0 ? ['--config', process.argv[at + 1]] : [];
};

const readsAServer = (file) => READS_A_SERVER.test(readFileSync(file, 'utf8'));

/** Test files (absolute paths) as Jest lists them, optionally only those depending on `related`. */
function listTests(related = []) {
  const args = [jest, ...configArgs(), '--listTests', '--json'];
  if (related.length) args.push('--findRelatedTests', ...related);
  const out = execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: process.env });
  return JSON.parse(out.slice(out.indexOf('[')));
}

/** The two lanes: test files reaching a shared server (directly or through a fixture) and the rest. */
function lanes() {
  const all = listTests();
  const tests = new Set(all);
  const fixtures = execFileSync('git', ['ls-files', '--', 'apps', 'libs', 'tools'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(root, f))
    .filter((f) => !tests.has(f) && readsAServer(f));
  const servers = new Set([...all.filter(readsAServer), ...(fixtures.length ? listTests(fixtures) : [])]);
  return { servers: all.filter((f) => servers.has(f)), isolated: all.filter((f) => !servers.has(f)) };
}

/** Runs one lane; resolves with its exit status and summary (written by the summary reporter). */
function run(name, files, output) {
  if (files.length === 0) return Promise.resolve({ name, status: 0, summary: EMPTY });
  const summaryFile = join(tmp, `jest-${name}.summary.json`);
  writeFileSync(summaryFile, '');
  const child = spawn(process.execPath, [jest, ...configArgs(), '--ci', '--runTestsByPath', ...files], {
    cwd: root,
    env: { ...process.env, LOMO_JEST_SUMMARY_FILE: summaryFile, LOMO_JEST_LANE: name },
    stdio: ['ignore', output ?? 'inherit', output ?? 'inherit'],
  });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      const text = existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '';
      resolve({ name, status: code ?? 1, signal, summary: text ? JSON.parse(text) : undefined });
    }),
  );
}

const EMPTY = { passed: 0, failed: 0, skipped: 0, filesPassed: 0, filesFailed: 0 };

async function main() {
  mkdirSync(tmp, { recursive: true });
  const { servers, isolated } = lanes();
  console.log(`jest lanes: ${servers.length} files on the shared servers, ${isolated.length} isolated, side by side`);
  const logFile = join(tmp, 'jest-isolated.log');
  const log = createWriteStream(logFile);
  await new Promise((resolve) => log.on('open', resolve));
  const results = await Promise.all([run('servers', servers), run('isolated', isolated, log)]);
  log.end();
  process.stdout.write(`\n===== isolated lane (${relative(root, logFile)}) =====\n${readFileSync(logFile, 'utf8')}\n`);
  const total = { ...EMPTY };
  for (const { name, status, signal, summary } of results) {
    // A lane that died before its reporter wrote a summary counts as one failed test.
    const lane = summary ?? { passed: 0, failed: 1, skipped: 0, filesPassed: 0, filesFailed: 1 };
    if (status !== 0 && lane.failed === 0) lane.failed = 1;
    for (const key of Object.keys(total)) total[key] += lane[key];
    console.log(
      `jest lane ${name}: exit ${status}${signal ? ` (${signal})` : ''}, ${lane.passed} passed, ${lane.failed} failed`,
    );
  }
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  console.log(
    `jest: ${total.passed} passed, ${total.failed} failed${skipped} (files: ${total.filesPassed} passed, ${total.filesFailed} failed)`,
  );
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exitCode = results.some((r) => r.status !== 0) ? 1 : 0;
}

if (require.main === module)
  main().catch((error) => {
    console.error(`jest lanes: ${error.stack ?? error}`);
    console.log('0 passed, 1 failed');
    process.exitCode = 1;
  });
module.exports = { lanes };
