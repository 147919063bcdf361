import { mainThreadFactOf, mainThreadMessageText } from '@lomo/contracts';
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

describe('posting a main-thread message (issue 27, item 6)', () => {
  it('given a long thread, when a message is posted, then the thread is folded once, not three times', async () => {
    const { store, read, reset } = countingStore();
    const clock = { now: () => new Date('2026-12-02T12:00:00Z') };
    const handler = new PostMessageHandler(
      store,
      new ReadThreadHandler(store),
      {} as ForgetCards,
      undefined,
      undefined,
      semantic,
      clock,
    );
    for (let i = 0; i < 20; i++) await handler.execute(new PostMessage(caller, { messageId: `m${i}`, text: 'hello' }));
    reset();
    const entry = await handler.execute(new PostMessage(caller, { messageId: 'last', text: 'hello again' }));
    expect(entry).toMatchObject({ messageId: 'last', decision: 'answered_in_main' });
    // 40 events before the post: one fold reads them once; then only the post's own 2 events.
    expect(read()).toBe(40 + 2);
  });

  it('given an injected clock, then the message is stamped with its time, not the system’s', async () => {
    const { store } = countingStore();
    const clock = { now: () => new Date('2030-01-02T03:04:05Z') };
    const handler = new PostMessageHandler(
      store,
      new ReadThreadHandler(store),
      {} as ForgetCards,
      undefined,
      undefined,
      semantic,
      clock,
    );
    const entry = await handler.execute(new PostMessage(caller, { messageId: 'm', text: 'hello' }));
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
    const handler = new PostMessageHandler(
      store,
      new ReadThreadHandler(store),
      {} as ForgetCards,
      undefined,
      undefined,
      asking,
    );
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
});
