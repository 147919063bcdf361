import type { LiveTask, Voice } from '../task.model';
import type { InboxEvent } from './inbox.events';

export function evolveInbox(task: LiveTask, event: InboxEvent): LiveTask {
  switch (event.type) {
    case 'MessageDelivered':
      task.inbox.set(event.data.messageId, { text: event.data.text, state: 'pending', ...voiceOf(event.data) });
      return task;
    case 'MessageReplaced':
      task.inbox.set(event.data.messageId, {
        text: event.data.text,
        state: 'pending',
        ...voiceOf(task.inbox.get(event.data.messageId) ?? {}),
      });
      return task;
    case 'MessageWithdrawn': {
      const entry = task.inbox.get(event.data.messageId);
      task.inbox.set(event.data.messageId, { text: entry?.text ?? '', state: 'withdrawn', ...voiceOf(entry ?? {}) });
      return task;
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

const voiceOf = ({ voice }: { voice?: Voice }) => (voice ? { voice } : {});
