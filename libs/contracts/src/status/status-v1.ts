/**
 * The status contract, version 1: what task-runtime and generation-gateway say about each
 * event they record, for the gateway's status lines. Producers map their private
 * events to it in their own code and record it with the event (metadata `status`); the
 * gateway reads only this, never their event types — a renamed private event fails the
 * producer's compile or tests, not the SSE lines. Fields are only added; a breaking change
 * is `status-v2` with `v: 2`, read side by side until v1 is gone.
 *
 * It carries what a person reads on a task card (the brief, step titles, a proposal): it
 * lives in the event log (purged with the task), never on a Kafka topic.
 */
export type TaskStatusFactV1 =
  /** `parentTaskId`: the task is a sub-agent of that task; its lines show on the parent's stream too. */
  | { kind: 'task.created'; brief: string; parentTaskId?: string }
  | { kind: 'message.received'; messageId: string }
  | { kind: 'turn.started' }
  /** A step planned these tool calls and read these messages. */
  | { kind: 'step.decided'; toolCalls: Array<{ callId: string; tool: string }>; consumedMessageIds: string[] }
  | { kind: 'tool.started'; callId: string }
  /**
   * `submitted`: the call submitted a generation; `jobId` its job, whose id is its stream id (`genjob-…`);
   * `childTaskId`: the call spawned that sub-agent.
   */
  | { kind: 'tool.completed'; callId: string; submitted?: boolean; jobId?: string; childTaskId?: string }
  | { kind: 'tool.outcome_unknown'; callId: string }
  | { kind: 'plan.set'; items: Array<{ itemId: string; title: string }> }
  | { kind: 'plan.item'; itemId: string; status?: string }
  | { kind: 'checkpoint.opened'; proposal?: string }
  | { kind: 'checkpoint.answered'; action: string }
  | {
      kind: 'turn.completed';
      next: 'idle' | 'rescheduling' | 'waiting_external' | 'awaiting_approval';
    }
  /** `wakes`: whether the result wakes the task (the wake policy's verdict, R-5.4). */
  | { kind: 'result.received'; source: string; artifacts: number; wakes: boolean }
  | { kind: 'control'; action: 'paused' | 'resumed' | 'interrupted' | 'stopped'; reason?: string }
  /** An event a status line names but need not understand (promoted, archived, a message withdrawn…). */
  | { kind: 'noted'; label: string };

export type JobStatusFactV1 =
  /** The first event of a job stream: which task and job (= the stream id) the job's later facts belong to. */
  | { kind: 'job.requested'; taskId: string; jobId: string }
  | { kind: 'job.progressed'; status: string; percent?: number };

export type StatusFactV1 = (TaskStatusFactV1 | JobStatusFactV1) & {
  v: 1;
  /** When it happened (ISO-8601), as the producer recorded it. */
  at?: string;
};

/** The event metadata key the fact travels under. */
export const STATUS_METADATA_KEY = 'status';

/** The fact recorded with an event, if it is one this version knows (`v: 1` with a kind). */
export function statusFactOf(metadata: Readonly<Record<string, unknown>> | undefined): StatusFactV1 | undefined {
  const fact = metadata?.[STATUS_METADATA_KEY] as { v?: unknown; kind?: unknown } | undefined;
  return fact && fact.v === 1 && typeof fact.kind === 'string' ? (fact as StatusFactV1) : undefined;
}

type Fact = TaskStatusFactV1 | JobStatusFactV1;

/**
 * A producer's mapper from its table of facts (one entry per private event type): the fact of
 * one event, stamped `v: 1` with the event's `at`; undefined for a type the table lacks.
 */
export function statusMapper<F extends Fact>(
  facts: object,
): (event: { type: string; data: unknown }) => StatusFactV1 | undefined {
  const table = facts as Record<string, ((data: unknown) => F) | undefined>;
  return (event) => {
    const fact = table[event.type];
    if (!fact) return undefined;
    const at = (event.data as { at?: unknown } | undefined)?.at;
    return { v: 1, ...fact(event.data), ...(typeof at === 'string' ? { at } : {}) } as StatusFactV1;
  };
}

/** The event metadata that carries a fact (`{ status: fact }`), for `withAppendMetadata`. */
export const statusMetadata =
  (mapper: (event: { type: string; data: unknown }) => StatusFactV1 | undefined) =>
  (event: { type: string; data: unknown }): Record<string, unknown> | undefined => {
    const fact = mapper(event);
    return fact && { [STATUS_METADATA_KEY]: fact };
  };
