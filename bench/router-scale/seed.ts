import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NewEvent } from '@lomo/event-store';
import type { SearchDocument } from '@lomo/search';
import type { ApiCaller, TaskCardView } from '@lomo/service-api';
import { mainThreadStreamId } from '../../libs/services/router/src/main-thread/main-thread.decider';
import { contentWords } from '../../libs/services/router/src/routing/similarity';
import { fillerRequests } from '../router/subjects';
import { cardOf } from '../router/scale';
import type { World } from './world';

/** Follow-up wordings the seeded thread cycles through (each message gets its own number). */
const FOLLOW_UPS = [
  'make it a little warmer',
  'can you try a darker background',
  'the title should be bigger',
  'add our logo in the corner',
  'use the second palette instead',
  'shorter copy please',
  'one more variant with a photo',
  'move the date to the top',
];

/** The briefs the workspace's tasks are written from, in turn (a user with 10,000 tasks repeats requests). */
export const briefPool = (): string[] => fillerRequests(220);

/** Distinct message texts of the seeded thread (each said about 100,000 / 500 times). */
const TEXTS = 500;
const textOf = (j: number) => `${FOLLOW_UPS[j % FOLLOW_UPS.length]} (${j % TEXTS})`;

/** `count` idle tasks, most recently active first (t-0 is the latest). */
export function seedCards(workspaceId: string, count: number): TaskCardView[] {
  const pool = briefPool();
  const now = Date.now();
  return Array.from({ length: count }, (_, i) =>
    cardOf(workspaceId, `t-${i}`, pool[i % pool.length], new Date(now - i * 60_000).toISOString()),
  );
}

/**
 * Every text of the seeded workspace embedded once — the thread's messages, the briefs, and
 * their subject words — as the live router embedded each when it was posted: a tree that keeps
 * vectors (ADR 0055) has them, one that does not has them nowhere once its process restarts.
 */
export async function seedVectors(world: World, workspaceId: string): Promise<void> {
  const texts = [...Array.from({ length: TEXTS }, (_, j) => textOf(j)), ...briefPool()];
  const all = [...new Set([...texts, ...texts.map((t) => contentWords(t).join(' '))])];
  const inScope = await workspaceScope(workspaceId);
  for (let i = 0; i < all.length; i += 32) await inScope(() => world.embedder.embed(all.slice(i, i + 32)));
}

/**
 * A tree that keeps vectors per workspace (ADR 0057) keeps only those embedded in a workspace's
 * scope, as the router's handlers embed; a tree before it has no scopes.
 */
async function workspaceScope(workspaceId: string): Promise<<T>(work: () => Promise<T>) => Promise<T>> {
  const path = join(__dirname, '../../libs/search/src/embedding/embedding-scope.ts');
  if (!existsSync(path)) return (work) => work();
  const scope = (await import(path)) as typeof import('../../libs/search/src/embedding/embedding-scope');
  return (work) => scope.withEmbeddingScope(workspaceId, work);
}

/**
 * A main thread of `messages` messages over `cards`, oldest first: most go to a task (later
 * messages to more recently active ones), one in 20 is answered in the main thread, one in 20
 * asked about (half of those cards answered), one in 20 creates a task; each routing event
 * carries five weighed candidates, as real ones do. Appended in batches straight to the store.
 */
export async function seedThread(world: World, caller: ApiCaller, cards: TaskCardView[], messages: number) {
  const streamId = mainThreadStreamId(caller.workspaceId, caller.userId);
  const start = Date.now() - messages * 60_000 - 3_600_000;
  const taskOf = (j: number) => {
    // Later messages go to more recent tasks, with a spread: a long thread touches every task.
    const base = Math.floor(((messages - 1 - j) / messages) * cards.length);
    return cards[Math.min(cards.length - 1, (base + ((j * 7919) % 5)) % cards.length)];
  };
  let expected: bigint | 'no_stream' = 'no_stream';
  const metadata = { workspaceId: caller.workspaceId, actor: `user:${caller.userId}` };
  const batch: NewEvent[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const result = await world.rawStore.append(streamId, batch.splice(0), { expected });
    expected = result.nextRevision;
  };
  for (let j = 0; j < messages; j++) {
    const at = new Date(start + j * 60_000).toISOString();
    const task = taskOf(j);
    const messageId = `seed-${j}`;
    const text = textOf(j);
    const candidates = [0, 1, 2, 3, 4].map((k) => {
      const c = cards[(cards.indexOf(task) + k) % cards.length];
      return { taskId: c.taskId, brief: c.brief, status: 'idle', score: 0.5 - k / 20, source: 'recent', meaning: 0.8 };
    });
    const kind = j % 20;
    const routed =
      kind === 0
        ? { decision: 'answered_in_main', taskIds: [], reply: 'Here is where things stand.' }
        : kind === 1
          ? {
              decision: 'asked_user',
              taskIds: [],
              card: {
                question: 'Which task is this for?',
                options: [
                  { optionId: candidates[0].taskId, label: 'a', taskId: candidates[0].taskId },
                  { optionId: candidates[1].taskId, label: 'b', taskId: candidates[1].taskId },
                  { optionId: 'new', label: 'Start a new task' },
                ],
              },
            }
          : { decision: kind === 2 ? 'created_task' : 'attached_to_task', taskIds: [task.taskId] };
    batch.push(
      { id: randomUUID(), type: 'MainMessagePosted', data: { messageId, text, at }, metadata },
      {
        id: randomUUID(),
        type: 'MainMessageRouted',
        data: {
          messageId,
          reason: 'seeded',
          at,
          candidates,
          similarity: 'seed',
          decidedBy: 'offline-rules',
          ...routed,
        },
        metadata,
      },
    );
    if (kind === 1 && j % 40 === 1)
      batch.push({
        id: randomUUID(),
        type: 'DisambiguationAnswered',
        data: { messageId, optionId: task.taskId, decision: 'attached_to_task', taskIds: [task.taskId], at },
        metadata,
      });
    if (batch.length >= 1_000) await flush();
  }
  await flush();
}

/**
 * One search document per task, as the task index holds them (brief as title, a few routed
 * messages as body), with the vector of the task's brief pool entry; then the index
 * processor's checkpoint is moved past the seeded thread, as if it had folded it (the caller
 * ran one `step()` before seeding, so its tables exist and it holds the lease).
 */
export async function seedIndex(world: World, caller: ApiCaller, cards: TaskCardView[]): Promise<void> {
  const pool = briefPool();
  const vectors = await world.embedder.embed(pool);
  for (let i = 0; i < cards.length; i += 500) {
    const docs: SearchDocument[] = cards.slice(i, i + 500).map((c, k) => ({
      id: c.taskId,
      workspaceId: caller.workspaceId,
      kind: 'task',
      taskId: c.taskId,
      title: c.brief,
      body: [FOLLOW_UPS[(i + k) % FOLLOW_UPS.length], FOLLOW_UPS[(i + k + 3) % FOLLOW_UPS.length]].join('\n'),
      vector: vectors[(i + k) % pool.length],
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    }));
    await world.rawSearch.upsert(docs);
  }
  if (world.rawSearch.adapter === 'opensearch') return;
  const head = await world.rawStore.headPosition();
  await world.sql.query(
    `insert into lomo_projection_checkpoints (projection, generation, commit_id, prepare_id) values ($1, 1, $2, $3)
     on conflict (projection, generation) do update set commit_id = excluded.commit_id, prepare_id = excluded.prepare_id`,
    [world.processor.name, head.commit.toString(), head.prepare.toString()],
  );
  // The processor keeps its checkpoint in memory: a lease taken again reloads it.
  await world.processor.stop();
}
