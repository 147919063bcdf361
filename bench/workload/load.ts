import { seeded } from '../shared/random';
import { followUp, requests, type SimUser } from './users';

export interface Sample {
  ms: number;
  status: number;
  /** When the request was sent, ms after the load began. */
  at?: number;
  what?: string;
}

export interface LoadResult {
  posts: Sample[];
  followUps: Sample[];
  cards: Sample[];
  answers: Sample[];
  /** The router's questions answered "a new task", and misrouted requests moved to a new task. */
  corrections: Sample[];
  tasks: Map<string, SimUser & { key: string }>;
  outcomes: Record<string, number>;
  answered: number;
  /** Router questions left open, and moves the router refused (a step had already taken the message). */
  questionsLeft: number;
  movesRefused: number;
  wallMs: number;
  maxInFlight: number;
}

interface Options {
  url: string;
  users: Array<SimUser & { key: string }>;
  tasks: number;
  /** Actions per second, arriving as a seeded Poisson process (open loop, like people). */
  rate: number;
  /** The share of actions that are new requests; the rest are follow-ups and card looks, half each. */
  newShare: number;
  seed: number;
  /** In-flight requests above this make the next arrival wait (recorded as maxInFlight). */
  maxInFlight: number;
  onProgress?: (created: number, so: LoadResult) => void;
}

/** A main-thread entry as the API answers it (the fields B14 reads). */
interface Entry {
  messageId: string;
  decision?: string;
  taskIds?: string[];
}

let origin = performance.now();
async function timed(url: string, init: RequestInit): Promise<{ sample: Sample; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.json().catch(() => undefined);
  const what = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
  return { sample: { ms: performance.now() - started, status: res.status, at: started - origin, what }, body };
}

const headers = (key: string, idempotencyKey?: string) => ({
  authorization: `Bearer ${key}`,
  'content-type': 'application/json',
  ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
});

/**
 * Drives the workload: `tasks` new requests over the main thread, and between them follow-ups
 * to a user's own tasks (by task id, as the console sends them) and answers to cost cards
 * (confirm or reject, about half of the cards a user looks at; the rest stay open). Every new
 * request is followed by the user reading its task card, as the console does.
 */
export async function runLoad(o: Options): Promise<LoadResult> {
  const random = seeded(o.seed);
  const texts = requests(o.tasks, random);
  const result: LoadResult = {
    posts: [],
    followUps: [],
    cards: [],
    answers: [],
    corrections: [],
    tasks: new Map(),
    outcomes: {},
    answered: 0,
    questionsLeft: 0,
    movesRefused: 0,
    wallMs: 0,
    maxInFlight: 0,
  };
  const own = new Map<string, string[]>();
  const decided = new Set<string>();
  const looked = new Set<string>();
  let seen = 0;
  let inFlight = 0;
  const running = new Set<Promise<void>>();

  const readCard = async (user: SimUser & { key: string }, taskId: string) => {
    const { sample, body } = await timed(`${o.url}/v1/tasks/${taskId}`, { headers: headers(user.key) });
    result.cards.push(sample);
    return body as
      | {
          status?: string;
          inbox?: Array<{ state: string }>;
          checkpoints?: Array<{ cardId: string; origin: string; state: string }>;
        }
      | undefined;
  };

  const newRequest = async (user: SimUser & { key: string }, text: string, i: number) => {
    const { sample, body } = await timed(`${o.url}/v1/main/messages`, {
      method: 'POST',
      headers: headers(user.key, `b14-${o.seed}-${i}`),
      body: JSON.stringify({ text, language: 'en' }),
    });
    result.posts.push(sample);
    const entry = body as Entry | undefined;
    const outcome = sample.status === 201 ? String(entry?.decision) : `http ${sample.status}`;
    result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1;
    // Every request is new work to the person who sent it: a question is mostly answered "a new
    // task" (one in ten left open), and a request added to a task is moved to a new one, as the
    // console offers — the tasks B14 then holds are the people's, each under its sender's rules.
    const corrected = entry && (await correct(user, entry, i));
    for (const taskId of (corrected ?? entry)?.taskIds ?? []) {
      result.tasks.set(taskId, user);
      own.set(user.userId, [...(own.get(user.userId) ?? []), taskId]);
    }
    const first = (corrected ?? entry)?.taskIds?.[0];
    if (first) await readCard(user, first);
  };

  const correct = async (user: SimUser & { key: string }, entry: Entry, i: number): Promise<Entry | undefined> => {
    const asked = entry.decision === 'asked_user';
    if (!asked && entry.decision !== 'attached_to_task') return undefined;
    if (asked && random() < 0.1) {
      result.questionsLeft++;
      return undefined;
    }
    const { sample, body } = await timed(`${o.url}/v1/main/messages/${entry.messageId}/${asked ? 'answer' : 'move'}`, {
      method: 'POST',
      headers: headers(user.key, asked ? undefined : `b14-${o.seed}-m${i}`),
      body: JSON.stringify(asked ? { optionId: 'new' } : { taskId: 'new' }),
    });
    result.corrections.push(sample);
    if (sample.status === 409) result.movesRefused++;
    return sample.status < 300 ? (body as Entry) : undefined;
  };

  const followUpOrAnswer = async (user: SimUser & { key: string }, i: number, roll: number) => {
    const mine = own.get(user.userId) ?? [];
    if (mine.length === 0) return;
    if (roll < 0.5) {
      const taskId = mine[Math.floor(random() * mine.length)];
      const { sample } = await timed(`${o.url}/v1/main/messages`, {
        method: 'POST',
        headers: headers(user.key, `b14-${o.seed}-f${i}`),
        body: JSON.stringify({ text: followUp(random), taskId, language: 'en' }),
      });
      result.followUps.push(sample);
      return;
    }
    // A person looks at what they asked for last and have not settled yet.
    const taskId = mine.findLast((t) => !looked.has(t)) ?? mine[Math.floor(random() * mine.length)];
    const card = await readCard(user, taskId);
    const cost = card?.checkpoints?.find((c) => c.origin === 'cost' && c.state === 'open');
    if (!cost) {
      // Settled without a card (a new task is idle, too, before its first turn reads its message).
      const settled = card?.status !== 'running' && card?.inbox?.every((m) => m.state !== 'pending');
      if (card?.status && settled) looked.add(taskId);
      return;
    }
    // Card ids repeat across tasks (`cost:<turn:step:call>`): a card is its task's.
    if (decided.has(`${taskId}/${cost.cardId}`)) return;
    decided.add(`${taskId}/${cost.cardId}`);
    looked.add(taskId);
    // Half of the cost cards people look at are answered, the rest left open: every other one,
    // the first answered (a seeded coin left a short run with none answered).
    if (seen++ % 2 === 1) return;
    const { sample } = await timed(
      `${o.url}/v1/tasks/${taskId}/checkpoints/${encodeURIComponent(cost.cardId)}/answer`,
      {
        method: 'POST',
        headers: headers(user.key),
        body: JSON.stringify({ action: random() < 0.8 ? 'confirm' : 'reject' }),
      },
    );
    result.answers.push(sample);
    if (sample.status < 300) result.answered++;
  };

  const started = performance.now();
  origin = started;
  let created = 0;
  let action = 0;
  while (created < o.tasks) {
    // Exponential gaps: a Poisson process of `rate` actions per second.
    await new Promise((r) => setTimeout(r, (-Math.log(1 - random()) / o.rate) * 1000));
    while (inFlight >= o.maxInFlight) await Promise.race(running);
    const user = o.users[Math.floor(random() * o.users.length)];
    const roll = random();
    const i = action++;
    // New requests (`newShare`, 70 % by default); the rest follow-ups and card answers to the user's own tasks.
    const share = o.newShare;
    const isNew = roll < share;
    const work = isNew
      ? newRequest(user, texts[created++], i)
      : followUpOrAnswer(user, i, (roll - share) / (1 - share));
    if (isNew && created % 100 === 0) o.onProgress?.(created, result);
    inFlight++;
    result.maxInFlight = Math.max(result.maxInFlight, inFlight);
    const p: Promise<void> = work
      .catch((err: unknown) => void result.posts.push({ ms: NaN, status: -1, ...{ err: String(err) } }))
      .finally(() => {
        inFlight--;
        running.delete(p);
      });
    running.add(p);
  }
  await Promise.all(running);
  // People who asked for work come back to look at it: on a loaded machine a short run can end before
  // any turn has reached its cost card, and then none was ever answered (B14 small in the suite, two
  // cold runs at load 15). They look, one at a time, until one card is answered or a minute has passed.
  const lookUntil = performance.now() + 60_000;
  const waiting = o.users.filter((u) => (own.get(u.userId) ?? []).length > 0);
  while (result.answered === 0 && waiting.length > 0 && performance.now() < lookUntil) {
    await new Promise((r) => setTimeout(r, 500));
    await followUpOrAnswer(waiting[Math.floor(random() * waiting.length)], action++, 1).catch(() => undefined);
  }
  result.wallMs = performance.now() - started;
  return result;
}
