import type { RecordedEvent } from '@lomo/event-store';
import type { MainThreadEntry } from '@lomo/service-api';
import type { MainThreadEvent } from './main-thread.events';
import { foldThread } from './fold-thread';
import { ThreadContext } from './thread-context';

/** The thread's events as a store records them. */
function recorded(events: MainThreadEvent[]): RecordedEvent[] {
  return events.map(
    (e, i) =>
      ({
        ...e,
        id: `e${i}`,
        metadata: {},
        schemaVersion: 1,
        streamId: 'main-ws-u',
        revision: BigInt(i),
        position: { commit: BigInt(i), prepare: BigInt(i) },
        recordedAt: new Date(0),
      }) as RecordedEvent,
  );
}

/** What the post handler computed from the whole thread before ADR 0055: the reference. */
function fromWholeThread(events: RecordedEvent[]) {
  const thread = [...foldThread(events).entries.values()];
  const said = new Map<string, string[]>();
  for (const e of thread) for (const id of e.taskIds) if (e.text) said.set(id, [...(said.get(id) ?? []), e.text]);
  return {
    discussed: [...new Set(thread.flatMap((e) => e.taskIds).reverse())],
    said,
    last: thread.at(-1),
    lastAt: thread.reduce<string | undefined>((a, e) => (!a || e.postedAt > a ? e.postedAt : a), undefined),
  };
}

/** A deterministic pseudo-random thread: routed, asked and answered late, moved, several tasks. */
function threadOf(messages: number, tasks: number, seed: number): MainThreadEvent[] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const task = () => `t${Math.floor(random() * tasks)}`;
  const events: MainThreadEvent[] = [];
  const asked: string[] = [];
  const placed: string[] = [];
  for (let i = 0; i < messages; i++) {
    const messageId = `m${i}`;
    const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    // Some texts repeat (a user says "bigger" twice); a few are blank (tombstones).
    const text = random() < 0.05 ? '' : `text ${Math.floor(random() * messages * 0.8)}`;
    events.push({ type: 'MainMessagePosted', data: { messageId, text, at } });
    const roll = random();
    if (roll < 0.1) {
      events.push({
        type: 'MainMessageRouted',
        data: { messageId, decision: 'answered_in_main', taskIds: [], reason: 'r', at },
      });
    } else if (roll < 0.25) {
      const options = [task(), task()].map((t) => ({ optionId: t, label: t, taskId: t }));
      events.push({
        type: 'MainMessageRouted',
        data: { messageId, decision: 'asked_user', taskIds: [], reason: 'r', at, card: { question: 'q', options } },
      });
      asked.push(messageId);
    } else {
      const taskIds = roll < 0.3 ? [task(), task()].filter((t, k, all) => all.indexOf(t) === k) : [task()];
      events.push({
        type: 'MainMessageRouted',
        data: { messageId, decision: 'attached_to_task', taskIds, reason: 'r', at },
      });
      placed.push(messageId);
    }
    // Cards answered now or much later; messages moved now and then, old ones too.
    if (asked.length && random() < 0.12) {
      const [answered] = asked.splice(Math.floor(random() * asked.length), 1);
      const t = task();
      events.push({
        type: 'DisambiguationAnswered',
        data: { messageId: answered, optionId: t, decision: 'attached_to_task', taskIds: [t], at },
      });
    }
    if (placed.length && random() < 0.05) {
      const moved = placed[Math.floor(random() * placed.length)];
      events.push({
        type: 'MessageMoved',
        data: { messageId: moved, toTaskId: task(), taskMessageId: `c${i}`, at, by: 'user:u' },
      });
    }
  }
  return events;
}

describe('the thread context a post routes with (ADR 0055)', () => {
  it.each([
    [300, 4, 1],
    [600, 40, 2],
    [400, 120, 3],
  ])(
    'given a thread of %i messages over %i tasks, when it is folded in pieces, then it says what the whole thread says',
    (messages, tasks, seed) => {
      const events = recorded(threadOf(messages, tasks, seed));
      const context = new ThreadContext();
      // Folded a few events at a time, as posts read the events after their revision.
      for (let at = 0, step = 1; at < events.length; at += step, step = (step % 7) + 1)
        context.apply(events.slice(at, at + step));
      const whole = fromWholeThread(events);
      expect(context.revision).toBe(BigInt(events.length - 1));
      expect(context.discussed()).toEqual(whole.discussed.slice(0, 50));
      for (const taskId of whole.discussed)
        expect(context.said.get(taskId)).toEqual(whole.said.get(taskId)?.slice(-64));
      expect(context.said.get('never-discussed')).toBeUndefined();
      expect(context.last).toEqual(whole.last as MainThreadEntry);
      expect(context.lastAt).toBe(whole.lastAt);
      expect(context.has('m0')).toBe(true);
      expect(context.has(`m${messages}`)).toBe(false);
    },
  );

  it('given a task’s deletion rewrote the thread, then the context asks to be folded again', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const context = new ThreadContext().apply(
      recorded([
        { type: 'MainMessagePosted', data: { messageId: 'm1', text: 'a poster', at } },
        {
          type: 'MainMessageRouted',
          data: { messageId: 'm1', decision: 'created_task', taskIds: ['t1'], reason: 'r', at },
        },
      ]),
    );
    expect(context.stale).toBe(false);
    context.apply(recorded([{ type: 'MainMessagesRedacted', data: { messageIds: ['m1'], at } }]));
    expect(context.stale).toBe(true);
  });

  it('given the languages of the person’s latest lines, then the one they mostly write in, the latest on a tie (ADR 0089)', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const said = (languages: Array<string | undefined>) =>
      new ThreadContext().apply(
        recorded(
          languages.flatMap((language, i): MainThreadEvent[] => [
            { type: 'MainMessagePosted', data: { messageId: `m${i}`, text: 'x', at } },
            {
              type: 'MainMessageRouted',
              data: {
                messageId: `m${i}`,
                decision: 'answered_in_main',
                taskIds: [],
                reason: 'r',
                at,
                ...(language ? { language } : {}),
              },
            },
          ]),
        ),
      ).language;
    expect(said([])).toBeUndefined();
    expect(said(['ru', 'ru', 'hi', undefined])).toBe('ru');
    expect(said(['ru', 'en'])).toBe('en');
    expect(said(['en', 'en', 'ru', 'ru', 'ru', 'ja'])).toBe('ru');
  });
});
