import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, StreamNotFound, formatPosition, type EventStore, type RecordedEvent } from '@lomo/event-store';
import type { ApiCaller, MainThreadEntry } from '@lomo/service-api';
import { mainThreadStreamId } from './main-thread.decider';
import type { MainThreadEvent } from './main-thread.events';

/** The main thread of the caller, oldest first, each message with where it went. */
export class ReadThread extends Query<MainThreadEntry[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly query: { limit?: number } = {},
  ) {
    super();
  }
}

@QueryHandler(ReadThread)
export class ReadThreadHandler implements IQueryHandler<ReadThread> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ caller, query }: ReadThread): Promise<MainThreadEntry[]> {
    let events: RecordedEvent[];
    try {
      events = await this.store.readStream(mainThreadStreamId(caller.workspaceId, caller.userId));
    } catch (error) {
      if (error instanceof StreamNotFound) return [];
      throw error;
    }
    const entries = new Map<string, MainThreadEntry>();
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as MainThreadEvent;
      if (event.type === 'MainMessagePosted') {
        const { messageId, text, target, at } = event.data;
        entries.set(messageId, {
          messageId,
          text,
          postedAt: at,
          ...(target ? { target } : {}),
          decision: 'created_task',
          taskIds: [],
          position: formatPosition(recorded.position),
        });
      } else if (event.type === 'MainMessageRouted') {
        const entry = entries.get(event.data.messageId);
        const { decision, taskIds, reason, reply, card, language } = event.data;
        if (entry)
          Object.assign(entry, {
            decision,
            taskIds,
            reason,
            ...(language ? { language } : {}),
            ...(reply ? { reply } : {}),
            ...(card ? { card: { ...card, state: 'open' } } : {}),
            position: formatPosition(recorded.position),
          });
      } else if (event.type === 'DisambiguationAnswered') {
        const entry = entries.get(event.data.messageId);
        if (entry?.card)
          Object.assign(entry, {
            decision: event.data.decision,
            taskIds: event.data.taskIds,
            card: { ...entry.card, state: 'answered', answeredOptionId: event.data.optionId },
            position: formatPosition(recorded.position),
          });
      } else if (event.type === 'ForgetAnswered') {
        const entry = entries.get(event.data.messageId);
        if (entry?.card)
          Object.assign(entry, {
            reply: event.data.reply,
            card: { ...entry.card, state: 'answered', answeredOptionId: event.data.optionId },
            position: formatPosition(recorded.position),
          });
      }
    }
    const all = [...entries.values()];
    return query.limit ? all.slice(-query.limit) : all;
  }
}
