import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock } from '@lomo/clock';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import {
  EMBEDDER,
  EMBEDDING_STORE,
  SEARCH_INDEX,
  type Embedder,
  type EmbeddingStore,
  type SearchIndex,
} from '@lomo/search';
import type { ApiCaller, PersonThreadErased } from '@lomo/service-api';
import { ROUTER_CLOCK } from '../main-thread/router-clock';
import { TaskIndexProcessor } from '../task-index/task-index.processor';
import { eraseThread } from './erase-thread';

/** Erase the caller's main thread: the router's part of a person's erasure (ADR 0057). */
export class ErasePerson extends Command<PersonThreadErased> {
  constructor(readonly caller: ApiCaller) {
    super();
  }
}

@CommandHandler(ErasePerson)
export class ErasePersonHandler implements ICommandHandler<ErasePerson> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SEARCH_INDEX) private readonly search: SearchIndex,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
    private readonly index: TaskIndexProcessor,
    @Inject(ROUTER_CLOCK) private readonly clock: Clock,
    @Inject(EMBEDDING_STORE) private readonly vectors: EmbeddingStore,
  ) {}

  execute({ caller }: ErasePerson): Promise<PersonThreadErased> {
    const { store, search, embedder, vectors, index, clock } = this;
    return eraseThread({ store, search, embedder, vectors, index, now: () => clock.now().toISOString() }, caller);
  }
}
