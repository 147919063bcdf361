import { MessageNotPending, TaskNotAccepting } from '../task.errors';
import type { TaskEvent } from '../task.events';
import type { Task } from '../task.state';
import type { InboxCommand } from './inbox.commands';
import { promotedByFollowUp } from '../control/lightweight';

/**
 * The inbox: deliveries are idempotent by message id and refused once the task is
 * archived or stopped; a message can be withdrawn or replaced only while no step took it
 * — withdrawing twice is a no-op. A follow-up to a lightweight task whose one generation
 * is made promotes it (R-1.3, `control/lightweight.ts`).
 */
export function decideInbox(command: InboxCommand, task: Task): TaskEvent[] {
  const { messageId, at } = command;
  switch (command.type) {
    case 'DeliverMessage':
      if (task.inbox.has(messageId)) return [];
      if (task.archived || task.status === 'terminated')
        throw TaskNotAccepting(task.archived ? 'archived' : 'terminated');
      return [
        {
          type: 'MessageDelivered',
          data: { messageId, text: command.text, ...(command.voice ? { voice: command.voice } : {}), at },
        },
        ...(promotedByFollowUp(task) ? [{ type: 'TaskPromoted' as const, data: { at } }] : []),
      ];
    case 'WithdrawMessage': {
      const entry = task.inbox.get(messageId);
      if (entry?.state === 'withdrawn') return [];
      if (entry?.state !== 'pending') throw new MessageNotPending(messageId, entry?.state ?? 'unknown');
      return [{ type: 'MessageWithdrawn', data: { messageId, at } }];
    }
    case 'ReplaceMessage': {
      const entry = task.inbox.get(messageId);
      if (entry?.state !== 'pending') throw new MessageNotPending(messageId, entry?.state ?? 'unknown');
      return [{ type: 'MessageReplaced', data: { messageId, text: command.text, at } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
