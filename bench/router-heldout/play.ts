import { performance } from 'node:perf_hooks';
import type { ApiCaller, MainThreadEntry, RouterApi, RoutingDecision, TaskRuntimeApi } from '@lomo/service-api';
import { keysOf, type Conversation, type HeldOutMessage, type Outcome } from './conversation';

/** The label's name for a semantic decision; a deterministic delivery is none of the five. */
function outcomeOf(decision: RoutingDecision): Outcome | undefined {
  switch (decision) {
    case 'answered_in_main':
      return 'answer_in_main';
    case 'created_lightweight_task':
      return 'create_lightweight';
    case 'attached_to_task':
      return 'attach';
    case 'created_task':
      return 'create_persistent';
    case 'asked_user':
      return 'ask_user';
    case 'delivered_to_task':
    case 'delivered_by_object_link':
      return undefined;
    default: {
      const _exhaustive: never = decision;
      return _exhaustive;
    }
  }
}

/**
 * The message's simulated time as the post's `at`, when the set gives one (B10h6 on); the user's
 * own follow-up posts (a delivery by task id) carry the same time, so the thread never runs backwards.
 */
const timeOf = (m: HeldOutMessage): { at?: string } => (m.at ? { at: m.at } : {});

/** Where the router put one message, in the user's own task keys. */
export interface Observation {
  message: HeldOutMessage;
  user: string;
  /** The router's decision as it named it, and as one of the five outcomes where it is one. */
  decision: string;
  outcome: Outcome | undefined;
  /** The user's key of the task it went to (attach) or started (create); `other:<n>` for a task no label started. */
  taskKey?: string;
  /** For a card: the keys it offered, and whether it offered a new task. */
  offered?: string[];
  offeredNew?: boolean;
  /** The entry's language and, for an answer in main, its reply. */
  language?: string;
  reply?: string;
  reason?: string;
  ms: number;
}

/** What the simulated user needs to act on the router's answer. */
interface Ledger {
  taskOf: Map<string, string>;
  keyOf: Map<string, string>;
}

const keyFor = (ledger: Ledger, taskId: string | undefined): string | undefined => {
  if (!taskId) return undefined;
  if (!ledger.keyOf.has(taskId)) ledger.keyOf.set(taskId, `other:${ledger.keyOf.size + 1}`);
  return ledger.keyOf.get(taskId);
};

function observe(m: HeldOutMessage, user: string, entry: MainThreadEntry, ms: number, ledger: Ledger): Observation {
  const outcome = outcomeOf(entry.decision);
  const creates = outcome === 'create_persistent' || outcome === 'create_lightweight';
  const own = m.expect.outcome.startsWith('create_') ? m.expect.task : undefined;
  if (creates && own && entry.taskIds[0]) ledger.keyOf.set(entry.taskIds[0], own);
  const options = entry.card?.options ?? [];
  return {
    message: m,
    user,
    decision: entry.decision,
    outcome,
    taskKey: outcome === 'ask_user' ? undefined : keyFor(ledger, entry.taskIds[0]),
    ...(entry.card
      ? {
          offered: options.flatMap((o) => (o.taskId ? [keyFor(ledger, o.taskId) ?? ''] : [])),
          offeredNew: options.some((o) => !o.taskId),
        }
      : {}),
    language: entry.language,
    reply: entry.reply,
    reason: entry.reason,
    ms,
  };
}

/**
 * Posts one user's messages in order through `RouterApi.postMessage` and records where each
 * went. Afterwards the user acts as a person would, so later messages find what they refer to:
 * a card is answered with the task they meant (or `new`) — by typing, when the set's next line
 * is that answer (`typedAnswer`), else by a click; a task the router did not start is
 * made explicitly (created, then the request delivered by task id, as bench/router does); a
 * message meant for a task the card did not offer is delivered to that task directly. The
 * scoring reads only the router's first answer.
 */
export async function playConversation(
  router: RouterApi,
  tasks: TaskRuntimeApi,
  caller: ApiCaller,
  conversation: Conversation,
): Promise<Observation[]> {
  const ledger: Ledger = { taskOf: new Map(), keyOf: new Map() };
  const observations: Observation[] = [];
  for (const [i, m] of conversation.messages.entries()) {
    const started = performance.now();
    const entry = await router.postMessage(caller, { messageId: m.id, text: m.text, ...timeOf(m) });
    const seen = observe(m, conversation.user, entry, performance.now() - started, ledger);
    observations.push(seen);
    if (!typedAnswer(m, conversation.messages[i + 1])) await settle(router, tasks, caller, m, entry, ledger);
  }
  return observations;
}

/**
 * The set's next line is the person's own answer to this ask: a `reply_to_agent` line that
 * attaches to one of the asked pieces ("The book jacket, thank you."). They answer by typing it,
 * so the card is left for that line to answer; a click as well would answer twice, and the typed
 * line would then arrive after a closed question (until B10h13's runs the harness did both).
 */
export function typedAnswer(m: HeldOutMessage, next: HeldOutMessage | undefined): boolean {
  if (m.expect.outcome !== 'ask_user' || !next?.tags?.includes('reply_to_agent')) return false;
  return next.expect.outcome === 'attach' && keysOf(m.expect.task).includes(next.expect.task as string);
}

async function settle(
  router: RouterApi,
  tasks: TaskRuntimeApi,
  caller: ApiCaller,
  m: HeldOutMessage,
  entry: MainThreadEntry,
  ledger: Ledger,
): Promise<void> {
  const e = m.expect;
  const options = entry.card?.options ?? [];
  if (e.outcome === 'create_persistent' || e.outcome === 'create_lightweight') {
    const key = e.task as string;
    const started = entry.decision === 'created_task' || entry.decision === 'created_lightweight_task';
    if (started && entry.taskIds[0]) return void ledger.taskOf.set(key, entry.taskIds[0]);
    const fresh = options.find((o) => !o.taskId);
    const answered = fresh ? await router.answerCard(caller, m.id, { optionId: fresh.optionId }) : undefined;
    const taskId = answered?.taskIds[0] ?? (await makeTask(router, tasks, caller, m, e.outcome));
    ledger.taskOf.set(key, taskId);
    ledger.keyOf.set(taskId, key);
    return;
  }
  const meant = keysOf(e.task)[0];
  if (!meant || entry.decision !== 'asked_user') return;
  const taskId = ledger.taskOf.get(meant);
  const option = options.find((o) => o.taskId && o.taskId === taskId);
  if (option) await router.answerCard(caller, m.id, { optionId: option.optionId });
  else if (taskId)
    await router.postMessage(caller, { messageId: `${m.id}_direct`, text: m.text, taskId, ...timeOf(m) });
}

async function makeTask(
  router: RouterApi,
  tasks: TaskRuntimeApi,
  caller: ApiCaller,
  m: HeldOutMessage,
  outcome: 'create_persistent' | 'create_lightweight',
): Promise<string> {
  const kind = outcome === 'create_lightweight' ? 'lightweight' : 'persistent';
  const { taskId } = await tasks.createTask(caller, { text: m.text, kind, messageId: `${m.id}_made` });
  await router.postMessage(caller, { messageId: `${m.id}_made_post`, text: m.text, taskId, ...timeOf(m) });
  return taskId;
}
