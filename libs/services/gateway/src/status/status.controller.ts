import { applyDecorators, Get, Inject, Optional, Param, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { TASK_RUNTIME_API, type ApiCaller, type TaskRuntimeApi } from '@lomo/service-api';
import { Caller } from '../auth/api-key.guard';
import { GatewayController, hosted } from '../http/gateway-controller';
import { refuse } from '../http/problem';
import { TaskIdParam } from '../tasks/tasks.dto';
import { STATUS_FAN_OUT } from './status.tokens';
import type { StatusFanOut } from './status-fan-out';
import { StatusReader } from './status-reader';
import { cursorOf, serveSse, SseConnections } from './sse-connection';

const SseDoc = () =>
  applyDecorators(
    ApiProduces('text/event-stream'),
    ApiHeader({
      name: 'Last-Event-ID',
      required: false,
      description: 'Resume after this log position (sent by EventSource on reconnect)',
    }),
    ApiQuery({ name: 'after', required: false, description: 'Same as Last-Event-ID, for the first connect' }),
    ApiQuery({
      name: 'access_token',
      required: false,
      description: 'The API key, for clients that cannot set headers (EventSource)',
    }),
  );

/** Live status as Server-Sent Events, event id = log position. */
@GatewayController('', 'status stream')
export class StatusController {
  constructor(
    @Inject(STATUS_FAN_OUT) private readonly fanOut: StatusFanOut,
    private readonly reader: StatusReader,
    private readonly connections: SseConnections,
    @Optional() @Inject(TASK_RUNTIME_API) private readonly runtime?: TaskRuntimeApi,
  ) {}

  @Get('stream')
  @ApiOperation({ summary: "Status updates of every task in the caller's workspace; without a cursor, live from now" })
  @SseDoc()
  async workspace(@Caller() caller: ApiCaller, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { after, invalid } = cursorOf(req);
    if (invalid) throw refuse(400, 'invalid_cursor', `"${invalid}" is not a log position such as 1234-0`);
    await serveSse(
      req,
      res,
      {
        subscribe: (listener, missed) => this.fanOut.subscribe(caller.workspaceId, listener, missed),
        history: async (cursor) => (cursor ? this.reader.workspaceHistory(caller.workspaceId, cursor) : []),
        accept: () => true,
      },
      after,
      this.connections,
    );
  }

  @Get('tasks/:taskId/stream')
  @ApiOperation({ summary: "One task's status updates; without a cursor, its whole history first" })
  @SseDoc()
  async task(
    @Caller() caller: ApiCaller,
    @Param() p: TaskIdParam,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { after, invalid } = cursorOf(req);
    if (invalid) throw refuse(400, 'invalid_cursor', `"${invalid}" is not a log position such as 1234-0`);
    await hosted(this.runtime, 'task-runtime').getTask(caller, p.taskId); // 404 for another workspace's task, before any byte is streamed
    await serveSse(
      req,
      res,
      {
        subscribe: (listener, missed) => this.fanOut.subscribe(caller.workspaceId, listener, missed),
        history: (cursor) => this.reader.taskHistory(caller.workspaceId, p.taskId, cursor),
        // The task's own lines and its sub-agents' (R-10.9).
        accept: (update) => update.taskId === p.taskId || update.parentTaskId === p.taskId,
      },
      after,
      this.connections,
    );
  }
}
