import { TOPICS } from '../catalog/lomo-topics';
import type { OutgoingMessage } from '../message-bus';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Topics whose records each belong to one task: their key names it (`task-{id}`, the id, `genjob-{ws}-{id}:…`). */
const TASK_KEYED = new Set<string>([TOPICS.taskRuntime.task, TOPICS.taskRuntime.wakeup, TOPICS.generationGateway.job]);

/** Every UUID in a text (task ids are UUIDs; so are event ids, which match no task key). */
export const uuidsIn = (text: string): string[] => [...new Set(text.match(UUID) ?? [])].map((u) => u.toLowerCase());

/**
 * The task a record belongs to, by its topic and key: the last UUID of the key of a task,
 * wake-up or job record (a job key's task id comes after its workspace). Undefined for other topics.
 */
export function owningTask(message: Pick<OutgoingMessage, 'topic' | 'key'>): string | undefined {
  return TASK_KEYED.has(message.topic) ? uuidsIn(message.key).at(-1) : undefined;
}

/** The ids a record mentions anywhere — key, value, correlation and causation — that may be tasks. */
export function mentionedIds(message: OutgoingMessage): string[] {
  const text = [
    message.key,
    Buffer.from(message.value).toString('latin1'),
    message.correlationId ?? '',
    message.causationId ?? '',
    ...Object.values(message.headers ?? {}),
  ].join('\n');
  return uuidsIn(text);
}
