import type { RecordedEvent } from '@lomo/event-store';
import type { MainThreadEntry } from '@lomo/service-api';
import type { MainThreadEvent } from './main-thread.events';
import { foldThread } from './fold-thread';

/** Tasks kept in conversation order: ten times the five the router weighs first (`CandidateFinder`). */
const DISCUSSED = 50;
/**
 * A task's latest messages kept as its words: well above the 24 texts `taskTexts` weighs, so
 * the cut there, not here, decides what a long task is about.
 */
const SAID = 64;
/** The messages whose languages tell the one the person writes in. */
const SPOKEN = 5;

interface Placed {
  seq: number;
  taskIds: readonly string[];
  text: string;
}

/**
 * What routing a post needs of the user's main thread (ADR 0055), folded once and then kept up
 * to date from the events after its revision, instead of folding the whole thread per post:
 * the ids posted, the latest message's time, the tasks the thread went to (latest first), per
 * task its latest words, and the last entry (an open card's options). Each event costs a
 * bounded amount whatever the thread's length; only a message placed in an older message's
 * position (a card answered late, a move) re-sorts the few tasks it touches.
 */
export class ThreadContext {
  revision: bigint | undefined = undefined;
  /** The time of the thread's latest message. */
  lastAt: string | undefined;
  /** The languages of the latest messages recorded with one, oldest first (at most `SPOKEN`). */
  private spoken: string[] = [];
  private seq = 0;
  private readonly placed = new Map<string, Placed>();
  /** Per task, its messages' ids in posting order. */
  private readonly inTask = new Map<string, string[]>();
  /** The tasks with the latest messages, latest first (at most `DISCUSSED`). */
  private recent: string[] = [];
  /** The last posted message's entry, as the thread shows it (card state included). */
  private tail = new Map<string, MainThreadEntry>();
  /** A task's deletion rewrote events in place: this copy must be folded again. */
  stale = false;

  /** Whether the message id was posted. */
  has(messageId: string): boolean {
    return this.placed.has(messageId);
  }

  /**
   * The language the person has been writing in (R-2.7, ADR 0089): the most frequent of their
   * latest messages', the latest on a tie — so one line read wrongly, or one line in another
   * language, does not carry over to the short lines after it.
   */
  get language(): string | undefined {
    const times = (l: string) => this.spoken.filter((x) => x === l).length;
    return [...this.spoken]
      .reverse()
      .reduce<string | undefined>((a, l) => (!a || times(l) > times(a) ? l : a), undefined);
  }

  /** The thread's last entry (posting order). */
  get last(): MainThreadEntry | undefined {
    return [...this.tail.values()].at(-1);
  }

  /** The tasks the thread's messages went to, the latest first, each once. */
  discussed(): string[] {
    return [...this.recent];
  }

  /** Per task, the user's words the thread sent it (creation and follow-ups), oldest first. */
  readonly said: ReadonlyMap<string, readonly string[]> = new SaidView(this);

  /** The task's latest `SAID` texts, oldest first (none: `undefined`, as a map without the task). */
  saidTo(taskId: string): string[] | undefined {
    const ids = this.inTask.get(taskId);
    if (!ids) return undefined;
    const texts: string[] = [];
    for (let i = ids.length - 1; i >= 0 && texts.length < SAID; i--) {
      const text = this.placed.get(ids[i])?.text;
      if (text) texts.push(text);
    }
    return texts.length ? texts.reverse() : undefined;
  }

  /** The tasks holding any of the thread's messages (unordered). */
  tasks(): IterableIterator<string> {
    return this.inTask.keys();
  }

  /** How many messages the copy holds (its share of the cache). */
  get size(): number {
    return this.placed.size;
  }

  /** Folds events read after `revision`, in stream order. */
  apply(events: readonly RecordedEvent[]): this {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as MainThreadEvent;
      switch (event.type) {
        case 'MainMessagePosted':
          this.seq++;
          this.placed.set(event.data.messageId, { seq: this.seq, taskIds: [], text: event.data.text });
          if (!this.lastAt || event.data.at > this.lastAt) this.lastAt = event.data.at;
          this.tail = new Map();
          break;
        case 'MainMessageRouted':
          if (event.data.language) this.spoken = [...this.spoken, event.data.language].slice(-SPOKEN);
          this.place(event.data.messageId, event.data.taskIds);
          break;
        case 'DisambiguationAnswered':
          this.place(event.data.messageId, event.data.taskIds);
          break;
        case 'MessageMoved':
          this.place(event.data.messageId, event.data.toTaskId ? [event.data.toTaskId] : []);
          break;
        case 'MainMessagesRedacted':
          this.stale = true;
          break;
        default:
          break;
      }
      foldThread([recorded], { entries: this.tail, revision: this.revision });
      this.revision = recorded.revision;
    }
    return this;
  }

  /** Puts a message in `taskIds` (out of the tasks it was in). */
  private place(messageId: string, taskIds: readonly string[]): void {
    const message = this.placed.get(messageId);
    if (!message) return;
    const before = message.taskIds;
    message.taskIds = taskIds;
    const latest = message.seq === this.seq;
    for (const taskId of before.filter((t) => !taskIds.includes(t))) {
      const ids = this.inTask.get(taskId) ?? [];
      const at = ids.indexOf(messageId);
      if (at >= 0) ids.splice(at, 1);
      if (ids.length === 0) this.inTask.delete(taskId);
    }
    for (const taskId of taskIds.filter((t) => !before.includes(t))) {
      const ids = this.inTask.get(taskId) ?? [];
      if (!this.inTask.has(taskId)) this.inTask.set(taskId, ids);
      ids.splice(this.positionIn(ids, message.seq), 0, messageId);
    }
    // The usual case: the latest message goes to its tasks, which lead the conversation now
    // (its last task first: the thread is read backwards).
    if (latest && before.length === 0) {
      const first = [...taskIds].reverse();
      this.recent = [...first, ...this.recent.filter((t) => !taskIds.includes(t))].slice(0, DISCUSSED);
      return;
    }
    this.resort();
  }

  /** Where a message of `seq` goes among a task's messages (ids in posting order). */
  private positionIn(ids: readonly string[], seq: number): number {
    let at = ids.length;
    while (at > 0 && (this.placed.get(ids[at - 1])?.seq ?? 0) > seq) at--;
    return at;
  }

  /** The conversation order again from each task's latest message: after a late answer or a move. */
  private resort(): void {
    const latest = (taskId: string) => {
      const message = this.placed.get(this.inTask.get(taskId)?.at(-1) ?? '');
      return { taskId, seq: message?.seq ?? 0, nth: message?.taskIds.indexOf(taskId) ?? 0 };
    };
    this.recent = [...this.inTask.keys()]
      .map(latest)
      .sort((a, b) => b.seq - a.seq || b.nth - a.nth)
      .slice(0, DISCUSSED)
      .map((t) => t.taskId);
  }
}

/**
 * `ThreadContext.said` as the map the router reads: `get` looks up only the tasks it asks about
 * (the candidates); walking it (nothing on the post path does) builds the whole map.
 */
class SaidView implements ReadonlyMap<string, readonly string[]> {
  constructor(private readonly context: ThreadContext) {}

  get(taskId: string): readonly string[] | undefined {
    return this.context.saidTo(taskId);
  }

  has(taskId: string): boolean {
    return this.context.saidTo(taskId) !== undefined;
  }

  get size(): number {
    return this.all().size;
  }

  entries() {
    return this.all().entries();
  }

  keys() {
    return this.all().keys();
  }

  values() {
    return this.all().values();
  }

  forEach(fn: (value: readonly string[], key: string, map: ReadonlyMap<string, readonly string[]>) => void): void {
    this.all().forEach((texts, taskId) => fn(texts, taskId, this));
  }

  [Symbol.iterator]() {
    return this.all()[Symbol.iterator]();
  }

  private all(): Map<string, readonly string[]> {
    const all = new Map<string, readonly string[]>();
    for (const taskId of this.context.tasks()) {
      const texts = this.context.saidTo(taskId);
      if (texts) all.set(taskId, texts);
    }
    return all;
  }
}
