import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, EpisodeView, MemoryApi, MemoryView, ProfileView } from '@lomo/service-api';
import { episodeViews } from './episode-views';
import { MemoryStreams } from './memory-streams';
import { holdersOf, memoryViews, ownerOf, requireMemory, sharedProfileView, sharedViews } from './memory-views';
import { supersededAcrossMembers } from './workspace-slots';

export class ListMemories extends Query<MemoryView[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly query: NonNullable<Parameters<MemoryApi['listMemories']>[1]> = {},
  ) {
    super();
  }
}

@QueryHandler(ListMemories)
export class ListMemoriesHandler implements IQueryHandler<ListMemories> {
  constructor(private readonly streams: MemoryStreams) {}

  async execute({ caller, query }: ListMemories): Promise<MemoryView[]> {
    // The caller's own memories first, then the workspace's that teammates stated; a workspace
    // fact a teammate corrected is listed as corrected, not beside the correction.
    const own = await this.streams.state(caller);
    const teammates = await this.streams.teammates(caller);
    const replaced = supersededAcrossMembers([{ holder: '', state: own }, ...holdersOf(teammates)]);
    const all = [...memoryViews(own), ...sharedViews(teammates)].filter((m) => !replaced.has(m.memoryId));
    return all
      .filter((m) => (query.scope ? m.scope === query.scope : true))
      .filter((m) => (query.taskId ? m.taskId === query.taskId : true))
      .slice(0, query.limit ?? 100);
  }
}

export class GetMemory extends Query<MemoryView> {
  constructor(
    readonly caller: ApiCaller,
    readonly memoryId: string,
  ) {
    super();
  }
}

@QueryHandler(GetMemory)
export class GetMemoryHandler implements IQueryHandler<GetMemory> {
  constructor(private readonly streams: MemoryStreams) {}

  async execute({ caller, memoryId }: GetMemory): Promise<MemoryView> {
    const own = await this.streams.state(caller);
    const teammate = own.memories.has(memoryId)
      ? undefined
      : ownerOf(own, await this.streams.teammates(caller), memoryId);
    const memory = requireMemory(teammate?.state ?? own, memoryId);
    return teammate ? { ...memory, sharedBy: teammate.member.userId } : memory;
  }
}

export class GetProfile extends Query<ProfileView> {
  constructor(readonly caller: ApiCaller) {
    super();
  }
}

@QueryHandler(GetProfile)
export class GetProfileHandler implements IQueryHandler<GetProfile> {
  constructor(private readonly streams: MemoryStreams) {}

  async execute({ caller }: GetProfile): Promise<ProfileView> {
    return sharedProfileView(await this.streams.state(caller), await this.streams.teammates(caller));
  }
}

export class ListEpisodes extends Query<EpisodeView[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly query: NonNullable<Parameters<MemoryApi['listEpisodes']>[1]> = {},
  ) {
    super();
  }
}

@QueryHandler(ListEpisodes)
export class ListEpisodesHandler implements IQueryHandler<ListEpisodes> {
  constructor(private readonly streams: MemoryStreams) {}

  async execute({ caller, query }: ListEpisodes): Promise<EpisodeView[]> {
    return episodeViews(await this.streams.state(caller))
      .filter((e) => (query.taskId ? e.taskId === query.taskId : true))
      .slice(0, query.limit ?? 50);
  }
}
