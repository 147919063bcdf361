import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startMcpTestServer, type McpTestServer } from '@lomo/mcp/testing';
import { ApiKeys, OPENAPI_FILE } from '@lomo/services/gateway';
import { platformApp } from '../../../platform/src/app';
import { startApi, type ApiFixture } from '../testing/api-fixture';

const ROOT = resolve(__dirname, '../../../..');
/** Fixed seed and a bounded number of examples per operation: the same run every time (docs/testing.md has its times). */
const SEED = '20261201';
const MAX_EXAMPLES = '20';
/** Every default check on; this file only widens two checks' statuses and drops a load-bound health check, each entry saying why. */
const CONFIG = join(__dirname, 'openapi-fuzz.toml');
/**
 * What a client knows of the state it works in, given to each request valid by the document: a
 * fresh Idempotency-Key, the workspace's currency, a reachable MCP server, a document's latest
 * version (the file says why).
 */
const HOOKS = join(__dirname, 'openapi-fuzz.hooks.py');

/** Runs the fuzzer without blocking this process's event loop: the API it calls lives in it. */
function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(bin, args, {
      cwd: join(ROOT, 'tmp'),
      env: { ...process.env, ...env, NO_COLOR: '1', SCHEMATHESIS_HOOKS: HOOKS },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

/**
 * Issue 21 §4, issue 32: /docs/openapi.json is the contract. schemathesis (PyPI, pinned in
 * scripts/lib/schemathesis.requirements.txt) generates requests from the committed document —
 * valid and invalid, every documented operation but the endless SSE streams — against the
 * embedded platform with every default check: no server error, undocumented status, content
 * type or response shape; a request valid by the document accepted and an invalid one refused;
 * a missing required header or credential refused; a deleted resource gone; an unsupported
 * method answered 405 + Allow.
 */
describe('the OpenAPI document against the embedded platform (schemathesis)', () => {
  let api: ApiFixture;
  let mcp: McpTestServer;
  let schemathesis: string;
  let auth: string;
  /** The state the hooks give valid requests (openapi-fuzz.hooks.py). */
  let known: NodeJS.ProcessEnv;
  const reports = join(ROOT, 'tmp', 'schemathesis');
  beforeAll(async () => {
    schemathesis = resolve(
      ROOT,
      execFileSync('bash', [join(ROOT, 'scripts/lib/ensure-schemathesis.sh')], { encoding: 'utf8' }).trim(),
    );
    mcp = await startMcpTestServer();
    // The MCP server the hooks attach listens on loopback, which the platform refuses by default
    // (mcp-private-networks.int-spec.ts checks that refusal).
    api = await startApi(platformApp, {
      DATABASE_URL: 'memory://',
      GATEWAY_RATE_LIMIT_PER_MINUTE: '1000000',
      MCP_PRIVATE_NETWORKS: 'allow',
    });
    const { key } = await api.app
      .get(ApiKeys)
      .create({ workspaceId: 'fuzz', userId: 'fuzz', scopes: ['read', 'write', 'trigger'], kind: 'api' });
    auth = `Authorization: Bearer ${key}`;
    const h = { authorization: `Bearer ${key}` };
    const billing = await api.http.get('/v1/billing').set(h).expect(200);
    known = {
      LOMO_FUZZ_CURRENCY: billing.body.currency,
      LOMO_FUZZ_MCP_URL: mcp.url,
      LOMO_FUZZ_API_URL: api.url,
      LOMO_FUZZ_AUTHORIZATION: h.authorization,
    };
    rmSync(reports, { recursive: true, force: true });
    mkdirSync(reports, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await api?.close();
    await mcp?.close();
  });

  /** One schemathesis run; throws with its whole report on any failure. */
  async function fuzz(name: string, extra: string[], config = CONFIG): Promise<string> {
    const started = Date.now();
    const { code, output } = await run(
      schemathesis,
      [
        '--config-file',
        config,
        'run',
        OPENAPI_FILE,
        '--url',
        api.url,
        '--header',
        auth,
        '--exclude-path-regex',
        '/stream$',
        '--seed',
        SEED,
        '--generation-database',
        'none',
        '--workers',
        '1',
        '--request-timeout',
        '20',
        '--no-color',
        '--report',
        'junit',
        '--report-junit-path',
        join(reports, `${name}.xml`),
        ...extra,
      ],
      known,
    );
    writeFileSync(join(reports, `${name}.log`), output);
    const summary = output.slice(output.lastIndexOf('SUMMARY'));
    console.log(`schemathesis ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s\n${summary}`);
    if (code !== 0)
      throw new Error(`schemathesis ${name} failed (exit ${code}); its report:\n${output.slice(-20_000)}`);
    return summary;
  }

  it('finds no server error and no response outside the document, for generated ids and bodies', async () => {
    const summary = await fuzz('generated', [
      '--phases',
      'examples,coverage,fuzzing,stateful',
      '--max-examples',
      MAX_EXAMPLES,
    ]);
    expect(summary).toMatch(/\d+ generated, \d+ passed/);
    // ~2,800 requests with every check: 2–16 min measured on the shared machine, by its load (docs/testing.md).
  }, 1_500_000);

  it('finds none either on a real task, object and upload (their ids fixed, bodies and queries generated)', async () => {
    const h = { authorization: auth.slice('Authorization: '.length) };
    const posted = await api.http.post('/v1/main/messages').set(h).send({ text: 'a red cat, watercolour' }).expect(201);
    const created = await api.http.post('/v1/objects').set(h).send({ name: 'notes', text: 'scene 1' }).expect(201);
    // An unfinished resumable upload of 1 MB: generated offsets mostly miss it (409), bytes at 0 go in.
    const upload = await api.http
      .post('/v1/uploads')
      .set({ ...h, 'tus-resumable': '1.0.0', 'upload-length': '1000000' })
      .expect(201);
    const config = join(reports, 'seeded.toml');
    writeFileSync(
      config,
      // After the file's own settings: its top-level keys must come before any table.
      `${readFileSync(CONFIG, 'utf8')}\n[parameters]\n"path.taskId" = "${posted.body.taskIds[0]}"\n"path.objectId" = "${created.body.objectId}"\n"path.uploadId" = "${String(upload.headers['location']).split('/').pop()}"\n`,
    );
    // DELETE is left out so the task lives through the run (the first run and tasks.int-spec cover it).
    const summary = await fuzz(
      'seeded',
      ['--phases', 'examples,fuzzing', '--max-examples', '10', '--exclude-method', 'DELETE'],
      config,
    );
    expect(summary).toMatch(/\d+ generated, \d+ passed/);
  }, 600_000);
});
