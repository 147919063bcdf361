import { FailureKind } from '@lomo/contracts';
import { on, TOPICS } from '@lomo/messaging';
import type { TaskRuntimeBusApi } from '../application/task-runtime.bus-api';
import { eventMessageType } from './event-message-type';

export const GENERATION_JOB_TOPIC = TOPICS.generationGateway.job;

const Succeeded = eventMessageType('lomo.generation_gateway.v1.GenerationJobSucceeded');
const Failed = eventMessageType('lomo.generation_gateway.v1.GenerationJobFailed');
const Cancelled = eventMessageType('lomo.generation_gateway.v1.GenerationJobCancelled');

/**
 * A job's outcome (`generation-gateway.job.v1`) as the external event that ends the task's
 * wait for `generation:<jobId>`. The event id is the job's outcome, so a redelivered
 * message changes nothing; the task's decider applies the wake policy and
 * never revives a stopped task. Progress messages are the status stream's, not the
 * task's: they never reach the model.
 */
export function generationResultHandlers(runtime: TaskRuntimeBusApi) {
  const deliver = (
    workspaceId: string,
    taskId: string,
    jobId: string,
    outcome: string,
    result: Record<string, unknown>,
    artifactIds: string[] = [],
  ) =>
    taskId === ''
      ? Promise.resolve()
      : runtime.receiveExternalEvent({ workspaceId, userId: 'system' }, taskId, {
          source: 'generation',
          eventId: `${jobId}:${outcome}`,
          result: { jobId, state: outcome, ...result },
          waitKey: `generation:${jobId}`,
          artifactIds,
        });
  return [
    on(Succeeded, async ({ payload: e }) =>
      deliver(e.workspaceId, e.taskId, e.jobId, 'succeeded', { objectIds: e.objectIds }, e.objectIds),
    ),
    on(Failed, async ({ payload: e }) =>
      deliver(e.workspaceId, e.taskId, e.jobId, 'failed', {
        failure: FailureKind[e.failureKind] ?? 'unknown',
        // The provider's reason: whether a plan node is retried depends on it (ADR 0024).
        ...(e.upstreamErrorCode ? { code: e.upstreamErrorCode } : {}),
      }),
    ),
    on(Cancelled, async ({ payload: e }) =>
      deliver(e.workspaceId, e.taskId, e.jobId, 'cancelled', { upstreamCancelled: e.upstreamCancelled }),
    ),
  ];
}
