// The embedded database on a thread of its own (ADR 0044, amendment of 2026-12-05): PGlite's
// WASM and its synchronous file calls were 63 % of the platform's busy main thread under B14,
// and a person's request waited for them before it was even read. Plain CommonJS, so the same
// file runs under Node, swc-node and Jest without a transform. One message in, one answer out,
// in order: the caller's queue (`RequestFirstQueue`) sends one operation at a time.
const { parentPort, workerData } = require('node:worker_threads');
// `pgliteModule`: the test harness's PGlite (tools/jest/pglite.js: a new database from one
// initdb's copy), as the app's own thread gets it by Jest's module map or a `-r` preload.
const { PGlite } = require(workerData.pgliteModule ?? '@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
const { vector } = require('@electric-sql/pglite-pgvector');

/** What survives a thread boundary of an error: its message and the fields callers read (`code`…). */
function plainError(error) {
  const plain = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  for (const [key, value] of Object.entries(error ?? {}))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  return plain;
}

const unlisten = new Map();
const opened = PGlite.create(workerData.dataDir, { extensions: { pg_trgm, vector } });

// One message at a time, in order, as PGlite runs one statement at a time anyway.
let last = Promise.resolve();
parentPort.on('message', (message) => (last = last.then(() => handle(message))));

async function handle({ id, op, text, params, channel }) {
  try {
    const db = await opened;
    let result;
    if (op === 'query') result = { rows: (await db.query(text, params)).rows };
    else if (op === 'exec') result = void (await db.exec(text));
    else if (op === 'listen') {
      if (!unlisten.has(channel))
        unlisten.set(channel, await db.listen(channel, (payload) => parentPort.postMessage({ channel, payload })));
    } else if (op === 'unlisten') {
      await unlisten.get(channel)?.();
      unlisten.delete(channel);
    } else if (op === 'close') result = void (await db.close());
    else throw new Error(`unknown operation ${op}`);
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: plainError(error) });
  }
}
