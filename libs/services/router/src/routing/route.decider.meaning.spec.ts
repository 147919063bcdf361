import type { ActRead, DialogueAct } from '../acts/dialogue-act';
import type { Route, RouteCandidate } from './route';
import { decideRoute } from './route.decider';

/**
 * Three live tasks, none of whose brief words the messages below use: only the message's
 * meaning (the candidates' `meaning`, the highest cosine to each task's texts) can tell which
 * task it is about. The poster was talked about last.
 */
const poster: RouteCandidate = {
  taskId: 'poster',
  brief: 'a poster for the jazz night',
  status: 'idle',
  score: 0.3,
  source: 'recent',
  exact: false,
  recency: 0,
  shared: 0,
  jaccard: 0,
  meaning: 0.82,
};
const storyboard: RouteCandidate = { ...poster, taskId: 'storyboard', brief: 'storyboard for the ad', recency: 1 };
const label: RouteCandidate = { ...poster, taskId: 'label', brief: 'label for the lavender soap', recency: 2 };
const read = (act: DialogueAct): ActRead => ({ act, probability: 0.9, margin: 0.8, runnerUp: 'status' });

/**
 * With the pair model (route27d: it asks when its best task is weak or not clearly ahead), a line
 * the rules give to `taskId` goes there or to a card offering it — never to another task unasked.
 */
const thereOrAsked = (route: Route, taskId: string) =>
  route.outcome === 'ask_user'
    ? expect(route.taskIds).toContain(taskId)
    : expect(route).toMatchObject({ outcome: 'attach', taskId });

describe('decideRoute by meaning (issue 27)', () => {
  it('given a follow-up naming an object of the storyboard ("frame three"), then it goes there, not to the task last talked about', () => {
    const route = decideRoute({
      text: 'frame three needs a wider shot',
      candidates: [{ ...storyboard, meaning: 0.91 }, poster, { ...label, meaning: 0.8 }],
      act: read('follow_up'),
    });
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'storyboard' });
    expect(route.reason).toMatch(/meaning 0\.910/);
  });

  it('given a follow-up in another language than the brief (cosines run lower), then a clear lead in meaning reaches the task', () => {
    const message = {
      text: 'в этикетке сделай лаванду светлее',
      candidates: [
        { ...label, meaning: 0.83 },
        { ...poster, meaning: 0.78 },
        { ...storyboard, meaning: 0.77 },
      ],
      act: read('follow_up'),
    };
    expect(decideRoute(message, undefined, null)).toMatchObject({ outcome: 'attach', taskId: 'label' });
    thereOrAsked(decideRoute(message), 'label');
  });

  it('given two live tasks of one kind that the message is about equally, then it asks which one', () => {
    const other = { ...label, taskId: 'label-2', brief: 'label for the fig soap', recency: 3 };
    expect(
      decideRoute({
        text: 'the label text is too small',
        candidates: [{ ...label, meaning: 0.9 }, { ...other, meaning: 0.898 }, poster],
        act: read('follow_up'),
      }),
    ).toMatchObject({ outcome: 'ask_user', taskIds: ['label', 'label-2'] });
  });

  it('given a pause about one task by meaning, then that task is paused, not the one last talked about', () => {
    expect(
      decideRoute({
        text: 'hold the soap wrapper for now',
        candidates: [{ ...label, meaning: 0.88 }, poster, storyboard],
        act: read('cancel'),
      }),
    ).toMatchObject({ outcome: 'attach', taskId: 'label' });
  });

  it('given a follow-up about as close to the task last talked about as to another, then the rules keep the conversation on its task, and the pair model (trained per message, route27f) agrees', () => {
    const message = {
      text: 'the date in bigger letters',
      candidates: [{ ...storyboard, meaning: 0.88 }, { ...poster, meaning: 0.87 }, label],
      act: read('follow_up'),
    };
    expect(decideRoute(message, undefined, null)).toMatchObject({ outcome: 'attach', taskId: 'poster' });
    const route = decideRoute(message);
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'poster' });
    expect(route.reason).toMatch(/\[pair model: /);
  });

  it('given a follow-up whose meaning is close to no task, then the rules keep it on the task last talked about', () => {
    const message = { text: 'make it warmer', candidates: [poster, storyboard, label], act: read('follow_up') };
    expect(decideRoute(message, undefined, null)).toMatchObject({ outcome: 'attach', taskId: 'poster' });
    thereOrAsked(decideRoute(message), 'poster');
  });

  it('given a request the act model read as new work but clearly about one task by meaning, then it continues that task', () => {
    expect(
      decideRoute({
        text: 'a version of frame three with the rain',
        candidates: [{ ...storyboard, meaning: 0.93 }, { ...poster, meaning: 0.85 }, label],
        // As `ActReader` reads new work: with the continuation model's reading (the pair model weighs it).
        act: { ...read('new_request'), continuation: { p: 0.9, continues: true } },
      }),
    ).toMatchObject({ outcome: 'attach', taskId: 'storyboard' });
  });

  it('given a new request about as close to two tasks, then it starts new work', () => {
    expect(
      decideRoute({
        text: 'a flyer for the jazz night',
        candidates: [
          { ...poster, meaning: 0.91 },
          { ...storyboard, meaning: 0.9 },
        ],
        act: read('new_request'),
      }),
    ).toMatchObject({ outcome: 'create_persistent' });
  });

  it.each([
    ['en', 'yes, the second one'],
    ['ja', '2個目のやつで！'],
    ['zh', '就用第二个版本'],
  ])('given a short reply (%s) while the label has an open card, then it answers the label', (_lang, text) => {
    const route = decideRoute({ text, candidates: [poster, { ...label, asking: true }], act: read('follow_up') });
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'label' });
    expect(route.reason).toMatch(/open card/);
  });

  it('given a long message while the label has an open card, then the card does not decide', () => {
    const message = {
      text: 'and for the concert we also want the band names in a bigger font below the date please',
      candidates: [poster, { ...label, asking: true }],
      act: read('follow_up'),
    };
    expect(decideRoute(message, undefined, null)).toMatchObject({ outcome: 'attach', taskId: 'poster' });
    const route = decideRoute(message);
    expect(route.reason).not.toMatch(/open card/);
    thereOrAsked(route, 'poster');
  });
});
