import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { TaskKind } from '../task.events';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

/** Creates a task and delivers its first message (the user's own words keep the language, R-2.7). */
export class CreateTask extends Command<{ taskId: string; messageId: string }> {
  constructor(
    readonly caller: Caller,
    readonly input: {
      text: string;
      kind?: TaskKind;
      language?: string;
      taskId?: string;
      messageId?: string;
      rubric?: string;
    },
  ) {
    super();
  }
}

@CommandHandler(CreateTask)
export class CreateTaskHandler implements ICommandHandler<CreateTask> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, input }: CreateTask): Promise<{ taskId: string; messageId: string }> {
    const taskId = input.taskId ?? randomUUID();
    const messageId = input.messageId ?? randomUUID();
    const rubric = input.rubric ? { rubric: input.rubric } : {};
    await this.ctx.run(
      taskId,
      {
        type: 'CreateTask',
        taskId,
        workspaceId: caller.workspaceId,
        userId: caller.userId,
        kind: input.kind ?? 'persistent',
        brief: input.text,
        language: input.language,
        ...rubric,
        ...(caller.viaOpenApi ? { viaOpenApi: true } : {}),
        at: this.ctx.at(),
      },
      caller,
    );
    await this.ctx.deliver(caller, taskId, { messageId, text: input.text });
    return { taskId, messageId };
  }
}
