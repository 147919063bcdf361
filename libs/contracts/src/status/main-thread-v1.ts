/**
 * The main-thread contract, version 1: what the router says about each message a person posts
 * to their main thread (`main-{workspace}-{user}`, `mainThreadStreamId`), so another service
 * can read the person's words where they were said without the router's private event types
 * (memory's extraction, R-9.6, issue 28). The router records it in the metadata (`mainThread`)
 * of the events of the append that records the message and its routing; the event whose data
 * holds the message's `text` is the message itself (the others carry the same fact). Like the
 * status contract it lives in the event log, never on a Kafka topic. Fields are only added.
 */
export interface MainThreadMessageFactV1 {
  v: 1;
  kind: 'main.message';
  messageId: string;
  /**
   * Whether the message was delivered to a task when it was posted (that task reads it in its own
   * inbox). A flag, not the task ids: a deleted task's id must leave no trace in the thread.
   */
  deliveredToTask: boolean;
  /** The router asked which task was meant: the message goes to a task once the card is answered. */
  awaitsAnswer: boolean;
  /** A request to forget something: not a statement about the person. */
  forgetRequest: boolean;
  /** When it was posted (ISO-8601). */
  at?: string;
}

/** The event metadata key the fact travels under. */
export const MAIN_THREAD_METADATA_KEY = 'mainThread';

/** The fact recorded with an event of a main thread, if it is one this version knows. */
export function mainThreadFactOf(
  metadata: Readonly<Record<string, unknown>> | undefined,
): MainThreadMessageFactV1 | undefined {
  const fact = metadata?.[MAIN_THREAD_METADATA_KEY] as { v?: unknown; kind?: unknown } | undefined;
  return fact && fact.v === 1 && fact.kind === 'main.message' ? (fact as MainThreadMessageFactV1) : undefined;
}

/** The words of a main-thread message, from the event that records it (the one carrying `text`). */
export function mainThreadMessageText(event: {
  data: unknown;
  metadata?: Readonly<Record<string, unknown>>;
}): string | undefined {
  if (!mainThreadFactOf(event.metadata)) return undefined;
  const text = (event.data as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && text.length > 0 ? text : undefined;
}
