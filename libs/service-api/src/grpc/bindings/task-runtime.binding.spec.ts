import type { ApiCaller } from '../../caller';
import type { TaskRuntimeApi } from '../../task-runtime.api';
import { servedOverGrpc } from '../testing/served';
import { taskRuntimeTransport } from './task-runtime.binding';

const alice: ApiCaller = { workspaceId: 'ws-a', userId: 'alice' };

describe('TaskRuntimeApi over gRPC (lomo.task_runtime.v1.TaskRuntimeService): listing', () => {
  const asked: unknown[] = [];
  const fake = { listTasks: async (_caller: ApiCaller, query: unknown) => (asked.push(query), []) };
  let runtime: TaskRuntimeApi;
  const served = servedOverGrpc(taskRuntimeTransport, fake as unknown as TaskRuntimeApi);
  beforeAll(async () => (runtime = await served.start()));
  afterAll(() => served.stop());

  it('given named tasks (the router’s search hits), when listed over the wire, then the runtime is asked for those tasks; unnamed, for every task', async () => {
    await runtime.listTasks(alice, { taskIds: ['t-1', 't-2'], limit: 2 });
    await runtime.listTasks(alice, { status: 'paused', kind: 'persistent' });
    expect(asked).toEqual([
      { taskIds: ['t-1', 't-2'], limit: 2 },
      { status: 'paused', kind: 'persistent' },
    ]);
  });
});
