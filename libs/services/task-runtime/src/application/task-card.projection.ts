import { TASK_STREAMS } from '@lomo/contracts';
import type { DocumentProjection, RecordedEvent } from '@lomo/event-store';
import type { TaskCardView } from '@lomo/service-api';
import type { TaskEvent, TaskStatus } from '../task/task.events';
import { evolveTask, initialTaskState, type TaskState } from '../task/task.state';
import { cardOf, emptyTrail, foldTrail, type CardTrail } from './task-card';

/**
 * One document per task: its card, exactly what folding the task's stream gives
 * (`taskCard`), plus the fold itself so the next event applies to it. Serves `listTasks`
 * and `getTask` without reading task streams (before it, `listTasks` folded every task:
 * N+1 reads). Rebuildable from the log (a new generation folds every task stream again);
 * a purge deletes the document with the stream.
 */
export interface TaskCardDoc {
  workspaceId: string;
  status: TaskStatus;
  /** Lightweight tasks stay out of the default list; a promotion makes the task persistent. */
  kind: TaskCardView['kind'];
  /** The card's `updatedAt`: time of the task's last event (lists are newest first). */
  updatedAt: string;
  card: TaskCardView;
  /** The folded task (Maps and Sets tagged for JSON) and the card's trail. */
  fold: { state: unknown; trail: CardTrail };
}

/**
 * v2: the documents carry `kind` (a list filters on it); v3: and the rubric; v4: the
 * card and the fold sealed (ADR 0087). Each bump rebuilds the cards from the log once.
 */
export const TASK_CARDS = 'task_cards_v4';

const MAP = '$lomo:map';
const SET = '$lomo:set';

/** The folded task as JSON: Maps and Sets become tagged arrays (the state holds both). */
export function toPlain(value: unknown): unknown {
  if (value instanceof Map) return { [MAP]: [...value].map(([k, v]) => [k, toPlain(v)]) };
  if (value instanceof Set) return { [SET]: [...value].map(toPlain) };
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  return value;
}

export function fromPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromPlain);
  if (!value || typeof value !== 'object') return value;
  const tagged = value as Record<string, unknown>;
  if (Array.isArray(tagged[MAP]))
    return new Map((tagged[MAP] as Array<[unknown, unknown]>).map(([k, v]) => [k, fromPlain(v)]));
  if (Array.isArray(tagged[SET])) return new Set((tagged[SET] as unknown[]).map(fromPlain));
  return Object.fromEntries(Object.entries(tagged).map(([k, v]) => [k, fromPlain(v)]));
}

/** Documents stay in memory across one batch: rehydrate each only once, not per event. */
const hydrated = new WeakMap<TaskCardDoc, TaskState>();

export const taskCardProjection: DocumentProjection<TaskCardDoc> = {
  name: TASK_CARDS,
  handles: '*',
  categories: [TASK_STREAMS.category],
  // A list: one workspace's cards, newest first (`TaskCards.list`).
  indexed: [['workspaceId', 'updatedAt']],
  // Everything the person and the agent said is in these two; what lists filter on stays clear.
  sealed: ['card', 'fold'],
  documentId: (event: RecordedEvent) => TASK_STREAMS.idOf(event.streamId),
  evolve: (doc, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as TaskEvent;
    const before = doc ? (hydrated.get(doc) ?? (fromPlain(doc.fold.state) as TaskState)) : initialTaskState();
    let state: TaskState;
    try {
      state = evolveTask(before, event);
    } catch {
      // A malformed event (hand-written, or from a buggy writer) must not halt every card: this
      // one task's card stays as it was; folding its stream (getTask's fallback) reports the fault.
      return doc;
    }
    if (!state.exists) return null;
    const trail = foldTrail(doc?.fold.trail ?? emptyTrail(), event, state.taskId);
    const card = cardOf(state, trail, String(recorded.revision + 1n));
    const next: TaskCardDoc = {
      workspaceId: state.workspaceId,
      status: state.status,
      kind: state.kind,
      updatedAt: card.updatedAt,
      card,
      // Serialized only when the batch writes the document (JSON.stringify calls toJSON), not per event.
      fold: { state: { toJSON: () => toPlain(state) }, trail },
    };
    hydrated.set(next, state);
    return next;
  },
};
