import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '@lomo/config';
import { CredentialNotFound, CredentialOutOfScope, CredentialWasRevoked, type CredentialMetadata } from './credential';
import { refusalOf } from './credential.policy';
import { open, seal, SealBroken } from './envelope';
import { decodeKek, KekRing, kekOf } from './kek-ring';
import { withVaultConfig } from './vault.config';

class Config extends withVaultConfig(class {}) {}
const configError = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(Config, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
  }
  return 'no error';
};

describe('envelope encryption', () => {
  it('given a sealed value, when opened with its key and context, then the plaintext comes back; any other key or context fails', () => {
    const key = randomBytes(32);
    const sealed = seal(key, Buffer.from('s3cret'), 'ctx-a');
    expect(open(key, sealed, 'ctx-a').toString()).toBe('s3cret');
    expect(() => open(randomBytes(32), sealed, 'ctx-a')).toThrow(SealBroken);
    expect(() => open(key, sealed, 'ctx-b')).toThrow(SealBroken);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(() => open(key, tampered, 'ctx-a')).toThrow(SealBroken);
    expect(seal(key, Buffer.from('s3cret'), 'ctx-a').equals(sealed)).toBe(false);
  });

  it('given a data key wrapped in one workspace, when unwrapped for another, then it fails', () => {
    const ring = new KekRing(kekOf(randomBytes(32)));
    const { kekId, wrapped } = ring.wrap(randomBytes(32), 'ws-a');
    expect(() => ring.unwrap(kekId, wrapped, 'ws-b')).toThrow(SealBroken);
  });

  it('accepts KEKs of 32 bytes in base64, base64url or hex, and nothing else', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('base64'), key.toString('base64url'), key.toString('hex')])
      expect(decodeKek(text)?.equals(key)).toBe(true);
    for (const text of ['', 'short', randomBytes(16).toString('base64'), randomBytes(33).toString('hex')])
      expect(decodeKek(text)).toBeUndefined();
  });
});

describe('vault configuration (ADR 0002)', () => {
  it('given a malformed VAULT_KEK or VAULT_KEK_PREVIOUS, when the config loads, then it is refused naming the variable', () => {
    expect(configError({ VAULT_KEK: 'hunter2' })).toMatch(/VAULT_KEK must be 32 random bytes/);
    expect(configError({ VAULT_KEK: randomBytes(32).toString('base64'), VAULT_KEK_PREVIOUS: 'x' })).toMatch(
      /VAULT_KEK_PREVIOUS must be a comma-separated list/,
    );
    expect(configError({ VAULT_KEK_PREVIOUS: randomBytes(32).toString('base64') })).toMatch(
      /VAULT_KEK_PREVIOUS needs VAULT_KEK/,
    );
    const keys = [randomBytes(32), randomBytes(32)].map((k) => k.toString('base64'));
    expect(loadConfig(Config, { VAULT_KEK: keys[0], VAULT_KEK_PREVIOUS: keys.join(',') }).VAULT_KEK).toBe(keys[0]);
  });
});

describe('who may use a credential', () => {
  const credential = (over: Partial<CredentialMetadata> = {}): CredentialMetadata => ({
    credentialId: 'c1',
    workspaceId: 'ws',
    name: 'n',
    kind: 'mcp_token',
    scope: { kind: 'workspace' },
    createdBy: 'u',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  });
  const use = { workspaceId: 'ws', userId: 'u1', taskId: 't1', purpose: 'tool_call' as const, target: 'x' };

  it('refuses missing, foreign, revoked and out-of-scope references with typed errors', () => {
    expect(refusalOf('c1', undefined, use)).toBeInstanceOf(CredentialNotFound);
    expect(refusalOf('c1', credential({ workspaceId: 'other' }), use)).toBeInstanceOf(CredentialNotFound);
    expect(refusalOf('c1', credential({ revokedAt: '2026-01-02T00:00:00.000Z' }), use)).toBeInstanceOf(
      CredentialWasRevoked,
    );
    expect(refusalOf('c1', credential({ scope: { kind: 'user', userId: 'u2' } }), use)).toBeInstanceOf(
      CredentialOutOfScope,
    );
    expect(refusalOf('c1', credential({ scope: { kind: 'task', taskId: 't2' } }), use)).toBeInstanceOf(
      CredentialOutOfScope,
    );
  });

  it('allows the workspace, the scoped user and the scoped task', () => {
    expect(refusalOf('c1', credential(), use)).toBeUndefined();
    expect(refusalOf('c1', credential({ scope: { kind: 'user', userId: 'u1' } }), use)).toBeUndefined();
    expect(refusalOf('c1', credential({ scope: { kind: 'task', taskId: 't1' } }), use)).toBeUndefined();
  });
});
