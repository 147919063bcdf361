import { randomUUID } from 'node:crypto';
import { systemClock } from '@lomo/clock';
import { inProcessBuses, type Buses } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import { SQL_BACKENDS, useRuntimeFixture } from '../worker/testing/runtime-fixture';
import { PauseTask } from '../task/control/pause-task.handler';
import { taskStreamId } from '../task/task.decider';
import { TaskRuntimeContext } from './task-runtime-context';
import { TASK_RUNTIME_HANDLERS, TaskRuntimeBusApi } from './task-runtime.bus-api';

const [pglite] = SQL_BACKENDS;

describe('task-runtime refusals through CommandBus / QueryBus (PGlite)', () => {
  const fx = useRuntimeFixture(pglite[1], 5_000);
  const caller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
  let buses: Buses;
  let runtime: TaskRuntimeBusApi;

  beforeAll(() => {
    const ctx = new TaskRuntimeContext(fx.tasks, async () => undefined, systemClock, fx.store);
    buses = inProcessBuses(TASK_RUNTIME_HANDLERS.map((Handler) => new Handler(ctx)));
    runtime = new TaskRuntimeBusApi(buses);
  });

  const revisionOf = async (taskId: string) => (await fx.store.streamInfo(taskStreamId(taskId)))?.revision;

  it('given a stopped task, when it is paused through the API and through the CommandBus, then both refuse with the same ApiError and nothing is appended', async () => {
    const { taskId } = await runtime.createTask(caller, { text: 'a poster' });
    await runtime.stop(caller, taskId);
    const before = await revisionOf(taskId);

    const viaApi = await runtime.pause(caller, taskId).catch((e: unknown) => e);
    const viaBus = await buses.commands.execute(new PauseTask(caller, taskId)).catch((e: unknown) => e);

    for (const refusal of [viaApi, viaBus]) {
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ kind: 'conflict', code: 'task_terminated' });
    }
    expect(await revisionOf(taskId)).toBe(before);
  });

  it("given another workspace's task, when it is read or changed through the buses, then the answer is not_found both ways (no existence leak)", async () => {
    const { taskId } = await runtime.createTask(caller, { text: 'a poster' });
    const stranger = { workspaceId: 'ws-other', userId: 'u-2' };

    await expect(runtime.getTask(stranger, taskId)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'task_not_found',
    });
    await expect(buses.commands.execute(new PauseTask(stranger, taskId))).rejects.toMatchObject({
      kind: 'not_found',
      code: 'task_not_found',
    });
  });
});
