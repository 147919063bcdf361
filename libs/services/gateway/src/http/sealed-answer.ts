import { mainThreadStreamId, taskStreamId } from '@lomo/contracts';
import { isSealedData, SHREDDED, type ContentSeal } from '@lomo/event-store';

/** The tasks a stored answer names: a main-thread post's `taskIds`, a task message's `taskId`. */
export function tasksNamed(answer: unknown): string[] {
  if (!answer || typeof answer !== 'object') return [];
  const { taskId, taskIds } = answer as { taskId?: unknown; taskIds?: unknown };
  const named = [...(Array.isArray(taskIds) ? taskIds : []), taskId].filter((id) => typeof id === 'string');
  return [...new Set(named as string[])];
}

const contextOf = (workspaceId: string, key: string) => `idempotency:${workspaceId}:${key}`;

/**
 * A stored answer to a retried request is the request's content again (a post's words, the task
 * it started): kept sealed, one layer under the key of each task it names and an outer one
 * under the caller's main thread (ADR 0087). Deleting any of those tasks, or erasing the person,
 * destroys a key it needs, so every copy of the row (a dump, a replica) is unreadable.
 */
export async function sealAnswer(
  seal: ContentSeal,
  owner: { workspaceId: string; userId: string; key: string },
  answer: unknown,
): Promise<string | undefined> {
  const streams = [...tasksNamed(answer).map(taskStreamId), mainThreadStreamId(owner.workspaceId, owner.userId)];
  const keys = await seal.keysOf(streams);
  let value: unknown = answer ?? null;
  for (const stream of streams) {
    value = keys.seal(stream, value, contextOf(owner.workspaceId, owner.key));
    // A task deleted while its request ran: nothing of it is kept.
    if (value === undefined) return undefined;
  }
  return JSON.stringify(value);
}

/** The stored answer opened, layer by layer; `SHREDDED` when one of its keys is destroyed. */
export async function openAnswer(
  seal: ContentSeal | undefined,
  owner: { workspaceId: string; key: string },
  stored: string,
): Promise<unknown> {
  let value: unknown = JSON.parse(stored);
  while (isSealedData(value)) {
    if (!seal) throw new Error('a sealed idempotent answer, and this gateway has no key-encryption key to open it');
    value = (await seal.keysOpening([value])).open(value, contextOf(owner.workspaceId, owner.key));
    if (value === SHREDDED) return SHREDDED;
  }
  return value;
}
