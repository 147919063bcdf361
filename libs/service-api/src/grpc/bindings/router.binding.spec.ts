import type { ApiCaller } from '../../caller';
import type { MainThreadEntry, RouterApi } from '../../router.api';
import { servedOverGrpc } from '../testing/served';
import { routerTransport } from './router.binding';

const alice: ApiCaller = { workspaceId: 'ws-a', userId: 'alice' };
const at = '2026-02-01T00:00:00.000Z';

/** A forget said in chat (issue 28): the card names the memories its `forget` removes. */
const forgetCard: MainThreadEntry = {
  messageId: 'msg-1',
  text: 'forget my brand colour',
  postedAt: at,
  decision: 'answered_in_main',
  taskIds: [],
  reason: 'forget request (forget): 1 memory named, confirmation asked (R-6.7)',
  card: {
    question: 'Forget this memory? This cannot be undone.',
    options: [
      { optionId: 'forget', label: 'Forget' },
      { optionId: 'keep', label: 'Keep' },
    ],
    state: 'open',
    memories: [{ memoryId: 'm-1', subject: 'brand colour', content: 'Our brand colour is teal' }],
  },
  position: '12',
};
/** The router's own question: a routing card names no memories. */
const routingCard: MainThreadEntry = {
  messageId: 'msg-2',
  text: 'a poster for the fair',
  postedAt: at,
  decision: 'attached_to_task',
  taskIds: ['t-1'],
  card: {
    question: 'Continue the poster task or start a new one?',
    options: [
      { optionId: 't-1', label: 'Continue “poster”', taskId: 't-1' },
      { optionId: 'new', label: 'Start a new task' },
    ],
    state: 'answered',
    answeredOptionId: 't-1',
  },
  position: '13',
};

/** A follow-up the user moved (issue 27): why it went first (reason, candidates) and where it went since. */
const movedEntry: MainThreadEntry = {
  messageId: 'msg-3',
  text: 'make it warmer',
  postedAt: at,
  decision: 'attached_to_task',
  taskIds: ['t-2'],
  reason: 'a follow-up naming no task: the task last talked about',
  candidates: [
    { taskId: 't-1', brief: 'a poster for the fair', status: 'idle', score: 0.41, source: 'recent' },
    { taskId: 't-2', brief: 'a red cat, watercolour', status: 'paused', score: 0.12, source: 'search' },
  ],
  moves: [
    { fromTaskId: 't-1', toTaskId: 't-2', taskMessageId: 'moved-1', at, by: 'user:alice' },
    { toTaskId: 't-3', taskMessageId: 'moved-2', newTask: true, keptInTaskId: 't-2', at, by: 'user:alice' },
  ],
  position: '14',
};

class FakeRouter implements RouterApi {
  readonly moves: Array<[string, { taskId: string }]> = [];
  postMessage() {
    return Promise.resolve(forgetCard);
  }
  readThread() {
    return Promise.resolve([forgetCard, routingCard]);
  }
  answerCard() {
    return Promise.resolve(routingCard);
  }
  moveMessage(_caller: ApiCaller, messageId: string, input: { taskId: string }) {
    this.moves.push([messageId, input]);
    return Promise.resolve(movedEntry);
  }
  readonly erased: ApiCaller[] = [];
  erasePerson(caller: ApiCaller) {
    this.erased.push(caller);
    return Promise.resolve({ messages: 3, documents: 1 });
  }
}

describe('RouterApi over gRPC (lomo.router.v1.RouterService)', () => {
  let router: RouterApi;
  const fake = new FakeRouter();

  const served = servedOverGrpc(routerTransport, fake);
  beforeAll(async () => (router = await served.start()));
  afterAll(() => served.stop());

  it('given a forget card and a routing card, when read over the wire, then each arrives as returned: memories on the one, none on the other', async () => {
    await expect(router.postMessage(alice, { messageId: 'msg-1', text: 'forget my brand colour' })).resolves.toEqual(
      forgetCard,
    );
    await expect(router.readThread(alice)).resolves.toEqual([forgetCard, routingCard]);
    await expect(router.answerCard(alice, 'msg-2', { optionId: 't-1' })).resolves.toEqual(routingCard);
  });

  it('given a moved message, when moved and read over the wire, then its candidates and moves arrive as returned', async () => {
    await expect(router.moveMessage(alice, 'msg-3', { taskId: 'new' })).resolves.toEqual(movedEntry);
    expect(fake.moves).toEqual([['msg-3', { taskId: 'new' }]]);
  });

  it("given a person's erasure, when asked over the wire, then the router erases the calling person and its counts arrive", async () => {
    await expect(router.erasePerson(alice)).resolves.toEqual({ messages: 3, documents: 1 });
    expect(fake.erased).toEqual([alice]);
  });
});
