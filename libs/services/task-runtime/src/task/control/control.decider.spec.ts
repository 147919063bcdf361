import { TaskError } from '../task.errors';
import type { TaskEvent } from '../task.events';
import { at, created, paused, refusedWith, running, spec, stopped, turnCompleted } from '../testing/task-fixtures';

const create = {
  type: 'CreateTask',
  ...(created.data as Extract<TaskEvent, { type: 'TaskCreated' }>['data']),
} as const;
const archived: TaskEvent = { type: 'TaskArchived', data: { at } };
const interrupted = (generation: number): TaskEvent => ({ type: 'TaskInterrupted', data: { by: 'u', generation, at } });

describe('control slice: lifecycle and the user controls (R-1.3, R-4.5, R-10.5)', () => {
  describe('CreateTask', () => {
    it('given no task, when created, then TaskCreated carries the brief', () => {
      spec.given([]).when(create).then([created]);
    });
    it('given a blank brief, when created, then it is refused with invalid_task_command', () => {
      spec
        .given([])
        .when({ ...create, brief: '  ' })
        .thenThrows(...refusedWith('invalid_task_command'));
    });
    it('given the task exists, when the same creation comes again (a retry), then nothing is appended', () => {
      spec.given([created]).when(create).then([]);
    });
    it('given the task exists, when another brief is created under its id, then it is refused with task_already_exists', () => {
      spec
        .given([created])
        .when({ ...create, brief: 'something else' })
        .thenThrows(...refusedWith('task_already_exists'));
    });
    it('given the task exists, when another user creates under its id, then it is refused with task_already_exists', () => {
      spec
        .given([created])
        .when({ ...create, userId: 'someone-else' })
        .thenThrows(...refusedWith('task_already_exists'));
    });
    it('given no task, when any other command comes, then it is refused with task_not_found', () => {
      spec
        .given([])
        .when({ type: 'PauseTask', by: 'u', at })
        .thenThrows(...refusedWith('task_not_found'));
    });
  });

  describe('PromoteTask', () => {
    const light: TaskEvent = {
      type: 'TaskCreated',
      data: { ...(created.data as object), kind: 'lightweight' } as never,
    };
    it('given a lightweight task, when promoted, then TaskPromoted', () => {
      spec
        .given([light])
        .when({ type: 'PromoteTask', at })
        .then([{ type: 'TaskPromoted', data: { at } }]);
    });
    it('given a persistent task, when promoted, then nothing happens', () => {
      spec.given([created]).when({ type: 'PromoteTask', at }).thenNothingHappens();
    });
  });

  describe('ArchiveTask', () => {
    it('given a task, when archived, then TaskArchived', () => {
      spec.given([created]).when({ type: 'ArchiveTask', at }).then([archived]);
    });
    it('given an archived task, when archived again, then nothing happens', () => {
      spec.given([created, archived]).when({ type: 'ArchiveTask', at }).thenNothingHappens();
    });
    it('given a stopped task, when archived, then TaskArchived (archiving is how a finished task is put away)', () => {
      spec
        .given([...running, stopped()])
        .when({ type: 'ArchiveTask', at })
        .then([archived]);
    });
  });

  describe('PauseTask', () => {
    it('given a running task, when paused, then TaskPaused (the turn ends at its next boundary)', () => {
      spec.given(running).when({ type: 'PauseTask', by: 'u', at }).then([paused]);
    });
    it('given a paused task, when paused again, then nothing happens', () => {
      spec.given([created, paused]).when({ type: 'PauseTask', by: 'u', at }).thenNothingHappens();
    });
    it('given a stopped task, when paused, then it is refused with task_terminated', () => {
      spec
        .given([...running, stopped()])
        .when({ type: 'PauseTask', by: 'u', at })
        .thenThrows(...refusedWith('task_terminated'));
    });
    it('given a pause mid-turn, when the turn completes, then the task stays paused and starts no turn', () => {
      spec
        .given([...running, paused, turnCompleted('rescheduling')])
        .when({ type: 'StartTurn', generation: 1, at })
        .thenThrows(...refusedWith('task_paused'));
    });
  });

  describe('ResumeTask', () => {
    it('given a paused task, when resumed, then TaskResumed', () => {
      spec
        .given([created, paused])
        .when({ type: 'ResumeTask', by: 'u', at })
        .then([{ type: 'TaskResumed', data: { by: 'u', at } }]);
    });
    it('given a task that is not paused (or is stopped), when resumed, then nothing happens', () => {
      spec.given([created]).when({ type: 'ResumeTask', by: 'u', at }).thenNothingHappens();
      spec
        .given([...running, stopped()])
        .when({ type: 'ResumeTask', by: 'u', at })
        .thenNothingHappens();
    });
  });

  describe('InterruptTask', () => {
    it('given a running worker, when interrupted, then TaskInterrupted with the next generation (the fence)', () => {
      spec
        .given(running)
        .when({ type: 'InterruptTask', by: 'u', at })
        .then([interrupted(2)]);
    });
    it('given an interrupted task, when interrupted again, then it fences again (each interrupt stops whoever runs now)', () => {
      spec
        .given([...running, interrupted(2)])
        .when({ type: 'InterruptTask', by: 'u', at })
        .then([interrupted(3)]);
    });
    it('given a stopped task, when interrupted, then it is refused with task_terminated', () => {
      spec
        .given([...running, stopped()])
        .when({ type: 'InterruptTask', by: 'u', at })
        .thenThrows(TaskError);
    });
  });

  describe('StopTask', () => {
    it('given a running task, when stopped, then TaskStopped with the reason and the next generation', () => {
      spec
        .given(running)
        .when({ type: 'StopTask', by: 'u', reason: 'user stopped', at })
        .then([stopped(2)]);
    });
    it('given a stopped task, when stopped again, then nothing happens', () => {
      spec
        .given([...running, stopped()])
        .when({ type: 'StopTask', by: 'u', reason: 'again', at })
        .thenNothingHappens();
    });
  });
});
