import type { Voice } from '../task.model';

/** The task's inbox: messages delivered, withdrawn or replaced while untaken. */
export type InboxEvent =
  | { type: 'MessageDelivered'; data: { messageId: string; text: string; voice?: Voice; at: string } }
  | { type: 'MessageWithdrawn'; data: { messageId: string; at: string } }
  | { type: 'MessageReplaced'; data: { messageId: string; text: string; at: string } };
