import { EventSourcedCommandHandler, type EventStore } from '@lomo/event-store';
import { MEMORY_STREAMS, memoryStreamId } from '@lomo/contracts';
import type { Clock } from '@lomo/clock';
import type { ApiCaller } from '@lomo/service-api';
import { memoryDecider } from '../domain/memory.decider';
import type { MemoryCommand, MemoryEvent } from '../domain/memory.events';
import type { MemoryState } from '../domain/memory.state';

/** Another member of the caller's workspace, and their memory. */
export interface Teammate {
  member: ApiCaller;
  state: MemoryState;
}

/** How many stream ids one listing reads while looking for a workspace's members. */
const MEMBER_PAGE = 200;

/**
 * The `memory-{workspace}-{user}` streams behind every memory handler, on the shared
 * command handler: the caller picks the stream, so another person's ids are simply absent.
 * Concurrent writers of one stream (the extractor and an API call) meet at the append's
 * expected revision; a conflict re-decides on fresh state.
 */
export class MemoryStreams {
  private readonly handler: EventSourcedCommandHandler<MemoryCommand, MemoryEvent, MemoryState>;

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {
    this.handler = new EventSourcedCommandHandler(store, memoryDecider, {
      retry: { maxRetries: 20 },
      cache: { maxStreams: 1_000 },
    });
  }

  now(): string {
    return this.clock.now().toISOString();
  }

  async state(caller: ApiCaller): Promise<MemoryState> {
    return (await this.handler.load(memoryStreamId(caller.workspaceId, caller.userId))).state;
  }

  /**
   * The states of the caller's teammates: every other member of the workspace who has a
   * memory stream. Workspace-scoped memories are the workspace's, so every member sees them
   * (issue 28 item 4); the streams are found by their id's prefix, each checked against the
   * workspace its first event names (a workspace id may be another's prefix).
   */
  async teammates(caller: ApiCaller): Promise<Teammate[]> {
    const own = memoryStreamId(caller.workspaceId, caller.userId);
    const prefix = memoryStreamId(caller.workspaceId, '');
    const states: Teammate[] = [];
    for (let after = prefix; ;) {
      const page = await this.store.listStreams({ category: MEMORY_STREAMS.category, after, limit: MEMBER_PAGE });
      const members = page.filter((s) => s.streamId.startsWith(prefix));
      for (const { streamId } of members) {
        if (streamId === own) continue;
        const [first] = await this.store.readStream(streamId, { maxCount: 1 });
        const { workspaceId, userId } = (first?.metadata ?? {}) as Partial<ApiCaller>;
        if (workspaceId === caller.workspaceId && userId)
          states.push({ member: { workspaceId, userId }, state: await this.stateOfStream(streamId) });
      }
      if (members.length < MEMBER_PAGE) return states;
      after = members[members.length - 1].streamId;
    }
  }

  /** The state of one stream by id (projections, which see stream ids, not callers). */
  async stateOfStream(streamId: string): Promise<MemoryState> {
    return (await this.handler.load(streamId)).state;
  }

  /** Decides on a stream found by id (the curator walks streams, not callers); metadata as the stream's first event has it. */
  async executeOnStream(streamId: string, command: MemoryCommand): Promise<MemoryEvent[]> {
    const [first] = await this.store.readStream(streamId, { maxCount: 1 });
    const { workspaceId, userId } = first.metadata as { workspaceId: string; userId: string };
    return (await this.execute({ workspaceId, userId }, command, 'system:memory-curator')).events;
  }

  /** Decides on the caller's stream; a refusal is thrown as the decider's typed `ApiError`. */
  async execute(
    caller: ApiCaller,
    command: MemoryCommand,
    actor = `user:${caller.userId}`,
  ): Promise<{ events: MemoryEvent[]; state: MemoryState }> {
    const result = await this.handler.execute(memoryStreamId(caller.workspaceId, caller.userId), command, {
      metadata: {
        workspaceId: caller.workspaceId,
        occurredAt: command.at,
        actor,
        userId: caller.userId,
      },
    });
    return { events: result.newEvents, state: result.newState };
  }
}
