import { TASK_STREAMS } from '@lomo/contracts';
import type { DocumentProjection, RecordedEvent } from '@lomo/event-store';
import type { TaskEvent } from '../task/task.events';

/**
 * Which tasks a workspace has, most recently active first: serves `listTasks`. Status and
 * everything else on a card come from folding the task's own stream, so nothing here can
 * disagree with it.
 */
export interface TaskIndexEntry {
  workspaceId: string;
  updatedAt: string;
}

export const taskIndexProjection: DocumentProjection<TaskIndexEntry> = {
  name: 'task-index',
  handles: [
    'TaskCreated',
    'TurnStarted',
    'TurnCompleted',
    'ExternalEventReceived',
    'CheckpointAnswered',
    'TaskPaused',
    'TaskResumed',
    'TaskInterrupted',
    'TaskStopped',
  ],
  categories: [TASK_STREAMS.category],
  documentId: (event: RecordedEvent) => TASK_STREAMS.idOf(event.streamId),
  evolve: (doc, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as TaskEvent;
    const updatedAt = recorded.recordedAt.toISOString();
    if (event.type === 'TaskCreated') return { workspaceId: event.data.workspaceId, updatedAt };
    return doc && { ...doc, updatedAt };
  },
};
