import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EncryptingEventStore, EventKeys } from '@lomo/event-store/sql';
import { auditDeletion } from '@lomo/operator';
import { decodeKek, KekRing, kekOf } from '@lomo/vault/kek';
import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { serverBackend, type Backend } from '../../../libs/operator/src/cli/testing/backends';
import { spawnApp, waitForUrl, type AppProcess } from '@lomo/testing';
import { devClient } from './testing/dev-client';
import { leakForms } from './testing/leak-forms';
import { RecordingProxy } from './testing/recording-proxy';

/**
 * Done-when of issue 18 item 4: a workspace registers a provider key, a generation
 * reaches the upstream with exactly that key, and then the secret is in no store — every
 * table column of the database (event log included), every retained Kafka record of Lomo's
 * topics, every Redis key, the process's logs at debug level, and every API response,
 * `/metrics` included. The platform runs as its own process on PostgreSQL, Kafka and Redis.
 */
describe('a registered credential reaches its provider and no store (R-10.7)', () => {
  let backend: Backend;
  let dataDir: string;
  let proc: AppProcess | undefined;
  const sim = new SimulatedUpstream({ secret: 'secrecy-callback-secret' });
  let proxy: RecordingProxy;
  const secret = `sk-vault-${randomBytes(18).toString('base64url')}`;
  const deploymentKey = `sk-deployment-${randomBytes(8).toString('hex')}`;
  const responses: string[] = [];
  /** The platform seals its event log under this KEK (ADR 0050); the check opens it the same way. */
  const vaultKek = randomBytes(32).toString('base64');

  beforeAll(async () => {
    backend = await serverBackend();
    dataDir = await mkdtemp(join(tmpdir(), 'lomo-secrecy-'));
    proxy = new RecordingProxy(await sim.start());
  });
  afterAll(async () => {
    proc?.child.kill('SIGKILL');
    await proxy?.stop();
    await sim.stop();
    await backend?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('given a provider key in the vault, when a generation runs, then the upstream gets it and the event log, tables, Kafka, Redis, logs and API responses hold it in no form', async () => {
    proc = spawnApp('platform', {
      PORT: '0',
      LOG_LEVEL: 'debug',
      LOMO_DATA_DIR: dataDir,
      DATABASE_URL: backend.database,
      BUS: 'kafka',
      KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS,
      REDIS_URL: process.env.TEST_REDIS_URL,
      GATEWAY_DEV_LOGIN: 'true',
      VAULT_KEK: vaultKek,
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: await proxy.start(),
      GENERATION_PROVIDER_SECRETS: 'secrecy-callback-secret',
      GENERATION_PROVIDER_KEY: deploymentKey,
      BILLING_NO_CONFIRM_OPERATION_MINOR: '100000',
      BILLING_NO_CONFIRM_DAILY_MINOR: '1000000',
      STARTUP_TIMEOUT_MS: '150000',
    });
    const url = await waitForUrl(proc, 170_000);
    const client = await devClient(url, (body, h) => responses.push(body, JSON.stringify([...h])));
    const { call, post, headers } = client;
    const generate = async (text: string) => {
      const { json } = await post('/v1/main/messages', { text, language: 'en' });
      const [taskId] = json().taskIds as string[];
      await client.untilImaged(taskId, 90_000, () => proc!.stderr());
      await call(`/v1/tasks/${taskId}/events`, { headers });
      return taskId;
    };

    const registered = await post('/v1/credentials', {
      name: 'the studio key',
      kind: 'provider_key',
      providerId: 'sim',
      secret,
    });
    expect(registered.status).toBe(201);
    const { credentialId } = registered.json();

    await generate('a red cat, watercolour');
    const submissions = proxy.requests.filter((r) => r.method === 'POST' && r.path === '/v1/jobs');
    expect(submissions.map((r) => r.authorization)).toEqual([`Bearer ${secret}`]);

    // Revoked, the workspace falls back to the deployment's key.
    expect((await call(`/v1/credentials/${credentialId}`, { method: 'DELETE', headers })).status).toBe(200);
    await generate('a blue dog, watercolour');
    expect(
      proxy.requests.filter((r) => r.method === 'POST' && r.path === '/v1/jobs').map((r) => r.authorization),
    ).toEqual([`Bearer ${secret}`, `Bearer ${deploymentKey}`]);

    for (const path of ['/v1/credentials', '/v1/billing', '/v1/billing/ledger', '/v1/tasks', '/metrics'])
      await call(path, { headers });
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toEqual({ code: 0, signal: null });

    const forms = leakForms(secret);
    const found = (text: string) => forms.filter((form) => text.includes(form));
    const { events, audit } = await backend.withStore(async (store, sql) => ({
      events: await new EncryptingEventStore(store, {
        keys: new EventKeys(sql, new KekRing(kekOf(decodeKek(vaultKek)!))),
      }).readAll({ maxCount: 1_000_000 }),
      audit: await auditDeletion(
        sql,
        { taskId: secret, words: forms },
        { redisUrl: process.env.TEST_REDIS_URL, kafkaBrokers: process.env.TEST_KAFKA_BROKERS!.split(',') },
      ),
    }));
    // Each store was really read: the audit event, the request log line and the API answers name the credential.
    expect(events.filter((e) => e.type === 'CredentialUsed').map((e) => e.data)).toEqual([
      { credentialId, purpose: 'provider_request', target: 'sim' },
    ]);
    const logs = proc.stdout() + proc.stderr();
    expect(logs).toContain(credentialId);
    expect(responses.join('\n')).toContain(credentialId);
    expect(audit.unchecked).toEqual(['opensearch']);

    expect({
      events: found(JSON.stringify(events.map((e) => [e.streamId, e.type, e.data, e.metadata]))),
      tables: audit.leftovers.map((l) => `${l.table}.${l.column}`),
      kafkaAndRedis: audit.stores.map((l) => `${l.store} ${l.where}`),
      logs: found(logs),
      responses: found(responses.join('\n')),
    }).toEqual({ events: [], tables: [], kafkaAndRedis: [], logs: [], responses: [] });
  }, 240_000);
});
