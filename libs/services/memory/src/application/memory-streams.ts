import { EventSourcedCommandHandler, type EventStore } from '@lomo/event-store';
import { memoryStreamId } from '@lomo/contracts';
import type { Clock } from '@lomo/clock';
import type { ApiCaller } from '@lomo/service-api';
import { memoryDecider } from '../domain/memory.decider';
import type { MemoryCommand, MemoryEvent } from '../domain/memory.events';
import type { MemoryState } from '../domain/memory.state';

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
