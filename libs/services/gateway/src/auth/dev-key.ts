import type { ApiKeys } from './api-keys';

/** The local console key of embedded mode, re-issued at every start (the plaintext lives only in memory). */
export class DevKey {
  private session?: { key: string; workspaceId: string; userId: string };

  constructor(private readonly keys: ApiKeys) {}

  async issue(): Promise<void> {
    const { key } = await this.keys.create({
      keyId: 'localconsole',
      workspaceId: 'local',
      userId: 'local',
      scopes: ['read', 'write', 'trigger'],
      kind: 'console',
    });
    this.session = { key, workspaceId: 'local', userId: 'local' };
  }

  current() {
    return this.session;
  }
}
