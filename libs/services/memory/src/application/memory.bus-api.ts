import type { Buses } from '@lomo/event-store';
import type {
  ApiCaller,
  EpisodeView,
  ForgetResult,
  MemoryApi,
  MemoryView,
  ObservedMessage,
  ProfileView,
  RecalledEpisode,
  RecalledMemory,
} from '@lomo/service-api';
import { RecallEpisodes } from '../retrieval/recall-episodes.handler';
import { Recall } from '../retrieval/recall.handler';
import { CorrectMemory } from './correct-memory.handler';
import { ForgetMemory } from './forget-memory.handler';
import { ObserveMessage, type ObserveMessageInput } from './observe-message.handler';
import { GetMemory, GetProfile, ListEpisodes, ListMemories } from './read-memories.handlers';
import { Remember, type RememberInput } from './remember.handler';

/**
 * `MemoryApi` as the other services see it: each call is a command or query on the buses,
 * answered by its handler; a refusal keeps its `ApiError` type.
 */
export class MemoryBusApi implements MemoryApi {
  constructor(private readonly buses: Buses) {}

  listMemories(caller: ApiCaller, query?: Parameters<MemoryApi['listMemories']>[1]): Promise<MemoryView[]> {
    return this.buses.queries.execute(new ListMemories(caller, query));
  }
  getMemory(caller: ApiCaller, memoryId: string): Promise<MemoryView> {
    return this.buses.queries.execute(new GetMemory(caller, memoryId));
  }
  correctMemory(
    caller: ApiCaller,
    memoryId: string,
    input: { content: string; requestId: string },
  ): Promise<MemoryView> {
    return this.buses.commands.execute(new CorrectMemory(caller, memoryId, input));
  }
  forgetMemory(
    caller: ApiCaller,
    memoryId: string,
    input: { reason?: string; messageId?: string; versions?: number[] } = {},
  ): Promise<ForgetResult> {
    return this.buses.commands.execute(
      new ForgetMemory(caller, memoryId, input.reason ?? 'forgotten by the user', input.messageId, input.versions),
    );
  }
  getProfile(caller: ApiCaller): Promise<ProfileView> {
    return this.buses.queries.execute(new GetProfile(caller));
  }
  remember(caller: ApiCaller, input: RememberInput): Promise<MemoryView> {
    return this.buses.commands.execute(new Remember(caller, input));
  }
  recall(caller: ApiCaller, input: { query: string; taskId?: string; limit?: number }): Promise<RecalledMemory[]> {
    return this.buses.queries.execute(new Recall(caller, input));
  }
  listEpisodes(caller: ApiCaller, query?: Parameters<MemoryApi['listEpisodes']>[1]): Promise<EpisodeView[]> {
    return this.buses.queries.execute(new ListEpisodes(caller, query));
  }
  recallEpisodes(
    caller: ApiCaller,
    input: { query: string; taskId?: string; limit?: number },
  ): Promise<RecalledEpisode[]> {
    return this.buses.queries.execute(new RecallEpisodes(caller, input));
  }
  observeMessage(caller: ApiCaller, input: ObserveMessageInput): Promise<ObservedMessage> {
    return this.buses.commands.execute(new ObserveMessage(caller, input));
  }
}
