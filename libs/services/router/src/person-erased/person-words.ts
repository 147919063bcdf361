import type { SearchDocument } from '@lomo/search';
import type { MainThreadEvent } from '../main-thread/main-thread.events';
import { INTO_TASK, MAX_BODY } from '../task-index/task-index.processor';

/** What a person's thread put into the task index: per task, the texts of theirs it holds. */
export interface ThreadWords {
  /** Messages posted in the thread. */
  messages: number;
  /** Task id → the person's texts that the task index added to that task's document. */
  byTask: Map<string, string[]>;
}

/**
 * Where the words of a person's main thread went in the task index (ADR 0057): every message
 * that went into a task — routed, answered on a card, or moved there — joined that task's
 * document. Pure: the thread's events in, the texts per task out. A message already
 * tombstoned by a task's deletion has no text left and is skipped.
 */
export function threadWords(events: ReadonlyArray<Pick<MainThreadEvent, 'type' | 'data'>>): ThreadWords {
  const texts = new Map<string, string>();
  const into = new Map<string, Set<string>>();
  const went = (messageId: string, taskIds: readonly string[]) => {
    const tasks = into.get(messageId) ?? new Set<string>();
    for (const taskId of taskIds) if (taskId) tasks.add(taskId);
    into.set(messageId, tasks);
  };
  for (const event of events as MainThreadEvent[]) {
    if (event.type === 'MainMessagePosted') texts.set(event.data.messageId, event.data.text);
    else if (event.type === 'MainMessageRouted' || event.type === 'DisambiguationAnswered') {
      if (INTO_TASK.has(event.data.decision)) went(event.data.messageId, event.data.taskIds);
    } else if (event.type === 'MessageMoved') went(event.data.messageId, [event.data.toTaskId]);
  }
  const byTask = new Map<string, string[]>();
  for (const [messageId, tasks] of into) {
    const text = texts.get(messageId);
    if (!text) continue;
    for (const taskId of tasks) byTask.set(taskId, [...(byTask.get(taskId) ?? []), text]);
  }
  return { messages: texts.size, byTask };
}

/**
 * A task document without the given texts (wherever they appear: a body is cut to its last
 * `MAX_BODY` characters, so a text may survive only in part at its start), or undefined when none
 * of them is in it. A title that was one of the texts (the person's message was the task's
 * first) is replaced by the first line left in the body, and `empty` says nothing is left.
 */
export function withoutTexts(
  doc: Pick<SearchDocument, 'title' | 'body'>,
  texts: readonly string[],
): { title: string; body: string; empty: boolean } | undefined {
  const whole = texts.filter(Boolean);
  const cut = (text: string) => whole.reduce((t, w) => t.split(w).join(''), text);
  const [head = '', ...rest] = doc.body.split('\n');
  // A body at its limit was cut at the start: its first line may be the tail of one of the texts.
  const keptHead = doc.body.length >= MAX_BODY && whole.some((w) => w.endsWith(head)) ? '' : head;
  const lines = cut([keptHead, ...rest].join('\n'))
    .split('\n')
    .filter((line) => line.trim() !== '');
  const cutTitle = cut(doc.title).trim();
  if (cutTitle === doc.title && lines.join('\n') === doc.body) return undefined;
  const title = cutTitle || (lines.shift() ?? '');
  return { title, body: lines.join('\n'), empty: title === '' && lines.length === 0 };
}
