import type { Voice } from '../task.model';

/** Messages to the task; deliveries are idempotent by message id. */
export type InboxCommand =
  | { type: 'DeliverMessage'; messageId: string; text: string; voice?: Voice; at: string }
  | { type: 'WithdrawMessage'; messageId: string; at: string }
  | { type: 'ReplaceMessage'; messageId: string; text: string; at: string };

export const INBOX_COMMANDS = ['DeliverMessage', 'WithdrawMessage', 'ReplaceMessage'] as const satisfies ReadonlyArray<
  InboxCommand['type']
>;
