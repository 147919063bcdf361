import type { LinkObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** An OpenAPI link: the value at `from` (a runtime expression) fills `parameter` of `operationId`. */
const link = (operationId: string, parameter: string, from: string): LinkObject => ({
  operationId,
  parameters: { [parameter]: from },
});

const linksTo = (operations: Record<string, string>, parameter: string, from: string) =>
  Object.fromEntries(Object.entries(operations).map(([name, id]) => [name, link(id, parameter, from)]));

/**
 * What a client does next with a task id it was given: the document says so with links, so
 * readers (and the fuzzer's stateful phase) follow real ids instead of guessing them.
 */
export const taskLinks = (from: string) =>
  linksTo(
    {
      GetTask: 'TasksController_get',
      TaskEvents: 'TasksController_events',
      PostTaskMessage: 'TasksController_message',
      PauseTask: 'TasksController_pause',
      ResumeTask: 'TasksController_resume',
      InterruptTask: 'TasksController_interrupt',
      StopTask: 'TasksController_stop',
      FireTrigger: 'TriggersController_fire',
    },
    'taskId',
    from,
  );

/** What a client can do with a main-thread message the router placed: move it (issue 27). */
export const mainMessageLinks = () =>
  linksTo({ MoveMessage: 'MainThreadController_move' }, 'messageId', '$response.body#/messageId');

/** What a client does next with an object id. */
export const objectLinks = (from: string) =>
  linksTo(
    {
      GetObject: 'ObjectsController_get',
      ObjectVersions: 'ObjectsController_versions',
      ObjectContent: 'ObjectsController_content',
      DownloadObject: 'ObjectsController_download',
      UpdateObject: 'ObjectsController_update',
    },
    'objectId',
    from,
  );

/** What a client can do with a message it delivered to a task, until a step takes it. */
export const taskMessageLinks = () =>
  Object.fromEntries(
    Object.entries({
      WithdrawMessage: 'TaskInboxController_withdraw',
      ReplaceMessage: 'TaskInboxController_replace',
    }).map(([name, operationId]): [string, LinkObject] => [
      name,
      { operationId, parameters: { taskId: '$response.body#/taskId', messageId: '$response.body#/messageId' } },
    ]),
  );

/** What a client does next with an MCP server it attached. */
export const mcpServerLinks = () =>
  linksTo({ DetachMcpServer: 'McpServersController_detach' }, 'name', '$response.body#/name');
