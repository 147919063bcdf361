#!/usr/bin/env node
// The whole suite in three lanes side by side, each one Jest process running one file at a time:
//
// - servers: every test file that reaches Kafka, Redis, OpenSearch or S3 — directly through a
//   `TEST_*` address or through a fixture that reads one — on the shared `lomo` database. These
//   stay one at a time, as before: two of them at once would consume each other's Kafka
//   messages, and one of them stops and starts the broker.
// - postgres: the files that reach PostgreSQL and no other server. They run beside the servers
//   lane on a PostgreSQL server of the lane's own (started here by scripts/services.sh on a
//   temp dir and a free port, stopped at the end), so they never count the servers lane's rows,
//   take its locks or wait on its open transactions; among themselves they stay one at a time.
// - isolated: everything else — unit specs, and the integration, e2e and browser files whose
//   platforms run on PGlite in a temp dir or in memory.
//
// Why lanes and not `maxWorkers: 2`: Jest cannot keep two particular files apart, and most of
// a file's time is a platform booting or a test waiting on a timer, so lanes on two cores
// overlap those waits. Membership is computed, never listed by hand: a fixture that starts
// reading a `TEST_*` address moves its dependents to the servers or postgres lane by itself.
//
// Output: the servers lane streams; the other lanes' output is kept in tmp/jest-lanes-<pid>/
// and printed once all ended. The last line is the plain "N passed, N failed" of all lanes
// together (from ./summary-reporter.js's LOMO_JEST_SUMMARY_FILE), which CI reads.
const { spawn, execFile } = require('node:child_process');
const {
  readFileSync,
  writeFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  createWriteStream,
  existsSync,
} = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { dirname, join, relative } = require('node:path');
const { promisify } = require('node:util');

const root = join(__dirname, '..', '..');
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
// One folder per run: a test runs the lanes inside the lanes, and must not write over their files.
const tmp = join(root, 'tmp', `jest-lanes-${process.pid}`);
const READS_A_SERVER = /\bTEST_(DATABASE_URL|REDIS_URL|KAFKA_BROKERS|OPENSEARCH_URL|S3_ENDPOINT)\b/;
const READS_BEYOND_POSTGRES = /\bTEST_(REDIS_URL|KAFKA_BROKERS|OPENSEARCH_URL|S3_ENDPOINT)\b/;
/** `--config <file>` for every Jest this runs (a test runs the lanes on a small config of its own). */
const configArgs = () => {
  const at = process.argv.indexOf('--config');
  return at > 0 ? ['--config', process.argv[at + 1]] : [];
};
const run = promisify(execFile);

/** Test files (absolute paths) as Jest lists them, optionally only those depending on `related`. */
async function listTests(related = []) {
  const args = [jest, ...configArgs(), '--listTests', '--json'];
  if (related.length) args.push('--findRelatedTests', ...related);
  const { stdout } = await run(process.execPath, args, { cwd: root, env: process.env, maxBuffer: 64 << 20 });
  return JSON.parse(stdout.slice(stdout.indexOf('[')));
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

/** The three lanes: files reaching a server beyond PostgreSQL, files reaching only PostgreSQL, the rest. */
async function lanes() {
  const source = (await run('git', ['ls-files', '--', 'apps', 'libs', 'tools'], { cwd: root })).stdout
    .split('\n')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(root, f));
  const all = await listTests();
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
  const fixtures = source.filter((f) => !tests.has(f) && !viaBarrel.has(f) && READS_A_SERVER.test(read(f)));
  const beyond = fixtures.filter((f) => READS_BEYOND_POSTGRES.test(read(f)));
  const postgresOnly = fixtures.filter((f) => !READS_BEYOND_POSTGRES.test(read(f)));
  // Both look-ups at once: each is a Jest start-up, and on a busy machine that is many seconds.
  const [nearBeyond, nearPostgres] = await Promise.all(
    [beyond, postgresOnly].map(async (some) => new Set(some.length ? await listTests(some) : [])),
  );
  const servers = all.filter((f) => nearBeyond.has(f) || READS_BEYOND_POSTGRES.test(read(f)));
  const postgres = all.filter((f) => !servers.includes(f) && (nearPostgres.has(f) || READS_A_SERVER.test(read(f))));
  const isolated = all.filter((f) => !servers.includes(f) && !postgres.includes(f));
  return { servers, postgres, isolated };
}

/** A free loopback TCP port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL server of the postgres lane's own (scripts/services.sh on a data dir and port of
 * its own), stopped and removed by `stop`. A database of its own on the shared server would not
 * do: readers of the event log wait for every transaction below the server-wide xmin
 * (ADR 0003), so a transaction the servers lane holds open stalls this lane's reads.
 */
async function laneServer() {
  const dir = mkdtempSync(join(tmpdir(), 'lomo-lane-pg-'));
  const env = { ...process.env, LOMO_SERVICES_DIR: dir, LOMO_PG_PORT: String(await freePort()) };
  delete env.LOMO_SERVICES_LOCKED;
  const services = (...args) => run('bash', ['scripts/services.sh', ...args], { cwd: root, env });
  const stop = async () => {
    await services('down', 'postgres');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await services('up', 'postgres');
    const { stdout } = await services('env', 'postgres');
    return { url: /DATABASE_URL=(\S+)/.exec(stdout)[1], stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** Runs one lane; resolves with its exit status and summary (written by the summary reporter). */
function runLane(name, files, { output, env = {} } = {}) {
  if (files.length === 0) return Promise.resolve({ name, status: 0, summary: EMPTY });
  const summaryFile = join(tmp, `jest-${name}.summary.json`);
  writeFileSync(summaryFile, '');
  const child = spawn(process.execPath, [jest, ...configArgs(), '--ci', '--runTestsByPath', ...files], {
    cwd: root,
    env: { ...process.env, ...env, LOMO_JEST_SUMMARY_FILE: summaryFile, LOMO_JEST_LANE: name },
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

/** A lane whose output is kept in a file until every lane has ended. */
async function logged(name) {
  const file = join(tmp, `jest-${name}.log`);
  const stream = createWriteStream(file);
  await new Promise((resolve) => stream.on('open', resolve));
  return { file, stream };
}

async function main() {
  mkdirSync(tmp, { recursive: true });
  const { servers, postgres, isolated } = await lanes();
  console.log(
    `jest lanes: ${servers.length} files on the shared servers, ${postgres.length} on a PostgreSQL server of their own, ` +
      `${isolated.length} isolated, side by side`,
  );
  const logs = { postgres: await logged('postgres'), isolated: await logged('isolated') };
  // The postgres lane starts once its server is up (seconds); the others do not wait for it.
  // A server that cannot start fails the lane (one failed test), not the other lanes.
  const postgresLane = async () => {
    let server;
    try {
      server = await laneServer();
    } catch (error) {
      console.error(`jest lanes: the postgres lane's server did not start: ${error.stderr ?? error}`);
      return { name: 'postgres', status: 1, summary: undefined };
    }
    try {
      return await runLane('postgres', postgres, {
        output: logs.postgres.stream,
        env: { TEST_DATABASE_URL: server.url },
      });
    } finally {
      // A server left behind would only cost a process and a temp dir; the run's verdict is the tests'.
      await server
        .stop()
        .catch((error) => console.error(`jest lanes: could not stop the postgres lane's server: ${error}`));
    }
  };
  const results = await Promise.all([
    runLane('servers', servers),
    postgres.length ? postgresLane() : runLane('postgres', []),
    runLane('isolated', isolated, { output: logs.isolated.stream }),
  ]);
  for (const { file, stream } of Object.values(logs)) {
    stream.end();
    process.stdout.write(`\n===== ${relative(root, file)} =====\n${readFileSync(file, 'utf8')}\n`);
  }
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
module.exports = { lanes, laneServer };
