import type { SqlClient } from '@lomo/database';
import { deletionSteps, failureReason, loadReceipt, recordReceiptStep } from '@lomo/messaging';
import { type ApiCaller, isApiError, type MemoryApi, type RouterApi, type TaskRuntimeApi } from '@lomo/service-api';
import type { Vault } from '@lomo/vault';
import type { ApiKeys } from '../auth/api-keys';
import type { IdempotencyStore } from '../http/idempotency';
import { purgeOnReceipt } from './delete-task';

/** What a person's erasure reaches; a service this gateway does not host fails its step (retried). */
export interface ErasureDeps {
  sql: SqlClient;
  runtime?: TaskRuntimeApi;
  memory?: MemoryApi;
  router?: RouterApi;
  vault: Vault;
  keys: ApiKeys;
  idempotency: IdempotencyStore;
}

/** The erasure one worker runs: a receipt, and whom it erases. */
export interface PersonErasure {
  receiptId: string;
  workspaceId: string;
  userId: string;
}

/**
 * Cards read per pass (the list has no cursor; it is read again until no task of theirs is
 * left): a workspace with more tasks than this, newer than the person's, hides their older ones.
 */
const PAGE = 10_000;

class NotHosted extends Error {}
/** A step that waits for another to finish first: recorded pending, tried again with the erasure. */
class NotYet extends Error {}

/**
 * Waits (`NotYet`) until `consumer` has purged every task of the receipt. Memory purges each
 * deleted task's memories itself (its evidence, episodes, forget records): forgetting the rest
 * before it has would leave the task's id in forget records it never rewrites. The router
 * finds a task's words to blank in other threads in the thread that created it: erasing the
 * person's thread first would hide them (ADR 0057).
 */
async function purgedTasks(sql: SqlClient, receiptId: string, consumer: string): Promise<void> {
  const keys = (await loadReceipt(sql, receiptId))?.taskKeys ?? [];
  const done = (await deletionSteps(sql, keys)).filter((s) => s.consumer === consumer && s.state === 'done');
  if (new Set(done.map((s) => s.taskKey)).size < new Set(keys).size) throw new NotYet();
}
const hosted = <T>(api: T | undefined): T => {
  if (!api) throw new NotHosted();
  return api;
};

/** A task deleted since the list was read is gone; any other failure fails the step (retried). */
const unlessGone =
  <T>(gone: T) =>
  (error: unknown): T => {
    if (isApiError(error) && error.kind === 'not_found') return gone;
    throw error;
  };

/** Their tasks: those whose first event they caused (the task-runtime records the actor). */
async function tasksCreatedBy(runtime: TaskRuntimeApi, caller: ApiCaller): Promise<string[]> {
  const cards = await runtime.listTasks(caller, { limit: PAGE });
  const mine: string[] = [];
  for (const card of cards) {
    const [first] = await runtime.taskEvents(caller, card.taskId, { limit: 1 }).catch(unlessGone([]));
    if (first?.actor === `user:${caller.userId}`) mine.push(card.taskId);
  }
  return mine;
}

/**
 * One person's erasure (ADR 0051), step by step, each recorded on the receipt: every task they
 * created is deleted through the task cascade (the receipt then waits for every service's purge
 * of each); their messages in the tasks that outlive them (a teammate's) are erased there, with
 * every copy of their texts in those tasks' events; their memories are forgotten through the forget cascade (the profile is folded from
 * them) once memory has purged their tasks; their main thread (messages, cards, routings) and
 * their words in the task index are erased by the router once it has purged their tasks (ADR
 * 0057); their user-scoped credentials are revoked
 * (ciphertext dropped); their stored idempotent responses and their API keys are deleted. Each
 * attempt runs every step, whatever the others did; every step is idempotent, a failed or
 * waiting one is recorded and the whole erasure tried again. Resolves true when all are done.
 */
export async function erasePerson(deps: ErasureDeps, erasure: PersonErasure): Promise<boolean> {
  const { sql, receiptId, caller } = { sql: deps.sql, receiptId: erasure.receiptId, caller: asCaller(erasure) };
  const steps: Array<[string, () => Promise<unknown>]> = [
    [
      'task-runtime',
      async () => {
        const runtime = hosted(deps.runtime);
        for (let ids = await tasksCreatedBy(runtime, caller); ids.length; ids = await tasksCreatedBy(runtime, caller))
          for (const taskId of ids) await purgeOnReceipt(runtime, sql, caller, taskId, receiptId);
      },
    ],
    [
      'task-runtime:messages',
      async () => {
        const runtime = hosted(deps.runtime);
        // Once their own tasks are gone every task left is someone else's; each call is idempotent.
        for (const card of await runtime.listTasks(caller, { limit: PAGE }))
          await runtime.eraseAuthor(caller, card.taskId).catch(unlessGone(undefined));
      },
    ],
    [
      'memory:memories',
      async () => {
        const memory = hosted(deps.memory);
        await purgedTasks(sql, receiptId, 'memory');
        for (let list = await memory.listMemories(caller); list.length; list = await memory.listMemories(caller))
          for (const m of list) await memory.forgetMemory(caller, m.memoryId, { reason: 'person erased' });
      },
    ],
    [
      'router:main-thread',
      async () => {
        const router = hosted(deps.router);
        await purgedTasks(sql, receiptId, 'router');
        await router.erasePerson(caller);
      },
    ],
    [
      'gateway:credentials',
      async () => {
        for (const c of await deps.vault.list(erasure.workspaceId))
          if (c.scope.kind === 'user' && c.scope.userId === erasure.userId && !c.revokedAt)
            await deps.vault.revoke(caller, c.credentialId);
      },
    ],
    ['gateway:idempotency', () => deps.idempotency.forgetUser(erasure.workspaceId, erasure.userId)],
    ['gateway:api-keys', () => deps.keys.forgetUser(erasure.workspaceId, erasure.userId)],
  ];
  let allDone = true;
  for (const [step, run] of steps) {
    try {
      await run();
      await recordReceiptStep(sql, receiptId, step, { state: 'done' });
    } catch (error) {
      allDone = false;
      if (error instanceof NotYet) await recordReceiptStep(sql, receiptId, step, { state: 'pending' });
      else {
        const reason = error instanceof NotHosted ? 'ServiceNotHosted' : failureReason(error);
        await recordReceiptStep(sql, receiptId, step, { state: 'failed', reason });
      }
    }
  }
  return allDone;
}

const asCaller = ({ workspaceId, userId }: PersonErasure): ApiCaller => ({ workspaceId, userId });
