import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnApp, spawnNode, waitForUrl, type AppProcess } from '@lomo/testing';
import { devClient } from './testing/dev-client';
import { leakForms } from './testing/leak-forms';

jest.setTimeout(240_000);

/**
 * Issue #30 item 7: logs carry no user content. The embedded platform runs
 * as its own process at debug level; a workspace registers a provider key and runs the red
 * cat to its image, reads it back, and deletes the task. Then its whole output holds neither
 * the prompt's words nor any secret — the API key, the vault's provider key, the deployment's
 * provider key, the key-encryption key — in any encoding.
 */
describe('the logs of a red cat run hold no user content (issue #30)', () => {
  let dataDir: string;
  let proc: AppProcess | undefined;
  const word = `lanternwick${randomBytes(3).toString('hex')}`;
  const prompt = `a red cat, watercolour, by the ${word} pond`;
  const providerKey = `sk-vault-${randomBytes(18).toString('base64url')}`;
  const deploymentKey = `sk-deployment-${randomBytes(12).toString('hex')}`;
  const kek = randomBytes(32).toString('base64');

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lomo-logs-'));
  });
  afterAll(async () => {
    proc?.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('given logging at trace level, when the red cat runs, is refused once, gets a follow-up, is read and deleted, then no log line holds its words or a secret', async () => {
    proc = spawnApp('platform', {
      PORT: '0',
      // Below debug: every line the platform can write (it makes no debug or trace call today).
      LOG_LEVEL: 'trace',
      LOMO_DATA_DIR: dataDir,
      GATEWAY_DEV_LOGIN: 'true',
      VAULT_KEK: kek,
      GENERATION_PROVIDER_KEY: deploymentKey,
    });
    const url = await waitForUrl(proc, 170_000);
    const { call, post, headers, key, untilImaged } = await devClient(url);

    const registered = await post('/v1/credentials', {
      name: 'the studio key',
      kind: 'provider_key',
      providerId: 'http',
      secret: providerKey,
    });
    expect(registered.status).toBe(201);
    // A refused post, its words in the body and in the invalid value the error names.
    expect((await post('/v1/main/messages', { text: prompt, language: word })).status).toBe(400);
    const posted = await post('/v1/main/messages', { text: prompt, language: 'en' });
    expect(posted.status).toBeLessThan(300);
    const [taskId] = posted.json().taskIds as string[];
    await untilImaged(taskId, 120_000, () => proc!.stderr());
    expect((await post(`/v1/tasks/${taskId}/messages`, { text: `and a ${word} hat` })).status).toBeLessThan(300);
    for (const path of [`/v1/tasks/${taskId}/events`, '/v1/main/messages', `/v1/objects?taskId=${taskId}`, '/v1/tasks'])
      expect((await call(path, { headers })).status).toBe(200);
    const deleted = await call(`/v1/tasks/${taskId}`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(202);
    // The cascade finishes before the platform stops: its receipt says when (ADR 0051).
    for (let i = 0; i < 300; i++) {
      if ((await call(`/v1/deletions/${deleted.json().id}`, { headers })).json().state === 'done') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toEqual({ code: 0, signal: null });

    // And the audit, from the deployment's own configuration, finds nothing of the task (issue 30 item 4).
    const audit = spawnNode(
      [
        resolve(__dirname, '../../../libs/operator/src/cli/lomo.js'),
        'audit',
        'deletion',
        taskId,
        '--text',
        word,
        '--format',
        'jsonl',
      ],
      {
        cwd: resolve(__dirname, '../../..'),
        env: { LOMO_DATA_DIR: dataDir },
      },
    );
    expect({ ...(await audit.exited), stdout: audit.stdout(), stderr: audit.stderr() }).toMatchObject({
      code: 0,
      stdout: '',
    });

    const logs = proc.stdout() + proc.stderr();
    // The logs were really captured: they name the task by its id, and the refused post by its status.
    expect(logs).toContain(taskId);
    expect(logs).toContain('"statusCode":400');
    const secrets = { apiKey: key, providerKey, deploymentKey, kek };
    const leaks = {
      prompt: [prompt, word, 'watercolour'].filter((w) => logs.toLowerCase().includes(w.toLowerCase())),
      secrets: Object.entries(secrets)
        .filter(([, secret]) => leakForms(secret).some((form) => logs.includes(form)))
        .map(([name]) => name),
    };
    expect(leaks).toEqual({ prompt: [], secrets: [] });
    // A platform process booted cold, an image and a deletion: about 50 s on a quiet 2-core box.
  }, 240_000);
});
