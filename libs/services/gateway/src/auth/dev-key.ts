import type { ApiKeys } from './api-keys';

/**
 * The local console key (dev login), one for every gateway replica on the database: created by
 * the first to start, read by the others and by later restarts, so a replica's boot never logs
 * out a console signed in on another (see ApiKeys.createShared).
 */
export class DevKey {
  private session?: { key: string; workspaceId: string; userId: string };

  constructor(private readonly keys: ApiKeys) {}

  async issue(): Promise<void> {
    const { key } = await this.keys.createShared({
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
