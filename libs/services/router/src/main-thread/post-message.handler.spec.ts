import { mainThreadFactOf, mainThreadMessageText } from '@lomo/contracts';
import type { Clock } from '@lomo/clock';
import type { EventStore } from '@lomo/event-store';
import type { ApiCaller } from '@lomo/service-api';
import type { ForgetCards } from '../forget/forget-cards';
import type { SemanticRouter } from '../routing/semantic-router';
import { PostMessage, PostMessageHandler } from './post-message.handler';
import { ReadThreadHandler } from './read-thread.handler';
import { countingStore } from './testing/counting-store';

const caller: ApiCaller = { workspaceId: 'ws', userId: 'u' };
const semantic = {
  route: async () => ({ decision: 'answered_in_main', taskIds: [], reason: 'test', reply: 'hi' }),
} as unknown as SemanticRouter;

/** A post handler over `store`, routing by `router` (everything to the main thread) at `clock`'s time. */
const handlerWith = (store: EventStore, clock?: Clock, router: SemanticRouter = semantic) =>
  new PostMessageHandler(store, new ReadThreadHandler(store), {} as ForgetCards, undefined, undefined, router, clock);

describe('posting a main-thread message (issue 27, item 6)', () => {
  it('given a thread of 1,000 messages, when messages are posted, then each reads only the events it appended, never the thread again (ADR 0055)', async () => {
    const { store, read, reset } = countingStore();
    const clock = { now: () => new Date('2026-12-02T12:00:00Z') };
    const handlerOf = () => handlerWith(store, clock);
    const handler = handlerOf();
    for (let i = 0; i < 1_000; i++)
      await handler.execute(new PostMessage(caller, { messageId: `m${i}`, text: 'hello' }));
    reset();
    for (let i = 0; i < 5; i++) {
      const entry = await handler.execute(new PostMessage(caller, { messageId: `more${i}`, text: 'hello again' }));
      expect(entry).toMatchObject({
        messageId: `more${i}`,
        decision: 'answered_in_main',
        postedAt: '2026-12-02T12:00:00.000Z',
      });
    }
    // 2,000 events before: each post reads back its own 2 events, and nothing else.
    expect(read()).toBe(5 * 2);
    // Another process (its own handlers) reads the thread once — the context and the decider's
    // state (its revision is what the append is conditional on) — and then only what is new.
    const other = handlerOf();
    reset();
    await other.execute(new PostMessage(caller, { messageId: 'elsewhere1', text: 'hello' }));
    expect(read()).toBe(2 * 2_010 + 2);
    reset();
    await other.execute(new PostMessage(caller, { messageId: 'elsewhere2', text: 'hello' }));
    expect(read()).toBe(2);
    // The first process sees the other's posts: a retry of one returns its first routing, records nothing.
    reset();
    const again = await handler.execute(new PostMessage(caller, { messageId: 'elsewhere1', text: 'hello' }));
    expect(again).toMatchObject({ messageId: 'elsewhere1', decision: 'answered_in_main' });
  });

  it('given an injected clock, then the message is stamped with its time, not the system’s', async () => {
    const { store } = countingStore();
    const clock = { now: () => new Date('2030-01-02T03:04:05Z') };
    const entry = await handlerWith(store, clock).execute(new PostMessage(caller, { messageId: 'm', text: 'hello' }));
    expect(entry.postedAt).toBe('2030-01-02T03:04:05.000Z');
  });

  it('given the router’s last entry is its open card, then the next message is routed knowing the tasks it offered (an answered card: apps/gateway routing.int-spec)', async () => {
    const { store } = countingStore();
    const offered: string[][] = [];
    const asking = {
      route: async (...args: unknown[]) => {
        offered.push([...((args[4] as string[] | undefined) ?? [])]);
        return offered.length === 1
          ? {
              decision: 'asked_user',
              taskIds: [],
              reason: 'test',
              card: {
                question: 'Which task is this for?',
                options: [
                  { optionId: 't1', label: 'Continue “a”', taskId: 't1' },
                  { optionId: 't2', label: 'Continue “b”', taskId: 't2' },
                  { optionId: 'new', label: 'Start a new task' },
                ],
              },
            }
          : { decision: 'answered_in_main', taskIds: [], reason: 'test', reply: 'hi' };
      },
    } as unknown as SemanticRouter;
    const handler = handlerWith(store, undefined, asking);
    await handler.execute(new PostMessage(caller, { messageId: 'q', text: 'make the logo bigger' }));
    await handler.execute(new PostMessage(caller, { messageId: 'r', text: 'the second one' }));
    expect(offered).toEqual([[], ['t1', 't2']]);
  });

  it('given messages answered in the main thread, asked about or delivered, then each records the published main-thread fact with its words (issue 28)', async () => {
    const { store, events } = countingStore();
    const routes = [
      { decision: 'answered_in_main', taskIds: [], reason: 'test', reply: 'hi' },
      { decision: 'asked_user', taskIds: [], reason: 'test', card: { question: 'Which?', options: [] } },
      { decision: 'attached_to_task', taskIds: ['t1'], reason: 'test' },
    ];
    const routing = { route: async () => routes.shift() } as unknown as SemanticRouter;
    const handler = new PostMessageHandler(
      store,
      new ReadThreadHandler(store),
      {} as ForgetCards,
      undefined,
      undefined,
      routing,
    );
    for (const [messageId, text] of [
      ['a', 'El color de nuestra marca es el magenta.'],
      ['b', 'make the logo bigger'],
      ['c', 'and warmer'],
    ])
      await handler.execute(new PostMessage(caller, { messageId, text }));
    const messages = events.flatMap((e) => {
      const text = mainThreadMessageText(e);
      return text ? [{ text, fact: mainThreadFactOf(e.metadata) }] : [];
    });
    expect(messages).toEqual([
      {
        text: 'El color de nuestra marca es el magenta.',
        fact: expect.objectContaining({
          v: 1,
          kind: 'main.message',
          messageId: 'a',
          deliveredToTask: false,
          awaitsAnswer: false,
          forgetRequest: false,
        }),
      },
      {
        text: 'make the logo bigger',
        fact: expect.objectContaining({ messageId: 'b', deliveredToTask: false, awaitsAnswer: true }),
      },
      {
        text: 'and warmer',
        fact: expect.objectContaining({ messageId: 'c', deliveredToTask: true, awaitsAnswer: false }),
      },
    ]);
  });

  it('given a person writing Russian in Latin letters, when a line is too short to tell, then it keeps their language, not the client’s (R-2.7, ADR 0089)', async () => {
    const { store } = countingStore();
    const routed: Array<string | undefined> = [];
    const listening = {
      route: async (_: ApiCaller, input: { language?: string }) => {
        routed.push(input.language);
        return { decision: 'answered_in_main', taskIds: [], reason: 'test', reply: 'hi' };
      },
    } as unknown as SemanticRouter;
    const handler = handlerWith(store, undefined, listening);
    const post = (messageId: string, text: string, language?: string) =>
      handler.execute(new PostMessage(caller, { messageId, text, ...(language ? { language } : {}) }));
    expect((await post('a', 'sdelai pozhaluista afishu dlya koncerta v subbotu', 'en')).language).toBe('ru');
    expect((await post('b', 'ok, super', 'en')).language).toBe('ru');
    expect((await post('c', 'spasibo!', 'en')).language).toBe('ru');
    expect(routed).toEqual(['ru', 'ru', 'ru']);
  });
});
