import type { NewTask } from './control.commands';

/** The task's lifecycle and the user's controls. */
export type ControlEvent =
  | { type: 'TaskCreated'; data: NewTask }
  | { type: 'TaskPromoted'; data: { at: string } }
  | { type: 'TaskArchived'; data: { at: string } }
  | { type: 'TaskPaused'; data: { by: string; at: string } }
  | { type: 'TaskResumed'; data: { by: string; at: string } }
  // Interrupt and stop carry the next generation: they fence the running worker.
  | { type: 'TaskInterrupted'; data: { by: string; generation: number; at: string } }
  | { type: 'TaskStopped'; data: { by: string; reason: string; generation: number; at: string } };
