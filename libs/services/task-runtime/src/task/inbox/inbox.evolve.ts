import type { LiveTask } from '../task.model';
import type { InboxEvent } from './inbox.events';

export function evolveInbox(task: LiveTask, event: InboxEvent): LiveTask {
  switch (event.type) {
    case 'MessageDelivered':
    case 'MessageReplaced':
      task.inbox.set(event.data.messageId, { text: event.data.text, state: 'pending' });
      return task;
    case 'MessageWithdrawn':
      task.inbox.set(event.data.messageId, {
        text: task.inbox.get(event.data.messageId)?.text ?? '',
        state: 'withdrawn',
      });
      return task;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
