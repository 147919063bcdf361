import { EventSourcedCommandHandler, type EventStore } from '@lomo/event-store';
import { tracingActive } from '@lomo/observability/tracing';
import { jobDecider, type JobState } from './job.decider';
import type { JobCommand, JobEvent, JobRequestedData } from './job.events';

/** Who a job belongs to: stamped on every event's metadata so the stateless outbox can publish it. */
export type JobRef = Pick<JobRequestedData, 'workspaceId' | 'taskId' | 'callId' | 'kind' | 'wakeOnCompletion'>;
export const refOf = ({ workspaceId, taskId, callId, kind, wakeOnCompletion }: JobRef): JobRef => ({
  workspaceId,
  taskId,
  callId,
  kind,
  wakeOnCompletion,
});

/**
 * The only writer of `genjob-*` streams. Every command re-decides on fresh state after a
 * conflict, so concurrent observers of one job (a callback, a poll, a second worker) each
 * either make the one real transition or find nothing left to do.
 */
export class JobStore {
  private readonly handler: EventSourcedCommandHandler<JobCommand, JobEvent, JobState>;

  constructor(private readonly store: EventStore) {
    this.handler = new EventSourcedCommandHandler(store, jobDecider, { retry: { maxRetries: 25 } });
  }

  async load(jobId: string): Promise<JobState> {
    return (await this.handler.load(jobId)).state;
  }

  /**
   * The trace the job was requested in (its first event's `traceparent`), so that its polls and
   * callbacks, long after the request, continue it (ADR 0049); undefined with tracing off.
   */
  async traceOf(jobId: string): Promise<string | undefined> {
    if (!tracingActive()) return undefined;
    const [first] = await this.store.readStream(jobId, { maxCount: 1 }).catch(() => []);
    const traceparent = first?.metadata.traceparent;
    return typeof traceparent === 'string' ? traceparent : undefined;
  }

  /** Runs a command; returns the events it appended (none = nothing changed). */
  async execute(jobId: string, command: JobCommand, ref: JobRef): Promise<{ events: JobEvent[]; state: JobState }> {
    const at = 'at' in command ? command.at : command.request.at;
    const result = await this.handler.execute(jobId, command, {
      // A new job's stream must not exist: the loser of a race gets the conflict, never a second job.
      expected: command.type === 'RequestJob' ? 'no_stream' : undefined,
      metadata: { ...refOf(ref), correlationId: ref.taskId, occurredAt: at, actor: 'system:generation-gateway' },
    });
    return { events: result.newEvents, state: result.newState };
  }
}
