import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { PNG } from 'pngjs';
import { spawnApp, waitForUrl, type AppProcess } from '../../../tools/e2e/app-process';
import { freePort } from '@lomo/testing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database of its own: the outboxes start from an empty log, not from other tests' events. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = new URL(process.env.TEST_DATABASE_URL!);
  const name = `lomo_distributed_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new Client({ connectionString: server.toString() });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * Distributed mode serving a user (issue 14): billing, workspace, generation-gateway,
 * task-runtime, router and the gateway as six OS processes on the real PostgreSQL, Kafka and
 * Redis (BUS=kafka), talking gRPC for queries and user commands. The test speaks only to the
 * standalone gateway's HTTP API. (The memory app hosts no API in this flow and is not started.)
 */
describe('six processes over gRPC and Kafka serve "a red cat, watercolour"', () => {
  const running: AppProcess[] = [];
  let dataDir: string;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  afterAll(async () => {
    for (const app of running) app.child.kill('SIGTERM');
    await Promise.all(running.map((app) => app.exited));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('given the apps as separate processes, when the user asks through the gateway, then the task finishes with its PNG, downloaded through the gateway', async () => {
    const started = Date.now();
    dataDir = await mkdtemp(join(tmpdir(), 'lomo-distributed-'));
    database = await freshDatabase();
    const grpc = {
      billing: await freePort(),
      workspace: await freePort(),
      generation: await freePort(),
      taskRuntime: await freePort(),
      router: await freePort(),
    };
    const peers = {
      BILLING_GRPC_URL: `127.0.0.1:${grpc.billing}`,
      WORKSPACE_GRPC_URL: `127.0.0.1:${grpc.workspace}`,
      GENERATION_GRPC_URL: `127.0.0.1:${grpc.generation}`,
      TASK_RUNTIME_GRPC_URL: `127.0.0.1:${grpc.taskRuntime}`,
      ROUTER_GRPC_URL: `127.0.0.1:${grpc.router}`,
    };
    const env = (app: string, extra: NodeJS.ProcessEnv) => ({
      PORT: '0',
      LOG_LEVEL: 'warn',
      LOMO_DATA_DIR: join(dataDir, app),
      DATABASE_URL: database.url,
      BUS: 'kafka',
      KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS,
      REDIS_URL: process.env.TEST_REDIS_URL,
      SERVICE_TOKEN: 'e2e-service-token-0123456789',
      STARTUP_TIMEOUT_MS: '150000',
      ...extra,
    });
    const start = (app: string, extra: NodeJS.ProcessEnv) => {
      const proc = spawnApp(app, env(app, extra));
      running.push(proc);
      return proc;
    };
    // All at once on a brand-new database, as a cluster restart does: migrations serialize
    // themselves (runMigrations' lock), and peers wait for each other within STARTUP_TIMEOUT_MS.
    const apps = [
      start('billing', { GRPC_PORT: String(grpc.billing) }),
      start('workspace', { GRPC_PORT: String(grpc.workspace) }),
      start('generation-gateway', {
        GRPC_PORT: String(grpc.generation),
        BILLING_GRPC_URL: peers.BILLING_GRPC_URL,
        WORKSPACE_GRPC_URL: peers.WORKSPACE_GRPC_URL,
      }),
      start('task-runtime', {
        GRPC_PORT: String(grpc.taskRuntime),
        WORKSPACE_GRPC_URL: peers.WORKSPACE_GRPC_URL,
        GENERATION_GRPC_URL: peers.GENERATION_GRPC_URL,
      }),
      start('router', {
        GRPC_PORT: String(grpc.router),
        TASK_RUNTIME_GRPC_URL: peers.TASK_RUNTIME_GRPC_URL,
        WORKSPACE_GRPC_URL: peers.WORKSPACE_GRPC_URL,
      }),
    ];
    const gatewayProc = start('gateway', {
      GATEWAY_DEV_LOGIN: 'true',
      TASK_RUNTIME_GRPC_URL: peers.TASK_RUNTIME_GRPC_URL,
      WORKSPACE_GRPC_URL: peers.WORKSPACE_GRPC_URL,
      ROUTER_GRPC_URL: peers.ROUTER_GRPC_URL,
    });
    const [gateway] = await Promise.all([waitForUrl(gatewayProc, 170_000), ...apps.map((a) => waitForUrl(a, 170_000))]);
    const booted = Date.now();

    let session: { key: string } | undefined;
    while (!session) {
      const res = await fetch(`${gateway}/v1/dev/session`);
      if (res.ok) session = (await res.json()) as { key: string };
      else await sleep(200);
    }
    const headers = { authorization: `Bearer ${session.key}`, 'content-type': 'application/json' };
    const posted = await fetch(`${gateway}/v1/main/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: 'a red cat, watercolour' }),
    });
    const entry = (await posted.json()) as { decision: string; taskIds: string[] };
    expect({ status: posted.status, decision: entry.decision }).toEqual({ status: 201, decision: expect.any(String) });
    expect(entry.taskIds).toHaveLength(1);
    const [taskId] = entry.taskIds;

    let card = { status: '', artifacts: [] as Array<{ objectId: string }>, checklist: [] as unknown[] };
    const deadline = Date.now() + 60_000;
    while (!(card.status === 'idle' && card.artifacts.length > 0)) {
      if (Date.now() > deadline) {
        const logs = running.map((a, i) => `--- app ${i}\n${(a.stdout() + a.stderr()).slice(-1500)}`).join('\n');
        throw new Error(`task stuck: ${JSON.stringify(card)}\n${logs}`);
      }
      await sleep(250);
      const res = await fetch(`${gateway}/v1/tasks/${taskId}`, { headers });
      if (res.ok) card = (await res.json()) as typeof card;
    }
    const finished = Date.now();
    expect(card.checklist).toEqual([expect.objectContaining({ status: 'done' })]);

    const download = await fetch(`${gateway}/v1/objects/${card.artifacts[0].objectId}/download`, { headers });
    expect({ status: download.status, type: download.headers.get('content-type') }).toEqual({
      status: 200,
      type: expect.stringContaining('image/png'),
    });
    const png = PNG.sync.read(Buffer.from(await download.arrayBuffer()));
    const at = (png.width * (png.height - 2) + 2) * 4;
    expect(png.data[at]).toBeGreaterThan(png.data[at + 1] + 80); // red, as the prompt says

    // A peer stopped: the gateway answers 503 naming it (within the call deadline), not a 500.
    const runtime = apps[3];
    runtime.child.kill('SIGTERM');
    await runtime.exited;
    const down = await fetch(`${gateway}/v1/tasks/${taskId}`, { headers });
    const problem = (await down.json()) as { type: string; peer: string };
    expect({ status: down.status, peer: problem.peer }).toEqual({ status: 503, peer: 'task-runtime' });
    expect(problem.type).toMatch(/peer_(unavailable|deadline_exceeded)$/);

    console.log(
      `distributed red cat: boot ${booted - started} ms, request → finished task ${finished - booted} ms, total ${Date.now() - started} ms`,
    );
  }, 300_000);
});
