import { TASK_STREAMS } from '@lomo/contracts';
import {
  CheckpointedProcessor,
  type BatchCommit,
  type CheckpointedProcessorOptions,
  type EventStore,
  type RecordedEvent,
} from '@lomo/event-store';
import { systemClock, type Clock } from '@lomo/clock';
import type { SqlClient } from '@lomo/database';
import { TaskError } from '../task.errors';
import { childrenOf, stopWithParent } from './children';
import type { TaskRepository } from '../../worker/task-repository';

/**
 * Stopping a parent stops its children, driven from the log: after every
 * `TaskStopped`, each sub-agent the task spawned that is not stopped yet is stopped (its
 * worker fenced, so it submits nothing more) and woken, so it reports to its parent and gives
 * its budget share back. A child's own `TaskStopped` comes through here too, which stops the
 * grandchildren. Checkpointed: a crash between the parent's stop and its children's only
 * delays them; stopping a stopped task records nothing, so a repeated batch changes nothing.
 */
export class StopChildrenProcessor extends CheckpointedProcessor {
  constructor(
    store: EventStore,
    sql: SqlClient,
    private readonly tasks: TaskRepository,
    private readonly wakeChild: (taskId: string) => void,
    /** `name`: the checkpoint's key (tests take their own). */
    options: CheckpointedProcessorOptions & { clock?: Clock; name?: string } = {},
  ) {
    super(
      store,
      sql,
      options.name ?? 'task-runtime-stop-children',
      { categories: [TASK_STREAMS.category], eventTypes: ['TaskStopped'] },
      options,
    );
    this.clock = options.clock ?? systemClock;
  }

  private readonly clock: Clock;

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    for (const parentId of new Set(events.flatMap((e) => TASK_STREAMS.idOf(e.streamId) ?? []))) {
      const { events: history } = await this.tasks.load(parentId);
      for (const childId of childrenOf(parentId, history)) await this.stopChild(childId, parentId);
    }
    return async () => undefined;
  }

  private async stopChild(childId: string, parentId: string): Promise<void> {
    const { state } = await this.tasks.load(childId);
    if (!state.exists || state.status === 'terminated') return;
    try {
      await this.tasks.execute(childId, stopWithParent(parentId, this.clock.now().toISOString()), {
        workspaceId: state.workspaceId,
        actor: 'system:task-runtime',
      });
    } catch (error) {
      // Deleted meanwhile: nothing left to stop.
      if (!(error instanceof TaskError && error.code === 'task_not_found')) throw error;
    }
    this.wakeChild(childId);
  }
}
