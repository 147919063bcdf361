import type { ActRead, DialogueAct } from '../acts/dialogue-act';
import type { RouteCandidate } from './route';
import { decideRoute } from './route.decider';

/**
 * route27k (ADR 0085): what the router's card offers and how its answer is read. Two posters of
 * one kind are live beside a menu; the second poster was talked about last.
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

describe('a typed answer to the router’s card that goes on after it (route27k)', () => {
  const offered = [
    { ...poster, offered: true, meaning: 0.86, meaningBrief: 0.84, spanSimilarity: 0.91 },
    { ...poster2, offered: true, meaning: 0.88, meaningBrief: 0.86, spanSimilarity: 0.84 },
    menu,
  ];

  it('given the router just asked, then a short first sentence answers it and the rest does not turn the answer', () => {
    const route = decideRoute({
      text: 'The spring fair one. The quiz one can stay as it is, people liked it.',
      candidates: offered,
      act: read('follow_up'),
    });
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'poster' });
    expect(route.reason).toMatch(/first words/);
  });

  it('given the router just asked, then a word of a brief in the first clause names the answer before the naming span', () => {
    const route = decideRoute({
      text: 'On the quiz poster, please put the prizes near the top. The fair one is fine.',
      candidates: offered,
      act: read('follow_up'),
    });
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'poster2' });
  });

  it('given the router just asked, then a first clause in a script without spaces answers it too', () => {
    const route = decideRoute({
      text: '春のほうです。クイズのほうはそのままで結構です。',
      candidates: offered,
      act: read('greeting'),
    });
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'poster' });
  });

  it('given the router just asked, then a long message opening with a greeting is routed on its own', () => {
    const route = decideRoute({
      text: 'Good morning, I hope your weekend was as lovely as ours and the weather held.',
      candidates: offered,
      act: read('greeting'),
    });
    expect(route).toMatchObject({ outcome: 'answer_in_main' });
  });

  it('given the router just asked, then a long thank-you whose first clause opens with the thanks is not an answer', () => {
    const route = decideRoute({
      text: 'Thanks for everything, dear helper. Kind regards, Valentina',
      candidates: offered,
      act: read('greeting'),
    });
    expect(route).toMatchObject({ outcome: 'answer_in_main' });
  });

  it('given the router just asked, then a long request for new work with a short opening is routed on its own', () => {
    const route = decideRoute(
      {
        text: 'One more thing. I need a leaflet for the bakery with the opening hours.',
        candidates: offered,
        act: read('new_request'),
      },
      undefined,
      null,
    );
    expect(route.outcome).toMatch(/^create_/);
  });

  it('given no card of the router is open, then a long line is routed on its own', () => {
    const route = decideRoute(
      {
        text: 'The spring fair one. The quiz one can stay as it is, people liked it.',
        candidates: offered.map(({ offered: _o, ...c }) => c),
        act: read('follow_up'),
      },
      undefined,
      null,
    );
    expect(route.reason).not.toMatch(/first words/);
  });
});
