import type { Random } from './random';
import type { Users } from './http';

/** What a user asks for; each shape exercises another path of a paid generation. */
export type TaskShape =
  /** "a series of N posters …": a checklist and N image jobs (a multi-step plan), callbacks. */
  | 'series'
  /** One image whose upstream sends every callback twice. */
  | 'duplicate-callbacks'
  /** One image whose upstream sends no callback: only polling finishes it. */
  | 'polled'
  /** A video clip above the no-confirm limit: a cost card the user answers. */
  | 'video';

/** Words the simulated upstream is scripted on (main.ts): a prompt holding one gets that behaviour. */
export const UPSTREAM_MARKERS = { polled: 'moonlit', 'duplicate-callbacks': 'stormy' } as const;

export interface TaskPlan {
  index: number;
  shape: TaskShape;
  text: string;
  /** When the user posts it, from the start of the load. */
  atMs: number;
  /** A follow-up once the first result is in ("make it warmer"). */
  followUp: boolean;
  /** How the user answers a cost card. */
  confirmsCost: boolean;
}

const COLOURS = ['red', 'teal', 'amber', 'violet', 'green', 'silver', 'coral', 'indigo'];
const SUBJECTS = ['fox', 'heron', 'tram', 'lighthouse', 'owl', 'kite', 'tugboat', 'orchard', 'glacier', 'violin'];
const STYLES = ['watercolour', 'ink drawing', 'oil painting', 'linocut', 'pastel'];

/**
 * The users' requests, seeded. Each names a subject no other task has (an invented name with
 * the task's index), so the router makes a task of each instead of attaching it to a similar
 * one; when it asks anyway, the user answers "new".
 */
export function planLoad(random: Random, tasks: number, windowMs: number): TaskPlan[] {
  return Array.from({ length: tasks }, (_, index) => {
    const roll = random.next();
    const shape: TaskShape =
      roll < 0.5 ? 'series' : roll < 0.65 ? 'duplicate-callbacks' : roll < 0.85 ? 'polled' : 'video';
    const subject = `${random.pick(COLOURS)} ${random.pick(SUBJECTS)} called Quill${index}x${random.int(100, 999)}`;
    const style = random.pick(STYLES);
    const text = {
      series: `a series of ${random.int(2, 3)} posters of a ${subject}, ${style}`,
      'duplicate-callbacks': `a poster of a ${subject} on a ${UPSTREAM_MARKERS['duplicate-callbacks']} night, ${style}`,
      polled: `a poster of a ${subject} under a ${UPSTREAM_MARKERS.polled} sky, ${style}`,
      video: `a short video clip of a ${subject}, ${style}`,
    }[shape];
    return {
      index,
      shape,
      text,
      atMs: Math.round((windowMs * index) / Math.max(1, tasks)) + random.int(0, 500),
      followUp: random.chance(0.3),
      confirmsCost: random.chance(0.85),
    };
  });
}

interface Entry {
  messageId: string;
  decision: string;
  taskIds: string[];
  card?: { state: string; options: Array<{ optionId: string }> };
}
interface Card {
  status: string;
  stopReason?: string;
  inbox: Array<{ messageId: string; state: string }>;
  checkpoints: Array<{ cardId: string; state: string; actions: string[] }>;
  artifacts: unknown[];
}

/** What one user's task did, for the report and the checker. */
export interface TaskOutcome {
  plan: TaskPlan;
  taskId?: string;
  decision?: string;
  /** Status when the user stopped watching. */
  status?: string;
  artifacts: number;
  cardsAnswered: number;
  acceptedMessages: Array<{ taskId: string; messageId: string }>;
  settledAtMs?: number;
  error?: string;
  /** Card answers the API refused (status and problem), for the report. */
  refusedAnswers: string[];
}

const SETTLED = new Set(['idle', 'terminated', 'paused']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One user and one task: posts the request on a gateway of its own, answers the router's card
 * and cost cards as planned, posts the follow-up once a result is in, and watches the card
 * (on either gateway) until the task has settled with nothing left in its inbox, or `deadline`.
 */
export async function runUser(
  users: Users,
  plan: TaskPlan,
  random: Random,
  startedAt: number,
  deadline: number,
): Promise<TaskOutcome> {
  const outcome: TaskOutcome = { plan, artifacts: 0, cardsAnswered: 0, acceptedMessages: [], refusedAnswers: [] };
  const prefer = plan.index % 2;
  try {
    await sleep(Math.max(0, startedAt + plan.atMs - Date.now()));
    const posted = await users.call<Entry>('POST', '/v1/main/messages', {
      body: { text: plan.text, language: 'en' },
      key: `chaos-${plan.index}-${plan.text.length}`,
      prefer,
    });
    if (posted.status !== 201) throw new Error(`post answered ${posted.status}: ${JSON.stringify(posted.body)}`);
    let entry = posted.body;
    outcome.decision = entry.decision;
    if (entry.decision === 'asked_user') {
      const answered = await users.call<Entry>('POST', `/v1/main/messages/${entry.messageId}/answer`, {
        body: { optionId: 'new' },
        key: `chaos-answer-${entry.messageId}`,
        prefer,
      });
      if (answered.status !== 200 && answered.status !== 201) throw new Error(`card answer ${answered.status}`);
      entry = answered.body;
      outcome.cardsAnswered++;
    }
    const taskId = entry.taskIds?.[0];
    if (!taskId) throw new Error(`no task: ${entry.decision}`);
    outcome.taskId = taskId;
    let followedUp = !plan.followUp;
    while (Date.now() < deadline) {
      await sleep(random.int(1_500, 3_000));
      const read = await users.call<Card>('GET', `/v1/tasks/${taskId}`, { prefer: random.int(0, 1) });
      if (read.status !== 200) continue;
      const card = read.body;
      outcome.status = card.status;
      outcome.artifacts = card.artifacts.length;
      for (const checkpoint of card.checkpoints.filter((c) => c.state === 'open')) {
        const action = plan.confirmsCost && checkpoint.actions.includes('confirm') ? 'confirm' : 'reject';
        const answer = await users.call(
          'POST',
          `/v1/tasks/${taskId}/checkpoints/${encodeURIComponent(checkpoint.cardId)}/answer`,
          {
            body: { action },
            key: `chaos-card-${taskId}-${checkpoint.cardId}`,
            prefer,
          },
        );
        if (answer.status === 202) outcome.cardsAnswered++;
        else outcome.refusedAnswers.push(`${action} ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
      const pending = card.inbox.some((m) => m.state === 'pending');
      if (!followedUp && card.status === 'idle' && card.artifacts.length > 0 && !pending) {
        const sent = await users.call<{ messageId: string }>('POST', `/v1/tasks/${taskId}/messages`, {
          body: { text: 'make it warmer, with a softer light' },
          key: `chaos-followup-${taskId}`,
          prefer,
        });
        if (sent.status === 202) outcome.acceptedMessages.push({ taskId, messageId: sent.body.messageId });
        followedUp = true;
        continue;
      }
      const open = card.checkpoints.some((c) => c.state === 'open');
      if (followedUp && SETTLED.has(card.status) && !pending && !open) {
        outcome.settledAtMs = Date.now() - startedAt;
        return outcome;
      }
    }
    outcome.error = `not settled by the deadline (${outcome.status})${
      outcome.refusedAnswers.length ? `; card answers refused: ${outcome.refusedAnswers.slice(-2).join(' | ')}` : ''
    }`;
  } catch (error) {
    outcome.error = (error as Error).message;
  }
  return outcome;
}
