import type { StoredReceipt } from './deletion-receipts';
import type { DeletionStep } from './deletion-steps';

export type StepState = 'pending' | 'done' | 'failed';

/** One service's part of a deletion. */
export interface ReceiptServiceView {
  /** The service, or `service:part` for one of a person erasure's own steps. */
  service: string;
  state: StepState;
  /** Why the last attempt failed (an error's name, never its message); it is retried. */
  reason?: string;
  /** When it finished (its last task, for a person). */
  finishedAt?: string;
}

/** What `GET /v1/deletions/{id}` answers (ADR 0051). */
export interface DeletionReceiptView {
  id: string;
  kind: StoredReceipt['kind'];
  requestedAt: string;
  /** `done` once every service is; `failed` while one's last attempt failed; else `pending`. */
  state: StepState;
  /** How many tasks the deletion covers. */
  tasks: number;
  services: ReceiptServiceView[];
}

/**
 * The requester's own steps, always listed (pending until recorded): a task deletion purges
 * the task's stream; a person erasure also deletes their tasks, erases their messages from
 * their teammates' tasks, forgets their memories (the
 * profile is folded from them), has the router erase their main thread (ADR 0057), revokes
 * their credentials and API keys and drops their stored idempotent responses.
 */
export const OWN_STEPS: Record<StoredReceipt['kind'], readonly string[]> = {
  task: ['task-runtime'],
  person: [
    'task-runtime',
    'task-runtime:messages',
    'memory:memories',
    'router:main-thread',
    'gateway:credentials',
    'gateway:idempotency',
    'gateway:api-keys',
  ],
};

/**
 * A consumer of the task topic whose part of a person's erasure is more than their tasks'
 * purges: its line is done only once that step is too (the router: their main thread, ADR 0057).
 */
const PERSON_PART: Readonly<Record<string, string>> = { router: 'router:main-thread' };

/** The Kafka data keys of the tasks (ADR 0023): destroyed once every consumer purged. */
export const KAFKA_KEYS = 'kafka-keys';

const latest = (times: readonly string[]) => (times.length ? [...times].sort().at(-1) : undefined);

/**
 * A receipt from what each service recorded: per consumer of the task topic, `done` when it
 * purged every task of the receipt, `failed` while its last attempt at one failed; the Kafka
 * keys `done` once every task's key is destroyed; the requester's own steps as recorded.
 */
export function receiptView(
  stored: StoredReceipt,
  taskSteps: readonly DeletionStep[],
  shredded: ReadonlySet<string>,
  consumers: readonly string[],
): DeletionReceiptView {
  const { taskKeys } = stored;
  const consumerView = (service: string): ReceiptServiceView => {
    const mine = taskSteps.filter((s) => s.consumer === service && taskKeys.includes(s.taskKey));
    const failed = mine.find((s) => s.state === 'failed');
    if (failed) return { service, state: 'failed', reason: failed.reason };
    const done = mine.filter((s) => s.state === 'done');
    if (done.length < new Set(taskKeys).size) return { service, state: 'pending' };
    const finishedAt = latest(done.map((s) => s.updatedAt));
    return { service, state: 'done', ...(finishedAt && { finishedAt }) };
  };
  const own = OWN_STEPS[stored.kind].map((step): ReceiptServiceView => {
    const recorded = stored.steps.find((s) => s.step === step);
    if (!recorded || recorded.state === 'pending') return { service: step, state: 'pending' };
    if (recorded.state === 'failed') return { service: step, state: 'failed', reason: recorded.reason };
    return { service: step, state: 'done', finishedAt: recorded.updatedAt };
  });
  // A person's tasks are known once the task step ran; until then their cascades cannot be done.
  const tasksKnown = own[0].state === 'done';
  const partDone = (c: string) =>
    stored.kind !== 'person' || !PERSON_PART[c] || own.some((s) => s.service === PERSON_PART[c] && s.state === 'done');
  const cascade = consumers.map((c): ReceiptServiceView => {
    const view = tasksKnown ? consumerView(c) : { service: c, state: 'pending' as const };
    return view.state === 'done' && !partDone(c) ? { service: c, state: 'pending' } : view;
  });
  const keys: ReceiptServiceView =
    tasksKnown && taskKeys.every((k) => shredded.has(k))
      ? { service: KAFKA_KEYS, state: 'done' }
      : { service: KAFKA_KEYS, state: 'pending' };
  const services = [...own, ...cascade, keys];
  const state: StepState = services.some((s) => s.state === 'failed')
    ? 'failed'
    : services.every((s) => s.state === 'done')
      ? 'done'
      : 'pending';
  return {
    id: stored.receiptId,
    kind: stored.kind,
    requestedAt: stored.requestedAt,
    state,
    tasks: new Set(taskKeys).size,
    services,
  };
}
