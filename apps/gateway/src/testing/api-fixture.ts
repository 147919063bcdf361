import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createLomoApp, type LomoAppDefinition } from '@lomo/bootstrap';
import { loadConfig, type BaseAppConfig } from '@lomo/config';
import { ApiKeys, type Scope } from '@lomo/services/gateway';

/** A running app on a free port with API keys for two workspaces (isolation tests need both). */
export interface ApiFixture {
  app: INestApplication;
  url: string;
  /** `a`, `b`, `readOnly`, `trigger`: console keys; `openApi`: an open-API key of workspace a. */
  keys: { a: string; b: string; readOnly: string; trigger: string; openApi: string };
  /** Workspace ids, unique per fixture so suites sharing a database server never see each other. */
  workspaces: { a: string; b: string };
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

export async function startApi<C extends BaseAppConfig>(
  definition: LomoAppDefinition<C>,
  env: NodeJS.ProcessEnv,
): Promise<ApiFixture> {
  const app = await createLomoApp(
    definition,
    loadConfig(definition.config, {
      LOG_LEVEL: 'silent',
      PORT: '0',
      LOMO_DATA_DIR: mkdtempSync(join(tmpdir(), 'lomo-api-')),
      ...env,
    }),
  );
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const apiKeys = app.get(ApiKeys);
  // Console keys act as the user at the console; an open-API key's paid calls are confirmed one by one.
  const key = async (workspaceId: string, userId: string, scopes: Scope[], kind: 'api' | 'console' = 'console') =>
    (await apiKeys.create({ workspaceId, userId, scopes, kind })).key;
  const run = randomUUID().slice(0, 8);
  const workspaces = { a: `ws-a-${run}`, b: `ws-b-${run}` };
  const keys = {
    a: await key(workspaces.a, 'alice', ['read', 'write']),
    b: await key(workspaces.b, 'bob', ['read', 'write']),
    readOnly: await key(workspaces.a, 'alice', ['read']),
    trigger: await key(workspaces.a, 'cron', ['trigger']),
    openApi: await key(workspaces.a, 'alice', ['read', 'write'], 'api'),
  };
  return { app, url, keys, workspaces, http: request(url), close: () => app.close() };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/**
 * Idle with nothing left to read. A task is `idle` also just after it is made, before its first turn
 * has taken the message that made it: waiting for `idle` alone passes at once on a quick machine
 * and races the turn on a slow one.
 */
export const settled = (card: { status: string; inbox: ReadonlyArray<{ state: string }> }) =>
  card.status === 'idle' && card.inbox.every((m) => m.state !== 'pending');

/** Polls until `check` returns a value (not undefined) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The settings of an embedded platform whose only provider is a simulated upstream a test owns. */
export const simulatedProvider = (url: string, secret: string) => ({
  DATABASE_URL: 'memory://',
  GENERATION_SIMULATOR: 'off' as const,
  GENERATION_PROVIDER_ID: 'sim',
  GENERATION_PROVIDER_URL: url,
  GENERATION_PROVIDER_SECRETS: secret,
});

/** The raw bytes of an object's version, downloaded through the API. */
export async function downloadBytes(api: ApiFixture, key: string, objectId: string): Promise<Buffer> {
  const res = await api.http
    .get(`/v1/objects/${objectId}/download`)
    .set(bearer(key))
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return res.body as Buffer;
}

/**
 * The embedded platform with OpenAI Images as its only provider, served by `openai` (a started
 * double, its URL given): the simulator is off, so every generation reaches the double.
 */
export function startApiOnOpenAi<C extends BaseAppConfig>(
  definition: LomoAppDefinition<C>,
  openaiUrl: string,
  key: string,
): Promise<ApiFixture> {
  return startApi(definition, {
    DATABASE_URL: 'memory://',
    GENERATION_SIMULATOR: 'off',
    GENERATION_PROVIDERS: 'openai',
    GENERATION_OPENAI_BASE_URL: `${openaiUrl}/v1`,
    GENERATION_OPENAI_API_KEY: key,
  });
}
