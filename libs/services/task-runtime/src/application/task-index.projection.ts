import type { DocumentProjection, RecordedEvent } from '@lomo/event-store';
import type { TaskEvent } from '../task/task.events';

/** Which tasks a workspace has and their status: serves `listTasks` (cards are read from the streams). */
export interface TaskIndexEntry {
  workspaceId: string;
  status: string;
  updatedAt: string;
}

export const taskIndexProjection: DocumentProjection<TaskIndexEntry> = {
  name: 'task-index',
  handles: ['TaskCreated', 'TurnStarted', 'TurnCompleted', 'ExternalEventReceived', 'CheckpointAnswered', 'TaskPaused', 'TaskResumed', 'TaskInterrupted', 'TaskStopped'],
  categories: ['task'],
  documentId: (event: RecordedEvent) => event.streamId.slice('task-'.length),
  evolve: (doc, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as TaskEvent;
    const updatedAt = recorded.recordedAt.toISOString();
    if (event.type === 'TaskCreated') return { workspaceId: event.data.workspaceId, status: 'idle', updatedAt };
    if (!doc) return null;
    switch (event.type) {
      case 'TurnStarted':
        return { ...doc, status: 'running', updatedAt };
      case 'TurnCompleted':
        return { ...doc, status: doc.status === 'paused' ? 'paused' : event.data.next, updatedAt };
      case 'TaskPaused':
        return { ...doc, status: 'paused', updatedAt };
      case 'TaskResumed':
      case 'TaskInterrupted':
        return { ...doc, status: 'idle', updatedAt };
      case 'TaskStopped':
        return { ...doc, status: 'terminated', updatedAt };
      default:
        // Answers and results move the status in ways only the full fold knows: listTasks re-reads the card.
        return { ...doc, updatedAt };
    }
  },
};
