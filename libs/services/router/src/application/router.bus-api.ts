import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { ApiCaller, MainThreadEntry, PersonThreadErased, RouterApi } from '@lomo/service-api';
import { PostMessage, type PostMessageInput } from '../main-thread/post-message.handler';
import { ReadThread } from '../main-thread/read-thread.handler';
import { AnswerCard } from '../main-thread/answer-card.handler';
import { MoveMessage } from '../main-thread/move-message.handler';
import { ErasePerson } from '../person-erased/erase-person.handler';

/** `RouterApi` on the buses: each call is one command or query, answered by its handler in `main-thread/`. */
@Injectable()
export class RouterBusApi implements RouterApi {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  postMessage(caller: ApiCaller, input: PostMessageInput): Promise<MainThreadEntry> {
    return this.commands.execute(new PostMessage(caller, input));
  }

  readThread(caller: ApiCaller, query?: { limit?: number }): Promise<MainThreadEntry[]> {
    return this.queries.execute(new ReadThread(caller, query));
  }

  answerCard(caller: ApiCaller, messageId: string, input: { optionId: string }): Promise<MainThreadEntry> {
    return this.commands.execute(new AnswerCard(caller, messageId, input.optionId));
  }

  moveMessage(caller: ApiCaller, messageId: string, input: { taskId: string }): Promise<MainThreadEntry> {
    return this.commands.execute(new MoveMessage(caller, messageId, input.taskId));
  }

  erasePerson(caller: ApiCaller): Promise<PersonThreadErased> {
    return this.commands.execute(new ErasePerson(caller));
  }
}
