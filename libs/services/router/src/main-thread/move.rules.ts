import { ApiError, type MainThreadEntry } from '@lomo/service-api';

/** What decides whether a message can be moved: read from the thread entry (handler) or the decider state. */
export interface MoveSubject {
  /** How many tasks it is in now. */
  tasks: number;
  /** Its words went with a deleted task. */
  redacted: boolean;
  card?: { answered: boolean; forget: boolean };
}

const notMovable = (messageId: string, why: string) =>
  new ApiError('conflict', 'message_not_movable', `message ${messageId} cannot be moved: ${why}`);

/**
 * Pure: why a message cannot be moved (issue 27), or `undefined`. The handler asks before any
 * I/O; the decider asks again when the move is recorded. A message answered in the main thread
 * may go to a task; an open question is answered, not moved; a forget request is memory's.
 */
export function moveRefusal(messageId: string, subject: MoveSubject | undefined): ApiError | undefined {
  if (!subject) return new ApiError('not_found', 'message_not_found', `no main-thread message ${messageId}`);
  if (subject.redacted) return notMovable(messageId, 'its words were deleted with its task');
  if (subject.card?.forget) return notMovable(messageId, 'a forget request goes to memory, not to a task');
  if (subject.card && !subject.card.answered)
    return notMovable(messageId, 'the router asked about it: answer its question instead');
  if (subject.tasks > 1) return notMovable(messageId, `it went to ${subject.tasks} tasks (an object linked to each)`);
  return undefined;
}

/** The subject as the thread read shows it. */
export const moveSubjectOf = (entry: MainThreadEntry | undefined): MoveSubject | undefined =>
  entry && {
    tasks: entry.taskIds.length,
    redacted: entry.text === '',
    ...(entry.card
      ? { card: { answered: entry.card.state === 'answered', forget: (entry.card.memories?.length ?? 0) > 0 } }
      : {}),
  };
