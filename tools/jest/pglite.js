// What a test file gets for `@electric-sql/pglite` (jest.config.js maps the name here): the real
// module, except that a new database starts from a copy of a freshly initialised data directory
// instead of running initdb again (issue 32).
//
// Why: PGlite's `create` without an existing data directory boots a second PGlite, runs initdb
// in it, dumps that data directory as a tar and loads it into the first. The dump is the same
// bytes every time, and the suite creates a few hundred databases (every embedded platform,
// every PGlite fixture): measured in one Jest file, 2.0 s of CPU per database (4.0 s for a
// file's first) against 0.6 s loaded from the dump. PGlite's own `loadDataDir` option is what
// its `create` does with its dump, so a database made this way is the one initdb would have made.
//
// The dump is kept in tmp/pglite-template/<version>.tar: the run's first in-memory database is
// made by initdb as before and dumped before it is returned (written then renamed, so a concurrent
// reader never sees half of it); every later one, in any file or Jest process, is loaded from it.
// A database opened on a data directory that already holds one, or with options of its own
// (`loadDataDir`, `fs`, `noInitDb`), is left to PGlite.
//
// Liftoff only: V8 compiles PGlite's WASM once with its baseline compiler and never tiers hot
// functions up to TurboFan. A test's database lives seconds, and tiering up PostgreSQL's
// large functions on V8's background threads cost more CPU than it ever won back (measured:
// a new database and 350 statements 2.3–3.0 s of process CPU, 1.1–1.5 s with this; a file
// booting three embedded apps 11.8 → 8.3 s; the B14 workload file 39 → 34 s). The flag is the
// process's (every thread's, and a spawned app's, which preloads this file), set before any
// WASM is compiled; semantics do not change, only the tier. Production keeps V8's default: a
// database that lives for days is what tiering up is for (issue 32, docs/testing.md).
require('node:v8').setFlagsFromString('--liftoff-only');
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const root = join(__dirname, '..', '..');
// The package's CommonJS entry by its own manifest: any resolution by name inside Jest
// (`require.resolve`, even `module.createRequire`) would be mapped back to this file.
const packageDir = join(root, 'node_modules', '@electric-sql', 'pglite');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const pglite = require(join(packageDir, manifest.exports['.'].require.default));
const templateFile = join(root, 'tmp', 'pglite-template', `${manifest.version}.tar`);

const { PGlite } = pglite;
const create = PGlite.create.bind(PGlite);
/** This file's copy of the dump (a Jest test file has its own module registry, so one read per file). */
let template;

/** The kept dump, or undefined while no file of the run has made one. */
function keptDataDir() {
  if (template) return template;
  try {
    template = new Blob([readFileSync(templateFile)], { type: 'application/x-tar' });
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  return template;
}

/** Keeps the data directory of a database initdb has just made, before anything is written to it. */
async function keep(db) {
  template = await db.dumpDataDir('none');
  mkdirSync(dirname(templateFile), { recursive: true });
  const partial = `${templateFile}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await template.arrayBuffer()));
  renameSync(partial, templateFile);
}

/** A data directory PGlite would run initdb in: none (in memory), or a folder without a cluster. */
const needsInitdb = (dataDir) =>
  dataDir === undefined || (!dataDir.includes('://') && !existsSync(join(dataDir, 'PG_VERSION')));

PGlite.create = async (dataDirOrOptions, options) => {
  const merged =
    typeof dataDirOrOptions === 'string'
      ? { dataDir: dataDirOrOptions, ...options }
      : { ...(dataDirOrOptions ?? options) };
  if (merged.loadDataDir || merged.fs || merged.noInitDb || !needsInitdb(merged.dataDir)) return create(merged);
  const kept = keptDataDir();
  if (kept) return create({ ...merged, loadDataDir: kept });
  // The run's first database: initdb makes it, and its data directory is kept for the others;
  // only one in memory, as a folder may hold more than initdb wrote (the app's `lomo.lock`).
  const db = await create(merged);
  if (merged.dataDir === undefined) await keep(db);
  return db;
};

module.exports = pglite;
