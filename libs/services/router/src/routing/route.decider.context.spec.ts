import type { ActRead, DialogueAct } from '../acts/dialogue-act';
import type { Route, RouteCandidate } from './route';
import { decideRoute } from './route.decider';

/**
 * Run 4 of issue 27: the decision reads the conversation as well as the line — the router's own
 * last question, and a line worded as new work whose meaning is a continuation's. The ad was
 * talked about last.
 */
const poster: RouteCandidate = {
  taskId: 'poster',
  brief: 'a 30 second ad for the bike shop',
  status: 'idle',
  score: 0.3,
  source: 'recent',
  exact: false,
  recency: 0,
  shared: 0,
  jaccard: 0,
  meaning: 0.85,
};
const square: RouteCandidate = { ...poster, taskId: 'square', brief: 'a 10 second square cut of the ad', recency: 1 };
const invoice: RouteCandidate = { ...poster, taskId: 'invoice', brief: 'an invoice for the bakery', recency: 2 };
const read = (act: DialogueAct, continuation?: ActRead['continuation']): ActRead => ({
  act,
  probability: 0.9,
  margin: 0.8,
  runnerUp: 'status',
  ...(continuation ? { continuation } : {}),
});

/**
 * With the pair model (route27d: it asks when its best task is weak or not clearly ahead), a line
 * the rules give to `taskId` goes there or to a card offering it — never to another task unasked.
 */
const thereOrAsked = (route: Route, taskId: string) =>
  route.outcome === 'ask_user'
    ? expect(route.taskIds).toContain(taskId)
    : expect(route).toMatchObject({ outcome: 'attach', taskId });

describe('decideRoute in its conversation (issue 27, run 4)', () => {
  it('given the router just asked which task, then a short reply goes to the offered task closest in meaning, whatever act it reads as', () => {
    const route = decideRoute({
      text: 'the short one',
      candidates: [
        { ...poster, offered: true, meaning: 0.8 },
        { ...square, offered: true, meaning: 0.84 },
        { ...invoice, meaning: 0.86 },
      ],
      act: read('greeting'),
    });
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'square' });
    expect(route.reason).toMatch(/last question/);
  });

  it('given the router just asked, then a short reply goes to the offered task whose brief it names, though the texts since said to the other are closer (route27i)', () => {
    // "the poster one": the square cut's thread has since talked about the poster too.
    const route = decideRoute({
      text: 'the poster one, thanks',
      candidates: [
        { ...poster, offered: true, meaning: 0.82, meaningBrief: 0.82 },
        { ...square, offered: true, meaning: 0.86, meaningBrief: 0.78 },
      ],
      act: read('greeting'),
    });
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'poster' });
  });

  it('given the router just asked, then a reply sharing a word with one offered brief goes there before closeness in meaning', () => {
    const route = decideRoute({
      text: 'the square, please',
      candidates: [
        { ...poster, offered: true, meaning: 0.88, meaningBrief: 0.84 },
        { ...square, offered: true, shared: 1, meaning: 0.8, meaningBrief: 0.8 },
      ],
      act: read('greeting'),
    });
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'square' });
  });

  it('given the router just asked, then a thanks is small talk, not the answer (run 6)', () => {
    const route = decideRoute({
      text: 'thanks!',
      candidates: [
        { ...poster, offered: true },
        { ...square, offered: true },
      ],
    });
    expect(route).toMatchObject({ outcome: 'answer_in_main', intent: 'greeting' });
  });

  it('given the router just asked, then a short line restating a task’s request is that request again, not an answer', () => {
    const route = decideRoute({
      text: 'a red cat, watercolour, framed',
      candidates: [
        { ...poster, offered: true, jaccard: 0.75 },
        { ...square, offered: true },
      ],
      act: read('new_request'),
    });
    expect(route).toMatchObject({ outcome: 'ask_user' });
  });

  it('given the router just asked, then a long message is routed on its own', () => {
    const route = decideRoute({
      text: 'good morning, I hope your weekend was as lovely as ours',
      candidates: [
        { ...poster, offered: true },
        { ...square, offered: true },
      ],
      act: read('greeting'),
    });
    expect(route).toMatchObject({ outcome: 'answer_in_main' });
  });

  it('given a line worded as new work that the continuation model reads as continuing, then it goes to the task closest in meaning, not a new task', () => {
    const message = {
      text: 'for the invoice: the bakery pays in two parts',
      // As the finder reads it: "invoice", the words naming the piece, against each brief (ADR 0080).
      candidates: [
        { ...poster, spanSimilarity: 0.78 },
        { ...invoice, meaning: 0.89, spanSimilarity: 0.9 },
        { ...square, meaning: 0.8, spanSimilarity: 0.77 },
      ],
      act: read('new_request', { p: 0.9, continues: true }),
    };
    const rules = decideRoute(message, undefined, null);
    expect(rules).toMatchObject({ outcome: 'attach', taskId: 'invoice' });
    expect(rules.reason).toMatch(/continues a task p=0\.90/);
    thereOrAsked(decideRoute(message), 'invoice');
  });

  it('given such a line about the task last talked about almost as much as about the closest, then the rules give it to the task last talked about; the pair model finds neither task likely enough and keeps it the one-off it reads as (run 5)', () => {
    const message = {
      text: 'at the end, the shop window at night',
      candidates: [
        { ...square, meaning: 0.87 },
        { ...poster, meaning: 0.86 },
      ],
      act: read('one_off', { p: 0.8, continues: true }),
    };
    expect(decideRoute(message, undefined, null)).toMatchObject({ outcome: 'attach', taskId: 'poster' });
    const route = decideRoute(message);
    expect(route).toMatchObject({ outcome: 'create_lightweight' });
    expect(route.reason).toMatch(/the pair model finds no live task its own/);
  });

  it('given a line worded as new work that the continuation model does not read as continuing, then it starts a task', () => {
    const route = decideRoute({
      text: 'a flyer for the flea market',
      candidates: [poster, { ...invoice, meaning: 0.88 }],
      act: read('new_request', { p: 0.2, continues: false }),
    });
    expect(route).toMatchObject({ outcome: 'create_persistent' });
  });

  it('given a continuation with no live task, then it starts a task', () => {
    expect(
      decideRoute({
        text: 'for the invoice: two parts',
        candidates: [],
        act: read('new_request', { p: 0.9, continues: true }),
      }),
    ).toMatchObject({ outcome: 'create_persistent' });
  });

  it('given no act sure enough but a line that continues a live task by meaning, then it goes to that task, not a new one', () => {
    const message = {
      text: 'the terrier drinking from the bowl',
      candidates: [poster, { ...invoice, meaning: 0.9 }],
      continuation: { p: 0.8, continues: true },
    };
    const rules = decideRoute(message, undefined, null);
    expect(rules).toMatchObject({ outcome: 'attach', taskId: 'invoice' });
    expect(rules.reason).toMatch(/no act sure enough; continues a task p=0\.80/);
    // route27e: the pair model (reading the line against the message's own average cosine) gives
    // this bare hand-made pair — no act, not the task last talked about, no brief or sibling
    // scores — p 0.39 for the invoice, under `none` (0.4): new work, by the pair model's word.
    // Whatever it decides, never the ad the thread talked about last.
    const paired = decideRoute(message);
    if (paired.outcome === 'create_persistent') expect(paired.reason).toMatch(/pair model finds no live task/);
    else thereOrAsked(paired, 'invoice');
  });

  it('given no act sure enough and a line that does not continue one, then the word rules decide as before', () => {
    expect(
      decideRoute({
        text: 'a flyer for the flea market',
        candidates: [poster],
        continuation: { p: 0.3, continues: false },
      }),
    ).toMatchObject({ outcome: 'create_persistent' });
  });

  it('given a line the continuation model reads as continuing but no live task near in meaning, then it is new work of its kind', () => {
    const route = decideRoute({
      text: 'just one quick pun about croissants',
      candidates: [
        { ...poster, meaning: 0.79 },
        { ...invoice, meaning: 0.8 },
      ],
      act: read('one_off', { p: 0.9, continues: true }),
    });
    expect(route).toMatchObject({ outcome: 'create_lightweight' });
  });
});
