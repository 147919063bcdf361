#!/usr/bin/env node
// The whole suite on two slots side by side (a 2-core machine), each running one test file at a time:
//
// - servers: every test file that reaches the shared real servers (PostgreSQL's `lomo`
//   database, Kafka's consumer groups, Redis, OpenSearch, S3) — directly through a `TEST_*`
//   address or through a fixture that reads one. These run in ONE Jest process, one at a time,
//   as before: two of them at once would consume each other's Kafka messages and count each
//   other's rows.
// - isolated: everything else — unit specs, and the integration, e2e and browser files whose
//   platforms run on PGlite in a temp dir or in memory. They are cut into batches, slowest
//   files first, each batch one Jest process; the first slot runs the servers lane and then
//   takes isolated batches too, the second takes batches from the start. So both slots end
//   together instead of one idling while the other's lane is still long (issue 32), and never
//   more than two busy test files run at once. Batches shrink as the queue empties (a quarter
//   of what is left), so the last ones are short.
// - beside: isolated files whose first lines say `// jest-lane: beside` — they mostly sleep by
//   design (an idle platform watched for a minute), so they run in a third process next to the
//   two slots instead of holding one of them while they wait.
//
// Why not `maxWorkers: 2`: Jest cannot keep two particular files apart, and most of a file's
// time is a platform booting or a test waiting on a timer, so two slots on two cores take about
// half the wall time of one. Membership is computed, never listed by hand: a fixture that starts
// reading a `TEST_*` address moves its dependents to the servers lane by itself.
//
// "Slowest first" uses each file's time in the last run on this clone (tmp/jest-durations.json,
// written at the end of every whole run), else its time in the measured run kept in
// ./durations.json, else a guess from its size. A wrong guess costs balance, never a result.
//
// Output: the servers lane streams; each batch's output is kept in tmp/jest-lanes-<pid>/
// and printed once all ended. The last line is the plain "N passed, N failed" of all of them
// together (from ./summary-reporter.js's LOMO_JEST_SUMMARY_FILE), which CI reads.
const { spawn, execFileSync } = require('node:child_process');
const { readFileSync, writeFileSync, mkdirSync, createWriteStream, existsSync, statSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');
const { grouped, spread, removeGroups, removeStaleGroups } = require('./groups');

const root = join(__dirname, '..', '..');
const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
// One folder per run: a test runs the lanes inside the lanes, and must not write over their files.
const tmp = join(root, 'tmp', `jest-lanes-${process.pid}`);
// A file that mostly waits by design (an idle platform watched for a minute) says so in a line
// of its own; it runs in a third process beside the two slots instead of holding one of them
// while it sleeps. Only isolated files: a servers-lane file keeps the one-at-a-time rule.
const WAITS_BY_DESIGN = /^\/\/ jest-lane: beside\b/m;
const READS_A_SERVER = /\bTEST_(DATABASE_URL|REDIS_URL|KAFKA_BROKERS|OPENSEARCH_URL|S3_ENDPOINT)\b/;
/** `--config <file>` for every Jest this runs (a test runs the lanes on a small config of its own). */
const configArgs = () => {
  const at = process.argv.indexOf('--config');
  return at > 0 ? ['--config', process.argv[at + 1]] : [];
};

/** Test files (absolute paths) as Jest lists them, optionally only those depending on `related`. */
function listTests(related = []) {
  const args = [jestBin, ...configArgs(), '--listTests', '--json'];
  if (related.length) args.push('--findRelatedTests', ...related);
  const out = execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: process.env });
  return JSON.parse(out.slice(out.indexOf('[')));
}

/** `./x` from `from` → the `.ts` file it names (`x.ts` or `x/index.ts`). */
function resolveModule(from, spec) {
  const base = join(dirname(from), spec);
  return [`${base}.ts`, join(base, 'index.ts')].find(existsSync);
}

/** The modules a library's entry re-exports, through `export * from` / `export { … } from` chains. */
function reExported(entry, seen = new Set()) {
  if (!entry || seen.has(entry)) return seen;
  seen.add(entry);
  for (const [, spec] of readFileSync(entry, 'utf8').matchAll(/^export (?:\*|\{[^}]*\}) from '(\.[^']*)'/gm))
    reExported(resolveModule(entry, spec), seen);
  return seen;
}

/** Names a module exports by declaration (`export class X`, `export async function y`, …). */
const exportedNames = (code) =>
  [
    ...code.matchAll(
      /^export (?:declare )?(?:abstract )?(?:async )?(?:function\*?|class|const|let|interface|type|enum) (\w+)/gm,
    ),
  ].map((m) => m[1]);

/**
 * Names a file imports from `alias`, e.g. `import { freePort, type X } from '@lomo/testing'`;
 * `['*']` when it takes the library some other way (`import * as`, `export … from`, `require`).
 */
function importedNames(code, alias) {
  const named = [...code.matchAll(new RegExp(`^import (?:type )?\\{([^}]*)\\} from '${alias}'`, 'gm'))];
  const any =
    code.match(new RegExp(`^(?:import|export)\\b[^;]*?from '${alias}'|\\brequire\\('${alias}'\\)`, 'gm')) ?? [];
  if (any.length > named.length) return ['*'];
  return named.flatMap((m) =>
    m[1].split(',').map(
      (name) =>
        name
          .trim()
          .replace(/^type /, '')
          .split(/\s+as\s+/)[0],
    ),
  );
}

/**
 * A fixture that reads a server and that a library's entry re-exports (as `@lomo/testing`
 * re-exports `DistributedCluster`) would, through Jest's dependency graph, pull every file
 * importing anything from that library (a free port, a child process helper) into a servers
 * lane. Those fixtures are matched by name instead: a file reaches one when it imports one of
 * its exported names from the library.
 */
function barrelFixtures(readsAServer) {
  const { compilerOptions } = require(join(root, 'tsconfig.base.json'));
  const byName = [];
  for (const [alias, [target]] of Object.entries(compilerOptions.paths ?? {})) {
    for (const module of reExported(join(root, target))) {
      const code = readFileSync(module, 'utf8');
      if (readsAServer(code)) byName.push({ alias, module, names: new Set(exportedNames(code)), code });
    }
  }
  return byName;
}

/** The two lanes: test files reaching a shared server (directly or through a fixture) and the rest. */
function lanes() {
  const all = listTests();
  const tests = new Set(all);
  const barrels = barrelFixtures((code) => READS_A_SERVER.test(code));
  const viaBarrel = new Set(barrels.map((b) => b.module));
  // What a file reads: the addresses it names, and those of the re-exported fixtures it imports by name.
  const reads = new Map();
  const read = (f) => {
    if (!reads.has(f)) {
      const code = readFileSync(f, 'utf8');
      const imported = barrels.filter((b) => importedNames(code, b.alias).some((n) => n === '*' || b.names.has(n)));
      reads.set(f, [code, ...imported.map((b) => b.code)].join('\n'));
    }
    return reads.get(f);
  };
  const fixtures = execFileSync('git', ['ls-files', '--', 'apps', 'libs', 'tools'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(root, f))
    .filter((f) => !tests.has(f) && !viaBarrel.has(f) && READS_A_SERVER.test(read(f)));
  const near = new Set(fixtures.length ? listTests(fixtures) : []);
  const servers = all.filter((f) => near.has(f) || READS_A_SERVER.test(read(f)));
  const inServers = new Set(servers);
  const rest = all.filter((f) => !inServers.has(f));
  const waits = (f) => WAITS_BY_DESIGN.test(readFileSync(f, 'utf8'));
  return { servers, isolated: rest.filter((f) => !waits(f)), beside: rest.filter(waits) };
}

/** Runs one Jest on `files`; resolves with its exit status, summary (from the summary reporter) and wall time. */
function run(name, files, output) {
  if (files.length === 0) return Promise.resolve({ name, files: 0, status: 0, summary: EMPTY, seconds: 0 });
  const summaryFile = join(tmp, `jest-${name}.summary.json`);
  writeFileSync(summaryFile, '');
  const started = Date.now();
  // Files that can share a module registry run in groups (./groups.js): each loads the platform once.
  const { paths, members } = grouped(files, `${process.pid}-${name}`);
  const child = spawn(process.execPath, [jestBin, ...configArgs(), '--ci', '--runTestsByPath', ...paths], {
    cwd: root,
    env: { ...process.env, LOMO_JEST_SUMMARY_FILE: summaryFile, LOMO_JEST_LANE: name },
    stdio: ['ignore', output ?? 'inherit', output ?? 'inherit'],
  });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      const text = existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '';
      const seconds = Math.round((Date.now() - started) / 1000);
      removeGroups(`${process.pid}-${name}`);
      const summary = text ? JSON.parse(text) : undefined;
      if (summary) {
        const expected = expectedSeconds();
        summary.durations = spread(summary.durations, members, expected);
        summary.cpu = spread(summary.cpu, members, expected);
      }
      resolve({
        name,
        files: files.length,
        status: code ?? 1,
        signal,
        summary,
        seconds,
      });
    }),
  );
}

const EMPTY = { passed: 0, failed: 0, skipped: 0, filesPassed: 0, filesFailed: 0 };
const COUNTS = Object.keys(EMPTY);
const lastDurations = join(root, 'tmp', 'jest-durations.json');
// Each file's CPU seconds in the last whole run (./summary-reporter.js): on two cores the suite is
// CPU-bound, so this, not wall time, says which files cost the run its minutes.
const lastCpu = join(root, 'tmp', 'jest-cpu.json');
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/** Expected seconds of a test file: its last run on this clone, the measured run, or a guess from its size. */
function expectedSeconds() {
  const known = { ...readJson(join(__dirname, 'durations.json')), ...readJson(lastDurations) };
  return (file) => known[relative(root, file)] ?? Math.min(5, statSync(file).size / 4000);
}

/** "jest cpu: 2,410 s in 428 files; the costliest: a 120 s, …" */
function cpuLine(cpu) {
  const files = Object.entries(cpu).sort((a, b) => b[1] - a[1]);
  const total = Math.round(files.reduce((sum, [, seconds]) => sum + seconds, 0));
  const top = files.slice(0, 8).map(([file, seconds]) => `${file} ${Math.round(seconds)} s`);
  return `jest cpu: ${total} s in ${files.length} files; the costliest: ${top.join(', ')}`;
}

/** A lane's counts; one that died before its reporter wrote them counts as one failed test. */
function counts({ status, summary }) {
  const lane = summary ? { ...summary } : { passed: 0, failed: 1, skipped: 0, filesPassed: 0, filesFailed: 1 };
  if (status !== 0 && lane.failed === 0) lane.failed = 1;
  return lane;
}

/** Files ordered slowest first by `secondsOf`; equal ones keep their order. */
const slowestFirst = (files, secondsOf) =>
  files
    .map((file, at) => ({ file, at, seconds: secondsOf(file) }))
    .sort((a, b) => b.seconds - a.seconds || a.at - b.at)
    .map(({ file }) => file);

/** Takes the next batch off the front of `queue`: a quarter of what is left, at least one file. */
const nextBatch = (queue) => queue.splice(0, Math.max(1, Math.ceil(queue.length / 4)));

/** Runs one batch of the queue after another until it is empty. */
async function takeBatches(queue, batches, prefix = 'isolated') {
  const results = [];
  while (queue.length) {
    const files = nextBatch(queue);
    const name = `${prefix}-${batches.length + 1}`;
    const logFile = join(tmp, `jest-${name}.log`);
    batches.push(logFile);
    const log = createWriteStream(logFile);
    await new Promise((resolve) => log.on('open', resolve));
    const result = await run(name, files, log);
    await new Promise((resolve) => log.end(resolve));
    results.push(result);
  }
  return results;
}

async function main() {
  const started = Date.now();
  mkdirSync(tmp, { recursive: true });
  removeStaleGroups();
  const { servers, isolated, beside } = lanes();
  console.log(
    `jest lanes: ${servers.length} files on the shared servers, ${isolated.length} isolated, side by side; ` +
      `${beside.length} that wait by design beside them`,
  );
  const expected = expectedSeconds();
  const queue = slowestFirst(isolated, expected);
  const batches = [];
  // Slot 1: the servers lane, then isolated batches; slot 2: isolated batches from the start;
  // beside both, the files that mostly sleep.
  const [[serversLane, ...afterServers], fromStart, besides] = await Promise.all([
    run('servers', servers).then(async (lane) => [lane, ...(await takeBatches(queue, batches))]),
    takeBatches(queue, batches),
    takeBatches([...beside], batches, 'beside'),
  ]);
  for (const logFile of batches)
    process.stdout.write(
      `\n===== isolated batch (${relative(root, logFile)}) =====\n${readFileSync(logFile, 'utf8')}\n`,
    );
  const isolatedBatches = [...fromStart, ...afterServers, ...besides].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { numeric: true }),
  );
  const total = { ...EMPTY };
  const isolatedLane = { ...EMPTY };
  const durations = readJson(lastDurations);
  const cpu = {};
  for (const result of [serversLane, ...isolatedBatches]) {
    Object.assign(cpu, result.summary?.cpu);
    const lane = counts(result);
    for (const key of COUNTS) total[key] += lane[key];
    if (result !== serversLane) for (const key of COUNTS) isolatedLane[key] += lane[key];
    for (const [file, seconds] of Object.entries(result.summary?.durations ?? {})) durations[file] = seconds;
    console.log(
      `jest run ${result.name}: ${result.files} files in ${result.seconds} s, ` +
        `exit ${result.status}${result.signal ? ` (${result.signal})` : ''}, ${lane.passed} passed, ${lane.failed} failed`,
    );
  }
  writeFileSync(lastDurations, `${JSON.stringify(durations, null, 1)}\n`);
  writeFileSync(lastCpu, `${JSON.stringify(cpu, null, 1)}\n`);
  console.log(cpuLine(cpu));
  // The lanes' logs run to megabytes and CI keeps the tail: name what failed where it is read.
  for (const result of [serversLane, ...isolatedBatches]) {
    for (const failure of result.summary?.failures ?? []) console.log(`jest failed (${result.name}): ${failure}`);
    if (!result.summary && result.status !== 0)
      console.log(`jest failed (${result.name}): the run died before its reporter wrote`);
  }
  const isolatedStatus = isolatedBatches.some((r) => r.status !== 0) ? 1 : 0;
  console.log(
    `jest lane servers: exit ${serversLane.status}, ${counts(serversLane).passed} passed, ${counts(serversLane).failed} failed`,
  );
  console.log(
    `jest lane isolated: exit ${isolatedStatus}, ${isolatedLane.passed} passed, ${isolatedLane.failed} failed`,
  );
  console.log(
    `jest lanes: ${Math.round((Date.now() - started) / 1000)} s wall in all (servers lane ${serversLane.seconds} s)`,
  );
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  console.log(
    `jest: ${total.passed} passed, ${total.failed} failed${skipped} (files: ${total.filesPassed} passed, ${total.filesFailed} failed)`,
  );
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exitCode = serversLane.status !== 0 || isolatedStatus !== 0 ? 1 : 0;
}

if (require.main === module)
  main().catch((error) => {
    console.error(`jest lanes: ${error.stack ?? error}`);
    console.log('0 passed, 1 failed');
    process.exitCode = 1;
  });
module.exports = { lanes, slowestFirst, nextBatch };
