import type { ActRead, DialogueAct } from '../acts/dialogue-act';
import type { RouteCandidate } from './route';
import { decideRoute } from './route.decider';

/**
 * route27k (ADR 0085): what the router's card offers. Two posters of one kind are live beside a
 * menu; the second poster was talked about last.
 */
const poster: RouteCandidate = {
  taskId: 'poster',
  brief: 'a poster for the spring fair',
  status: 'idle',
  score: 0.3,
  source: 'recent',
  exact: false,
  recency: 1,
  shared: 0,
  jaccard: 0,
  meaning: 0.85,
  meaningBrief: 0.85,
  kin: 0.93,
  sibling: 'poster2',
};
const poster2: RouteCandidate = {
  ...poster,
  taskId: 'poster2',
  brief: 'another poster, for the quiz night',
  recency: 0,
  sibling: 'poster',
};
const menu: RouteCandidate = {
  ...poster,
  taskId: 'menu',
  brief: 'a menu board',
  recency: 2,
  kin: 0.84,
  sibling: 'poster',
};
const read = (act: DialogueAct): ActRead => ({ act, probability: 0.9, margin: 0.8, runnerUp: 'status' });

describe('the router’s card offers the piece of the same kind (route27k)', () => {
  it('given an ask whose best task has a sibling of its kind the card leaves out, then the card offers that sibling in place of the weakest option', () => {
    // The rules ask (two tasks within the meaning margin), but between the poster and the menu.
    const route = decideRoute(
      {
        text: 'make the date bigger',
        candidates: [
          { ...poster, meaning: 0.9 },
          { ...menu, meaning: 0.898 },
          { ...poster2, meaning: 0.86 },
        ],
        act: read('follow_up'),
      },
      undefined,
      null,
    );
    expect(route).toMatchObject({ outcome: 'ask_user' });
    if (route.outcome !== 'ask_user') return;
    expect(route.taskIds.slice(0, 2)).toEqual(['poster', 'poster2']);
    expect(route.reason).toMatch(/same kind/);
  });

  it('given an ask that already offers the sibling, then the card is as the rules made it', () => {
    const route = decideRoute(
      {
        text: 'make the date bigger',
        candidates: [
          { ...poster, meaning: 0.9 },
          { ...poster2, meaning: 0.898, recency: 2 },
          { ...menu, meaning: 0.86, recency: 0 },
        ],
        act: read('follow_up'),
      },
      undefined,
      null,
    );
    expect(route).toMatchObject({ outcome: 'ask_user', taskIds: ['poster', 'poster2'] });
  });

  it('given an ask about a likely duplicate, then its options are left alone', () => {
    const route = decideRoute(
      {
        text: 'a poster for the spring fair',
        candidates: [{ ...menu, jaccard: 0.8 }, poster, poster2],
        act: read('new_request'),
      },
      undefined,
      null,
    );
    expect(route).toMatchObject({ outcome: 'ask_user', taskIds: ['menu'] });
  });
});
