import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeKek, embeddedKekFile, kekIdOf } from '@lomo/vault';
import { spawnApp, waitForUrl, type AppProcess } from '@lomo/testing';

/**
 * The vault's KEK at boot (R-10.7, ADR 0002): a process whose KEK does not open the vault's
 * data keys refuses to start with one line naming VAULT_KEK (exit 78); during a rotation the
 * new KEK with the old one still accepted boots, re-wraps, and serves the same credentials.
 */
describe('platform process: the vault refuses a wrong key-encryption key at boot', () => {
  let dataDir: string;
  const running: AppProcess[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lomo-vault-boot-'));
  });
  afterAll(async () => {
    for (const proc of running) proc.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = (env: NodeJS.ProcessEnv) => {
    const proc = spawnApp('platform', { PORT: '0', LOMO_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
    running.push(proc);
    return proc;
  };
  const stop = async (proc: AppProcess) => {
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toEqual({ code: 0, signal: null });
  };
  const session = async (url: string) => {
    const { key } = (await (await fetch(`${url}/v1/dev/session`)).json()) as { key: string };
    return { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  };

  it('given a vault sealed under the embedded KEK, when booted with another VAULT_KEK, then exit 78 naming it; with the old one as VAULT_KEK_PREVIOUS it boots and serves', async () => {
    const first = start({});
    const url = await waitForUrl(first);
    const headers = await session(url);
    const registered = await fetch(`${url}/v1/credentials`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'mcp', kind: 'mcp_token', secret: randomBytes(24).toString('hex') }),
    });
    expect(registered.status).toBe(201);
    const { credentialId } = (await registered.json()) as { credentialId: string };
    await stop(first);

    const embedded = (await readFile(embeddedKekFile(dataDir), 'utf8')).trim();
    const next = randomBytes(32).toString('base64');
    const wrong = start({ VAULT_KEK: next });
    expect(await wrong.exited).toEqual({ code: 78, signal: null });
    const lines = wrong.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^lomo platform: invalid configuration: VAULT_KEK: wrong key-encryption key: 1 workspace data key\\(s\\) are wrapped by KEK ${kekIdOf(decodeKek(embedded)!)}`,
      ),
    );
    expect(wrong.stdout()).not.toContain('listening');

    const rotating = start({ VAULT_KEK: next, VAULT_KEK_PREVIOUS: embedded });
    const rotatedUrl = await waitForUrl(rotating);
    const listed = await fetch(`${rotatedUrl}/v1/credentials`, { headers: await session(rotatedUrl) });
    expect(((await listed.json()) as Array<{ credentialId: string }>).map((c) => c.credentialId)).toEqual([
      credentialId,
    ]);
    await stop(rotating);

    // Every data key is under the new KEK now: the old one can go.
    await waitForUrl(start({ VAULT_KEK: next })).then(async () => stop(running.at(-1)!));
    // Four platform processes boot in turn: on a loaded 2-core CI machine that outlasted 60 s.
  }, 240_000);
});
