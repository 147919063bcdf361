/**
 * What a main-thread message does, read from its meaning (issue #27 item 2, ADR 0036). The
 * router weighs the act beside the candidates: questions and greetings are answered in the
 * main thread, a pause or cancel reaches the task it is about, a follow-up or correction
 * continues work, a new request or one-off starts it, a forget request is memory's, and so is a
 * standing fact or preference to remember (answered in main: memory reads the main thread).
 */
export const DIALOGUE_ACTS = [
  'status',
  'craft',
  'greeting',
  'new_request',
  'one_off',
  'follow_up',
  'correction',
  'cancel',
  'forget',
  'remember',
] as const;

export type DialogueAct = (typeof DIALOGUE_ACTS)[number];

/** A confident reading: the act, its probability and its lead over the runner-up act. */
export interface ActRead {
  act: DialogueAct;
  probability: number;
  margin: number;
  runnerUp: DialogueAct;
  /**
   * For new work (`new_request`, `one_off`): how likely the line continues a live task instead
   * (the continuation model, `continuation.ts`), and whether that passes its threshold.
   */
  continuation?: { p: number; continues: boolean };
}

/** The classifier's answer: an act, or why it did not name one (routing then uses the rules alone). */
export type ActReading =
  | ActRead
  | {
      act?: undefined;
      abstained: string;
      /**
       * The act the model leaned to when it was not sure enough (its most probable one): a line
       * leaning to a greeting is not asking for work even when no live task is surely its own
       * (issue 27, ADR 0093). Absent when nothing was read (no words, no model, a failure).
       */
      leaning?: DialogueAct;
      /** Read even when no act is sure enough: a line unsure between acts may still clearly continue a task. */
      continuation?: { p: number; continues: boolean };
    };

/** How an act routes: acts of one group route alike, so confusing them costs nothing. */
export const ROUTE_GROUP: Record<DialogueAct, string> = {
  status: 'answer',
  craft: 'answer',
  greeting: 'answer',
  forget: 'forget',
  // Answered like a greeting (no task, no edit); its own intent gives it its own reply.
  remember: 'answer',
  new_request: 'new',
  one_off: 'one_off',
  follow_up: 'continue',
  correction: 'continue',
  cancel: 'cancel',
};

/** The reading as the routing reason quotes it. */
export const describeAct = (read: ActRead) =>
  `dialogue act ${read.act} p=${read.probability.toFixed(2)}, next ${read.runnerUp} ${(read.probability - read.margin).toFixed(2)}${
    read.continuation ? `, continues a task p=${read.continuation.p.toFixed(2)}` : ''
  }`;
