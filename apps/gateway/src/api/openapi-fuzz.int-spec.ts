import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ApiKeys, OPENAPI_FILE } from '@lomo/services/gateway';
import { platformApp } from '../../../platform/src/app';
import { startApi, type ApiFixture } from '../testing/api-fixture';

const ROOT = resolve(__dirname, '../../../..');
/** Fixed seed and a bounded number of examples per operation: the same run every time, 1.5–3.5 min on 2 shared cores. */
const SEED = '20261201';
const MAX_EXAMPLES = '20';
const CHECKS = [
  'not_a_server_error',
  'response_schema_conformance',
  'status_code_conformance',
  'content_type_conformance',
  'unsupported_method',
  'allow_header_conformance',
];

/** Runs the fuzzer without blocking this process's event loop: the API it calls lives in it. */
function run(bin: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(bin, args, { cwd: join(ROOT, 'tmp'), env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

/**
 * Issue 21 §4: /docs/openapi.json is the contract. schemathesis (PyPI, pinned in
 * scripts/lib/schemathesis.requirements.txt) generates requests from the committed document —
 * valid and invalid, every documented operation but the endless SSE streams — against the
 * embedded platform, and fails on any server error, undocumented status or content type,
 * response that breaks its schema, or unsupported method answered otherwise than 405 + Allow.
 */
describe('the OpenAPI document against the embedded platform (schemathesis)', () => {
  let api: ApiFixture;
  let schemathesis: string;
  beforeAll(async () => {
    schemathesis = resolve(
      ROOT,
      execFileSync('bash', [join(ROOT, 'scripts/lib/ensure-schemathesis.sh')], { encoding: 'utf8' }).trim(),
    );
    api = await startApi(platformApp, { DATABASE_URL: 'memory://', GATEWAY_RATE_LIMIT_PER_MINUTE: '1000000' });
  }, 300_000);
  afterAll(() => api?.close());

  it('finds no server error and no response outside the document', async () => {
    const { key } = await api.app
      .get(ApiKeys)
      .create({ workspaceId: 'fuzz', userId: 'fuzz', scopes: ['read', 'write', 'trigger'], kind: 'api' });
    const reports = join(ROOT, 'tmp', 'schemathesis');
    rmSync(reports, { recursive: true, force: true });
    mkdirSync(reports, { recursive: true });
    const started = Date.now();
    const { code, output } = await run(schemathesis, [
      'run',
      OPENAPI_FILE,
      '--url',
      api.url,
      '--header',
      `Authorization: Bearer ${key}`,
      '--checks',
      CHECKS.join(','),
      '--exclude-path-regex',
      '/stream$',
      '--phases',
      'examples,coverage,fuzzing,stateful',
      '--max-examples',
      MAX_EXAMPLES,
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
      '--report-dir',
      reports,
    ]);
    const summary = output.slice(output.lastIndexOf('SUMMARY'));
    console.log(`schemathesis: ${((Date.now() - started) / 1000).toFixed(0)} s\n${summary}`);
    if (code !== 0) throw new Error(`schemathesis failed (exit ${code}); its report:\n${output.slice(-20_000)}`);
    expect(summary).toMatch(/\d+ generated, \d+ passed/);
  }, 600_000);
});
