import { Logger } from '@nestjs/common';
import { type ApiCaller, isApiError, type BillingApi, type Money, type WorkspaceApi } from '@lomo/service-api';
import { type Clock } from '@lomo/clock';
import { failpoint } from '@lomo/failpoints';
import { contextOf, inSpan, otelContext, otelTrace } from '@lomo/observability/tracing';
import { type ExistingJob, isTerminal, type JobState } from '../job/job.decider';
import { type JobStore, refOf } from '../job/job-store';
import type { ProviderRegistry } from '../provider/provider-registry';
import {
  type GenerationProvider,
  ProviderProtocolError,
  SubmissionRejected,
  UncertainSubmission,
  type UpstreamStatus,
  type VendorUsage,
} from '../provider/provider.port';
import { reconcileCost } from '../capabilities/pricing';
import { limitedOutput } from './read-output';

export interface TrackerSettings {
  /** A submission in flight longer than this is treated as uncertain by recovery. @default 15000 */
  submitTimeoutMs: number;
  /** An uncertain submission the upstream does not know is failed and refunded after this. @default 120000 */
  lostJobTimeoutMs: number;
  /** A submitted job with no news for this long fails as timed out. @default 3600000 */
  jobDeadlineMs: number;
  /** Where the upstream posts callbacks for a provider; undefined = polling only. */
  callbackUrl: (providerId: string) => string | undefined;
  /** Largest output registered; a larger one fails the job (`<provider>:oversized_response`). @default 268435456 */
  maxOutputBytes?: number;
}

export type Workspace = Pick<WorkspaceApi, 'createObject' | 'getObject'>;

const logger = new Logger('generation-gateway');
const ZERO = (currency: string): Money => ({ amountMinor: 0, currency });
const callerOf = (job: ExistingJob): ApiCaller => ({ workspaceId: job.workspaceId, userId: job.userId });
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/flac': 'flac',
  'model/gltf+json': 'gltf',
  'model/gltf-binary': 'glb',
};

/**
 * Moves jobs forward from what the log holds: submission (exactly once — the claim is the
 * SubmissionStarted event), observations from callbacks and polls, results, settlement and
 * the recovery of every state a crash can leave behind. Each step re-reads the job, so it
 * can be repeated by any process at any time (R-4.6's "the log is the truth").
 */
export class JobTracker {
  constructor(
    private readonly jobs: JobStore,
    private readonly providers: ProviderRegistry,
    private readonly billing: BillingApi,
    private readonly workspace: Workspace,
    private readonly clock: Clock,
    private readonly settings: TrackerSettings,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  /**
   * Runs `work` (a poll, a callback's report) in a span of the trace the job was requested in,
   * so what it appends — the completion the task runtime wakes on — continues that trace; the
   * span it interrupts (a callback's HTTP request) is linked.
   */
  async inJobTrace<T>(jobId: string, name: string, work: () => Promise<T>): Promise<T> {
    const traceparent = await this.jobs.traceOf(jobId);
    const current = otelTrace.getSpanContext(otelContext.active());
    return inSpan(
      name,
      {
        parent: contextOf(traceparent),
        attributes: { 'lomo.generation.job_id': jobId },
        links: traceparent && current ? [{ context: current }] : [],
      },
      work,
    );
  }

  /** Holds the price, claims the submission and sends it upstream — or leaves the job to recovery. */
  async submit(jobId: string): Promise<void> {
    const job = await this.jobs.load(jobId);
    if (!job.exists || job.status !== 'requested' || job.cancelRequested) return;
    try {
      await this.billing.hold(callerOf(job), {
        jobId,
        amount: job.cost,
        taskId: job.taskId,
        ...(job.ownerUserId ? { userId: job.ownerUserId } : {}),
      });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'payment_required') throw error;
      await this.jobs.execute(jobId, { type: 'RequestCancel', reason: 'not_approved', at: this.now() }, refOf(job));
      return this.settle(jobId);
    }
    const claim = await this.jobs.execute(jobId, { type: 'StartSubmission', at: this.now() }, refOf(job));
    if (claim.events.length === 0) return; // another worker claimed it (or it was cancelled): never submit twice
    await failpoint('generation.before-submit');
    const provider = this.providers.get(job.provider);
    let upstreamJobId: string;
    let finished: UpstreamStatus | undefined;
    try {
      ({ upstreamJobId, status: finished } = await provider.submit({
        idempotencyKey: job.idempotencyKey,
        workspaceId: job.workspaceId,
        clientReference: jobId,
        kind: job.kind,
        model: job.model,
        prompt: job.prompt,
        params: job.params,
        references: job.references,
        callbackUrl: this.settings.callbackUrl(provider.id),
      }));
    } catch (error) {
      if (error instanceof SubmissionRejected) {
        await this.jobs.execute(
          jobId,
          { type: 'RecordFailed', failureKind: 'rejected', errorCode: error.code, at: this.now() },
          refOf(job),
        );
        return this.settle(jobId);
      }
      // Maybe created, maybe not: recorded as unknown and reconciled, never re-sent.
      const reason = error instanceof UncertainSubmission ? error.reason : 'error';
      logger.warn({ jobId, reason, msg: 'generation submission outcome unknown; reconciling later' });
      await this.jobs.execute(jobId, { type: 'MarkUncertain', reason, at: this.now() }, refOf(job));
      return;
    }
    await failpoint('generation.after-upstream-accepted');
    await this.jobs.execute(
      jobId,
      { type: 'RecordSubmitted', upstreamJobId, reconciled: false, at: this.now() },
      refOf(job),
    );
    await failpoint('generation.after-submitted-stored');
    // A synchronous upstream answered with the result itself: applied now, not at the next poll.
    if (finished) await this.observe(jobId, finished);
  }

  /** Applies what the upstream says about a job (callback, poll or query-by-key). Idempotent, forward only. */
  async observe(jobId: string, status: UpstreamStatus): Promise<void> {
    let job = await this.jobs.load(jobId);
    if (!job.exists) return;
    if (job.upstreamJobId !== undefined && job.upstreamJobId !== status.upstreamJobId) {
      logger.warn({ jobId, upstreamJobId: status.upstreamJobId, msg: 'observation of another upstream job ignored' });
      return;
    }
    if (job.status === 'submitting' || job.status === 'outcome_unknown') {
      // News from the upstream is proof it created the job: the id is stored now.
      job = (
        await this.jobs.execute(
          jobId,
          { type: 'RecordSubmitted', upstreamJobId: status.upstreamJobId, reconciled: true, at: this.now() },
          refOf(job),
        )
      ).state as ExistingJob;
    }
    const at = this.now();
    switch (status.state) {
      case 'running':
        await this.jobs.execute(jobId, { type: 'RecordProgress', percent: status.progress, at }, refOf(job));
        break;
      case 'succeeded':
        if ((job.status === 'submitted' || job.status === 'running') && status.usage === 'malformed') {
          // The vendor's report breaks its documented shape: nothing to charge by, so nothing is charged.
          const errorCode = `${job.provider}:malformed_usage`;
          await this.jobs.execute(
            jobId,
            { type: 'RecordFailed', failureKind: 'upstream_error', errorCode, at },
            refOf(job),
          );
        } else if (job.status === 'submitted' || job.status === 'running') {
          let objectIds: string[];
          try {
            objectIds = await this.storeOutputs(job, status);
          } catch (error) {
            // The upstream's output cannot be taken (malformed, over the limit): a typed failure, refunded.
            if (!(error instanceof ProviderProtocolError)) throw error;
            const errorCode = `${job.provider}:${error.code}`;
            await this.jobs.execute(
              jobId,
              { type: 'RecordFailed', failureKind: 'upstream_error', errorCode, at },
              refOf(job),
            );
            break;
          }
          const { amount: actualCost, basis: costBasis } = reconcileCost(
            job.cost,
            job.price,
            status.usage as VendorUsage,
          );
          if (costBasis === 'quote' && job.price && job.cost.amountMinor > 0)
            logger.debug({
              jobId,
              provider: job.provider,
              msg: 'the vendor reported no usage in the price unit: charged the quote',
            });
          await this.jobs.execute(jobId, { type: 'RecordSucceeded', objectIds, actualCost, costBasis, at }, refOf(job));
        }
        break;
      case 'failed':
        await this.jobs.execute(
          jobId,
          { type: 'RecordFailed', failureKind: 'upstream_error', errorCode: status.errorCode, at },
          refOf(job),
        );
        break;
      case 'cancelled':
        await this.jobs.execute(jobId, { type: 'RecordCancelled', upstreamCancelled: true, at }, refOf(job));
        break;
      default:
        break;
    }
    await this.settle(jobId);
  }

  /**
   * Registers the results as workspace objects, each output piped from the upstream's
   * response straight into the workspace's blob store (#19); the idempotency key makes a
   * repeat return the same objects.
   */
  private async storeOutputs(job: ExistingJob, status: UpstreamStatus): Promise<string[]> {
    const provider = this.providers.get(job.provider);
    const ids: string[] = [];
    for (const output of status.outputs)
      ids.push(await this.storeOutput(provider, job, status.upstreamJobId, output.index));
    return ids;
  }

  private async storeOutput(provider: GenerationProvider, job: ExistingJob, upstreamJobId: string, index: number) {
    const output = await provider.fetchOutput(upstreamJobId, index, { workspaceId: job.workspaceId });
    const { mediaType } = output;
    try {
      const { objectId } = await this.workspace.createObject(callerOf(job), {
        kind: job.kind,
        name: `${job.kind}-${job.callId.replace(/:/g, '-')}-${index}.${EXTENSIONS[mediaType] ?? 'bin'}`,
        content: { type: 'blob', bytes: limitedOutput(output, this.settings.maxOutputBytes ?? 268_435_456), mediaType },
        provenance: {
          taskId: job.taskId,
          jobId: job.jobId,
          prompt: job.prompt,
          model: job.model,
          provider: job.provider,
          cost: job.cost,
        },
        linkTaskId: job.taskId,
        taskId: job.taskId,
        idempotencyKey: `${job.jobId}:output:${index}`,
      });
      return objectId;
    } catch (error) {
      // Past the workspace's own limit it is as oversized as past ours: a typed failure, not a retry.
      if (isApiError(error) && error.code === 'content_too_large')
        throw new ProviderProtocolError('oversized_response', error.message);
      throw error;
    } finally {
      output.stream.destroy(); // a repeated registration does not read it: free the socket
    }
  }

  /** Captures or refunds a finished job's hold, once (billing and the decider are both idempotent per job). */
  async settle(jobId: string): Promise<void> {
    const job = await this.jobs.load(jobId);
    if (!job.exists || !isTerminal(job.status) || job.settled) return;
    const caller = callerOf(job);
    const zero = ZERO(job.cost.currency);
    if (job.status === 'succeeded') {
      await this.billing.capture(caller, { jobId, amount: job.actualCost ?? job.cost });
      await this.jobs.execute(
        jobId,
        { type: 'Settle', captured: job.actualCost ?? job.cost, refunded: zero, at: this.now() },
        refOf(job),
      );
    } else {
      await this.billing.refund(caller, { jobId });
      const refunded = job.cancelRequested === 'not_approved' ? zero : job.cost;
      await this.jobs.execute(jobId, { type: 'Settle', captured: zero, refunded, at: this.now() }, refOf(job));
    }
  }

  /** Asks the upstream to cancel, where it can; the job settles however it ends. */
  async cancel(jobId: string, reason: 'user' | 'task_ended'): Promise<void> {
    const job = await this.jobs.load(jobId);
    if (!job.exists || isTerminal(job.status)) return;
    await this.jobs.execute(jobId, { type: 'RequestCancel', reason, at: this.now() }, refOf(job));
    await this.cancelUpstream(jobId);
    await this.settle(jobId);
  }

  private async cancelUpstream(jobId: string): Promise<void> {
    const job = await this.jobs.load(jobId);
    if (!job.exists || isTerminal(job.status) || !job.cancelRequested || !job.upstreamJobId) return;
    const provider = this.providers.get(job.provider);
    if (!(await provider.capability()).supports.cancel) return;
    if (await provider.cancel(job.upstreamJobId, { workspaceId: job.workspaceId })) {
      await this.jobs.execute(jobId, { type: 'RecordCancelled', upstreamCancelled: true, at: this.now() }, refOf(job));
    }
  }

  /**
   * One recovery pass over a job that is not settled (the poller's unit of work): submit a
   * job nobody submitted, reconcile an uncertain submission by query-by-key or refund it
   * after the timeout, poll a running job, settle a finished one.
   */
  async reconcile(jobId: string): Promise<void> {
    const job: JobState = await this.jobs.load(jobId);
    if (!job.exists) return;
    const now = this.clock.now().getTime();
    if (isTerminal(job.status)) return this.settle(jobId);
    if (job.status === 'requested') return this.submit(jobId);
    const provider = this.providers.get(job.provider);
    const capability = await provider.capability();
    if (job.status === 'submitting' || job.status === 'outcome_unknown') {
      const since = now - Date.parse(job.submissionStartedAt ?? job.lastNewsAt);
      if (job.status === 'submitting' && since < this.settings.submitTimeoutMs) return; // may still be in flight
      if (capability.supports.queryByKey) {
        const found = await provider.queryByKey(job.idempotencyKey, { workspaceId: job.workspaceId });
        if (found) return this.observe(jobId, found);
      }
      if (since >= this.settings.lostJobTimeoutMs) {
        const failureKind = capability.supports.queryByKey ? 'job_id_lost' : 'submission_uncertain';
        await this.jobs.execute(jobId, { type: 'RecordFailed', failureKind, at: this.now() }, refOf(job));
        await this.settle(jobId);
      }
      return;
    }
    if (job.cancelRequested) await this.cancelUpstream(jobId);
    if (now - Date.parse(job.lastNewsAt) > this.settings.jobDeadlineMs) {
      await this.jobs.execute(jobId, { type: 'RecordFailed', failureKind: 'timed_out', at: this.now() }, refOf(job));
      await this.settle(jobId);
      return;
    }
    await this.observe(jobId, await provider.query(job.upstreamJobId!, { workspaceId: job.workspaceId }));
  }
}
