import { vaultStreamId } from '@lomo/contracts';
import type { SqlClient } from '@lomo/database';
import type { EventStore } from '@lomo/event-store';
import type { VaultEvent } from './vault.events';

/**
 * The vault's part of a task's deletion: the task's task-scoped credentials go
 * (ciphertext and row), and the vault's events stop naming the task — registrations scoped
 * to it and uses made by it are rewritten in place without the task id. Idempotent.
 */
export async function purgeVaultTask(
  sql: SqlClient,
  store: EventStore,
  { workspaceId, taskId }: { workspaceId: string; taskId: string },
): Promise<void> {
  await sql.query(`delete from vault_credentials where workspace_id = $1 and scope_kind = 'task' and scope_id = $2`, [
    workspaceId,
    taskId,
  ]);
  const streamId = vaultStreamId(workspaceId);
  if (!(await store.streamInfo(streamId))) return;
  const redactions = (await store.readStream(streamId))
    .filter((event) => JSON.stringify(event.data).includes(taskId))
    .map((event) => ({ eventId: event.id, data: withoutTask(event as unknown as VaultEvent) }));
  if (redactions.length > 0) await store.redact(streamId, redactions);
}

/** An event's data with the deleted task left out: a use keeps what and for whom, a registration its id and kind. */
function withoutTask(event: VaultEvent): VaultEvent['data'] {
  switch (event.type) {
    case 'CredentialUsed': {
      const { taskId: _task, ...data } = event.data;
      return data;
    }
    case 'CredentialRegistered':
      return {
        credentialId: event.data.credentialId,
        name: '',
        kind: event.data.kind,
        scope: { kind: 'task', taskId: '' },
      };
    case 'CredentialRevoked':
      return event.data;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
