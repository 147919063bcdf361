import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthorErased } from '@lomo/service-api';
import { taskStreamId } from '../task.decider';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';
import { authorRedactions } from './author-redactions';

/** Erase the caller's own words from a task (a person's erasure, ADR 0057). */
export class EraseAuthor extends Command<AuthorErased> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
  ) {
    super();
  }
}

/**
 * Rewrites the task's stream in place (`EventStore.redact`, positions kept — the mechanism
 * deletion and forgetting use) without the caller's messages and their copies, then drops the
 * cached stream so the next step builds its context from the rewritten log. The task, its
 * owner's words and its work stay. Idempotent: a second call rewrites nothing.
 */
@CommandHandler(EraseAuthor)
export class EraseAuthorHandler implements ICommandHandler<EraseAuthor> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId }: EraseAuthor): Promise<AuthorErased> {
    await this.ctx.owned(caller, taskId);
    const store = this.ctx.need(this.ctx.store, 'eraseAuthor');
    const streamId = taskStreamId(taskId);
    const events = await store.readStream(streamId);
    const { redactions, messages } = authorRedactions(events, `user:${caller.userId}`);
    if (redactions.length > 0) await store.redact(streamId, redactions);
    this.ctx.tasks.forget(taskId);
    return { messages, events: redactions.length };
  }
}
