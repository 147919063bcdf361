import type { EventMetadata, EventStore } from '@lomo/event-store';
import { type Lease, TaskLeases } from '../../libs/services/task-runtime/src/worker/task-leases';
import type { TaskModel } from '../../libs/services/task-runtime/src/worker/task-model';
import { TaskRepository } from '../../libs/services/task-runtime/src/worker/task-repository';
import { ToolRegistry } from '@lomo/agent-tools';
import type { TaskCommand } from '../../libs/services/task-runtime/src/task/task.commands';
import { echo, markDecision, scriptedDecision, TOOL_NAME } from './scripted';
import type { Timings } from './timings';

/** The scripted model behind Lomo's model port. */
export const scriptedTaskModel: TaskModel = {
  decide: async (input) => {
    markDecision();
    return scriptedDecision(input.messages.some((m) => m.role === 'tool'));
  },
};

/** The trivial tool, registered as production registers tools (schema-checked, idempotent). */
export function echoTools(): ToolRegistry {
  return new ToolRegistry().register({
    name: TOOL_NAME,
    description: 'Echoes its text',
    inputSchema: {
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
      additionalProperties: false,
    },
    risk: 'read',
    idempotent: true,
    run: async (input: { text: string }) => ({ result: echo(input) }),
  });
}

/**
 * Times the repository's calls per kind ("load", "execute DecideStep", …). Extends the
 * class because the worker takes the class (its private member makes the type nominal).
 */
export class TimedTaskRepository extends TaskRepository {
  constructor(
    store: EventStore,
    private readonly inner: TaskRepository,
    private readonly timings: Timings,
  ) {
    super(store);
  }

  override load(taskId: string) {
    return this.timings.time('load (read + fold)', () => this.inner.load(taskId));
  }

  override execute(taskId: string, command: TaskCommand, metadata?: EventMetadata) {
    return this.timings.time(`command ${command.type}`, () => this.inner.execute(taskId, command, metadata));
  }
}

/** Times the lease statements of a turn. */
export class TimedLeases extends TaskLeases {
  constructor(
    sql: ConstructorParameters<typeof TaskLeases>[0],
    ttlMs: number,
    private readonly timings: Timings,
  ) {
    super(sql, ttlMs);
  }

  override acquire(taskId: string, holder: string) {
    return this.timings.time('lease acquire', () => super.acquire(taskId, holder));
  }

  override release(lease: Lease) {
    return this.timings.time('lease release', () => super.release(lease));
  }
}
