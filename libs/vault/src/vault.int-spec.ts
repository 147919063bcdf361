import { randomBytes, randomUUID } from 'node:crypto';
import { systemClock } from '@lomo/clock';
import { ConfigError } from '@lomo/config';
import { vaultStreamId } from '@lomo/contracts';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import { CredentialNotFound, CredentialOutOfScope, CredentialWasRevoked, type CredentialUse } from './credential';
import { DataKeys } from './data-keys';
import { SealBroken } from './envelope';
import { KekRing, kekOf } from './kek-ring';
import { Vault } from './vault';
import { migrateVault } from './vault-tables';
import { purgeVaultTask } from './vault-task-purge';
import { toolCredentials } from './tool-credentials';

const newKek = () => kekOf(randomBytes(32));
const alice = { workspaceId: 'ws-a', userId: 'alice' };
const providerUse: CredentialUse = { workspaceId: 'ws-a', purpose: 'provider_request', target: 'simulated' };
const secret = `sk-test-${randomBytes(12).toString('hex')}`;

describe('the credential vault on PGlite', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  const vaultWith = (ring: KekRing | undefined) => {
    const keys = new DataKeys(sql, ring);
    return { keys, vault: new Vault(sql, store, keys, systemClock) };
  };
  const reveal = (vault: Vault, id: string, use = providerUse) => vault.reveal(id, use, (plain) => plain);

  beforeEach(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
    await migrateVault(sql);
  });
  afterEach(async () => {
    await store.close();
    await sql.close();
  });

  it('given a registered provider key, when it is listed and used, then only metadata comes back and the use is audited without the secret', async () => {
    const { vault } = vaultWith(new KekRing(newKek()));
    const registered = await vault.register(alice, {
      name: 'simulated key',
      kind: 'provider_key',
      providerId: 'simulated',
      scope: { kind: 'workspace' },
      secret,
    });
    expect(registered).toEqual({
      credentialId: expect.any(String),
      workspaceId: 'ws-a',
      name: 'simulated key',
      kind: 'provider_key',
      providerId: 'simulated',
      scope: { kind: 'workspace' },
      createdBy: 'alice',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(await vault.list('ws-a'))).not.toContain(secret);
    expect(await vault.providerCredential('ws-a', 'simulated')).toBe(registered.credentialId);
    expect(await vault.providerCredential('ws-b', 'simulated')).toBeUndefined();

    expect(await reveal(vault, registered.credentialId)).toBe(secret);

    const events = await store.readStream(vaultStreamId('ws-a'));
    expect(events.map((e) => e.type)).toEqual(['CredentialRegistered', 'CredentialUsed']);
    expect(events[1].data).toEqual({
      credentialId: registered.credentialId,
      purpose: 'provider_request',
      target: 'simulated',
    });
    expect(JSON.stringify((await store.readAll()).map((e) => [e.data, e.metadata]))).not.toContain(secret);
    const { rows } = await sql.query<{ ciphertext: Buffer }>(`select ciphertext from vault_credentials`);
    expect(Buffer.from(rows[0].ciphertext).includes(Buffer.from(secret))).toBe(false);
    expect((await vault.list('ws-a'))[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('given credentials scoped to a user and a task, when someone else asks, then the use is refused with a typed error and not audited', async () => {
    const { vault } = vaultWith(new KekRing(newKek()));
    const mine = await vault.register(alice, {
      name: 'mcp',
      kind: 'mcp_token',
      scope: { kind: 'user', userId: 'alice' },
      secret,
    });
    const task = await vault.register(alice, {
      name: 'hook',
      kind: 'webhook_secret',
      scope: { kind: 'task', taskId: 't-1' },
      secret,
    });
    const tool = (over: Partial<CredentialUse>): CredentialUse => ({
      workspaceId: 'ws-a',
      purpose: 'tool_call',
      target: 'mcp.search',
      ...over,
    });
    await expect(reveal(vault, mine.credentialId, tool({ userId: 'bob' }))).rejects.toBeInstanceOf(
      CredentialOutOfScope,
    );
    await expect(reveal(vault, task.credentialId, tool({ taskId: 't-2' }))).rejects.toBeInstanceOf(
      CredentialOutOfScope,
    );
    await expect(
      reveal(vault, mine.credentialId, tool({ workspaceId: 'ws-b', userId: 'alice' })),
    ).rejects.toBeInstanceOf(CredentialNotFound);
    await expect(reveal(vault, 'no-such-id', tool({}))).rejects.toBeInstanceOf(CredentialNotFound);
    await expect(vault.get('ws-b', mine.credentialId)).rejects.toMatchObject({ code: 'credential_not_found' });
    expect(await reveal(vault, mine.credentialId, tool({ userId: 'alice' }))).toBe(secret);
    expect(await reveal(vault, task.credentialId, tool({ taskId: 't-1' }))).toBe(secret);
    const used = (await store.readStream(vaultStreamId('ws-a'))).filter((e) => e.type === 'CredentialUsed');
    expect(used).toHaveLength(2);
  });

  it('given a revoked credential, when it is used, then it is refused and its ciphertext is gone; revoking again is a no-op', async () => {
    const { vault } = vaultWith(new KekRing(newKek()));
    const { credentialId } = await vault.register(alice, {
      name: 'k',
      kind: 'provider_key',
      providerId: 'simulated',
      scope: { kind: 'workspace' },
      secret,
    });
    const revoked = await vault.revoke(alice, credentialId);
    expect(revoked.revokedAt).toEqual(expect.any(String));
    expect(await vault.revoke(alice, credentialId)).toEqual(revoked);
    await expect(reveal(vault, credentialId)).rejects.toBeInstanceOf(CredentialWasRevoked);
    expect(await vault.providerCredential('ws-a', 'simulated')).toBeUndefined();
    const { rows } = await sql.query(`select ciphertext from vault_credentials where credential_id = $1`, [
      credentialId,
    ]);
    expect(rows[0].ciphertext).toBeNull();
    await expect(vault.revoke({ workspaceId: 'ws-b', userId: 'x' }, credentialId)).rejects.toBeInstanceOf(
      CredentialNotFound,
    );
  });

  it('given a KEK rotation, when the new KEK is primary with the old one accepted, then secrets stay readable throughout and every data key is re-wrapped', async () => {
    const [oldKek, nextKek] = [newKek(), newKek()];
    const before = vaultWith(new KekRing(oldKek));
    const { credentialId } = await before.vault.register(alice, {
      name: 'k',
      kind: 'provider_key',
      providerId: 'simulated',
      scope: { kind: 'workspace' },
      secret,
    });
    await before.vault.register(
      { workspaceId: 'ws-b', userId: 'bob' },
      {
        name: 'k',
        kind: 'provider_key',
        providerId: 'simulated',
        scope: { kind: 'workspace' },
        secret,
      },
    );

    // Step 1: every process learns the next KEK while the old one stays primary.
    const learning = vaultWith(new KekRing(oldKek, [nextKek]));
    await learning.keys.check();
    expect(await learning.keys.rewrap()).toBe(0);
    // Step 2: the next KEK becomes primary; processes still on step 1 keep reading.
    const rotating = vaultWith(new KekRing(nextKek, [oldKek]));
    await rotating.keys.check();
    expect(await reveal(rotating.vault, credentialId)).toBe(secret);
    expect(await rotating.keys.rewrap()).toBe(2);
    expect(await rotating.keys.rewrap()).toBe(0);
    expect(await reveal(learning.vault, credentialId)).toBe(secret);
    // Step 3: the old KEK is dropped.
    const after = vaultWith(new KekRing(nextKek));
    await after.keys.check();
    expect(await reveal(after.vault, credentialId)).toBe(secret);
    await expect(vaultWith(new KekRing(oldKek)).keys.check()).rejects.toThrow(/VAULT_KEK: wrong key-encryption key/);
  });

  it('given a vault with data keys, when a process boots with a wrong KEK or none, then the check refuses naming VAULT_KEK', async () => {
    const right = newKek();
    await vaultWith(new KekRing(right)).vault.register(alice, {
      name: 'k',
      kind: 'webhook_secret',
      scope: { kind: 'workspace' },
      secret,
    });
    const wrong = vaultWith(new KekRing(newKek())).keys.check();
    await expect(wrong).rejects.toBeInstanceOf(ConfigError);
    await expect(wrong).rejects.toThrow(new RegExp(`VAULT_KEK: wrong key-encryption key: 1 .*${right.id}`));
    await expect(vaultWith(undefined).keys.check()).rejects.toThrow(/VAULT_KEK: unset, but the vault holds/);
    await expect(
      vaultWith(undefined).vault.register(alice, {
        name: 'k',
        kind: 'mcp_token',
        scope: { kind: 'workspace' },
        secret,
      }),
    ).rejects.toMatchObject({ code: 'vault_unavailable' });
    // Same id, different bytes: a forged key file cannot pass for the real one.
    const forged = { id: right.id, key: randomBytes(32) };
    await expect(vaultWith(new KekRing(forged)).keys.check()).rejects.toThrow(/do not open with that key/);
  });

  it('given a ciphertext copied onto another credential row, when that credential is used, then it does not open', async () => {
    const { vault } = vaultWith(new KekRing(newKek()));
    const spec = { name: 'k', kind: 'provider_key' as const, providerId: 'p', scope: { kind: 'workspace' as const } };
    const a = await vault.register(alice, { ...spec, secret });
    const b = await vault.register(alice, { ...spec, secret: 'another secret' });
    await sql.query(
      `update vault_credentials set ciphertext = (select ciphertext from vault_credentials where credential_id = $1) where credential_id = $2`,
      [a.credentialId, b.credentialId],
    );
    await expect(reveal(vault, b.credentialId)).rejects.toBeInstanceOf(SealBroken);
  });

  it('given a shredded workspace data key, when its credential is used, then the ciphertext no longer opens', async () => {
    const { vault, keys } = vaultWith(new KekRing(newKek()));
    const { credentialId } = await vault.register(alice, {
      name: 'k',
      kind: 'mcp_token',
      scope: { kind: 'workspace' },
      secret,
    });
    await keys.shred('ws-a');
    await expect(reveal(vault, credentialId)).rejects.toBeInstanceOf(SealBroken);
  });

  it('given a task that used its task-scoped credential, when the task is purged, then no vault row or event names it and other credentials stay', async () => {
    const { vault } = vaultWith(new KekRing(newKek()));
    const taskId = randomUUID();
    const scoped = await vault.register(alice, {
      name: 'hook of the task',
      kind: 'webhook_secret',
      scope: { kind: 'task', taskId },
      secret,
    });
    const kept = await vault.register(alice, {
      name: 'k',
      kind: 'mcp_token',
      scope: { kind: 'workspace' },
      secret,
    });
    const use: CredentialUse = { workspaceId: 'ws-a', taskId, purpose: 'tool_call', target: 'hook' };
    await reveal(vault, scoped.credentialId, use);
    await reveal(vault, kept.credentialId, use);
    /** Vault rows and events that still name the task (the operator's `lomo audit deletion` scans every table so). */
    const naming = async () => {
      const needle = `%${taskId}%`;
      const { rows } = await sql.query<{ n: number }>(
        `select (select count(*) from vault_data_keys v where row_to_json(v)::text like $1)
              + (select count(*) from vault_credentials v where row_to_json(v)::text like $1) as n`,
        [needle],
      );
      const events = (await store.readStream(vaultStreamId('ws-a'))).filter((e) =>
        JSON.stringify([e.data, e.metadata]).includes(taskId),
      );
      return Number(rows[0].n) + events.length;
    };
    expect(await naming()).toBeGreaterThan(0);

    await purgeVaultTask(sql, store, { workspaceId: 'ws-a', taskId });
    await purgeVaultTask(sql, store, { workspaceId: 'ws-a', taskId });

    expect(await naming()).toBe(0);
    expect((await vault.list('ws-a')).map((c) => c.credentialId)).toEqual([kept.credentialId]);
    expect(await reveal(vault, kept.credentialId)).toBe(secret);
    const used = (await store.readStream(vaultStreamId('ws-a'))).filter((e) => e.type === 'CredentialUsed');
    expect(used.map((e) => e.data)).toContainEqual({
      credentialId: kept.credentialId,
      purpose: 'tool_call',
      target: 'hook',
    });
  });

  it('given a credential reference of a tool call, when resolved, then workspace credentials open and a missing or foreign one is a typed error', async () => {
    const { vault } = vaultWith(new KekRing(newKek()));
    const { credentialId } = await vault.register(alice, {
      name: 'mcp',
      kind: 'mcp_token',
      scope: { kind: 'workspace' },
      secret,
    });
    const tools = toolCredentials(vault, 'mcp');
    expect(await tools.resolve(credentialId, 'ws-a')).toBe(secret);
    await expect(tools.resolve(credentialId, 'ws-b')).rejects.toBeInstanceOf(CredentialNotFound);
    await expect(tools.resolve('cred-missing', 'ws-a')).rejects.toMatchObject({ code: 'credential_not_found' });
  });
});
