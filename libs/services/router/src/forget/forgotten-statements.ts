import { decodeEvent, encodeEvent, mainThreadStreamId, type EventOf } from '@lomo/contracts';
import { on, type HandlerBinding, type MessageType } from '@lomo/messaging';
import { StreamDeleted, StreamNotFound, type EventStore, type RecordedEvent } from '@lomo/event-store';
import { stableId } from '@lomo/service-api';
import { systemClock, type Clock } from '@lomo/clock';
import type { MainThreadEvent } from '../main-thread/main-thread.events';

type MemoryForgotten = EventOf<'lomo.memory.v1.MemoryForgotten'>;

/** The message a statement evidence id names (`msg:<message id>:<digest>`), if it names one. */
const messageOf = (evidenceId: string): string | undefined =>
  evidenceId.startsWith('msg:') ? evidenceId.slice(4, evidenceId.lastIndexOf(':')) : undefined;

/**
 * The router's part of a forget (issue 28, R-9.5): when memory forgot statements that
 * messages of this person's main thread made, a `StatementsForgotten` record is appended to
 * the thread naming those messages and the evidence — ids only — so the task index, a
 * projection of the thread, leaves the words out from then on and on every rebuild. The raw
 * chat stays. The record's id derives from the bus message: a redelivery appends nothing.
 */
export async function recordForgottenStatements(
  store: EventStore,
  busMessageId: string,
  forgotten: MemoryForgotten,
  clock: Clock = systemClock,
): Promise<void> {
  const workspaceId = forgotten.envelope?.workspaceId ?? '';
  if (!workspaceId || !forgotten.userId) return;
  const streamId = mainThreadStreamId(workspaceId, forgotten.userId);
  const named = new Set(forgotten.evidenceIds.flatMap((id) => messageOf(id) ?? []));
  if (named.size === 0) return;
  let thread: RecordedEvent[];
  try {
    thread = await store.readStream(streamId);
  } catch (error) {
    // The person was erased (ADR 0057): their thread is gone, and with it every message to mark.
    if (error instanceof StreamDeleted || error instanceof StreamNotFound) return;
    throw error;
  }
  const messageIds = thread.flatMap((e) => {
    const event = { type: e.type, data: e.data } as MainThreadEvent;
    return event.type === 'MainMessagePosted' && named.has(event.data.messageId) ? [event.data.messageId] : [];
  });
  if (messageIds.length === 0) return;
  const evidenceIds = forgotten.evidenceIds.filter((id) => messageIds.includes(messageOf(id) ?? ''));
  const event: MainThreadEvent = {
    type: 'StatementsForgotten',
    data: { messageIds, evidenceIds, at: clock.now().toISOString() },
  };
  await store
    .append(
      streamId,
      [
        {
          id: stableId('router-forget', busMessageId),
          ...event,
          metadata: { workspaceId, actor: 'system:router' },
        },
      ],
      { expected: 'any' },
    )
    .catch((error: unknown) => {
      // Erased between the read and the append: nothing is left to mark.
      if (!(error instanceof StreamDeleted)) throw error;
    });
}

const FORGOTTEN = 'lomo.memory.v1.MemoryForgotten';
const MemoryForgottenType: MessageType<MemoryForgotten> = {
  type: FORGOTTEN,
  encode: (event) => encodeEvent(FORGOTTEN, event),
  decode: (bytes) => decodeEvent(FORGOTTEN, bytes),
};

/** The router group's binding for `memory.memory.v1`: each forget is recorded in the person's thread. */
export const onMemoryForgotten = (store: EventStore, clock: Clock = systemClock): HandlerBinding =>
  on(MemoryForgottenType, ({ id, payload }) => recordForgottenStatements(store, id, payload, clock));
