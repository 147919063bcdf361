import type { ActRead, DialogueAct } from '../acts/dialogue-act';
import type { RouteCandidate } from './route';
import checkedInPairs from './pair-weights.json';
import type { PairModelFile } from './pair-score';
import { decideRoute } from './route.decider';

/**
 * Lines no act model is sure of (issue 27, ADR 0093): a stray task started from one stands beside
 * the piece it was about and splits every later line about that piece between the two, so such a
 * line starts work only when something in it asks for work.
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
  meaning: 0.84,
  meaningBrief: 0.84,
  kin: 0.8,
};
const logo: RouteCandidate = { ...poster, taskId: 'logo', brief: 'a logo for the bakery', recency: 1, meaning: 0.83 };
const candidates = [poster, logo];
/** The checked-in pair model, made to find no live task any line's own. */
const noneOwn = {
  ...checkedInPairs,
  thresholds: { ...checkedInPairs.thresholds, none: 1.01 },
} as PairModelFile;
const continues = { p: 0.9, continues: true };
const read = (act: DialogueAct): ActRead => ({ act, probability: 0.9, margin: 0.8, runnerUp: 'status' });

describe('decideRoute for a line no act model is sure of', () => {
  it('given it continues a task by its meaning but the pair model finds no live task its own, then it asks which task instead of starting one', () => {
    const route = decideRoute(
      { text: 'und das Datum bitte größer', candidates, continuation: continues, leaning: 'follow_up' },
      undefined,
      noneOwn,
    );
    expect(route).toMatchObject({ outcome: 'ask_user', question: 'Which task is this for?' });
    expect(route.outcome === 'ask_user' && route.taskIds).toEqual(expect.arrayContaining(['poster', 'logo']));
    expect(route.reason).toMatch(/not started as new work/);
  });

  it.each([
    ['greeting', 'greeting'],
    ['status', 'status'],
    ['remember', 'remember'],
  ] as const)(
    'given it leans to %s and the pair model finds no live task its own, then it is answered in main (no task starts)',
    (leaning, intent) => {
      expect(
        decideRoute({ text: 'ну всё, до завтра', candidates, continuation: continues, leaning }, undefined, noneOwn),
      ).toMatchObject({ outcome: 'answer_in_main', intent });
    },
  );

  it('given no live task and a leaning to a greeting, then it is answered in main, not started as work', () => {
    expect(
      decideRoute({ text: 'はじめまして、駅前でカフェをやっています', candidates: [], leaning: 'greeting' }),
    ).toMatchObject({ outcome: 'answer_in_main', intent: 'greeting' });
  });

  it('given no live task and a leaning to new work, then the rules start it as before', () => {
    expect(
      decideRoute({ text: 'a poster for the jazz night in June', candidates: [], leaning: 'new_request' }),
    ).toMatchObject({ outcome: 'create_persistent' });
  });

  it('given a new request the act model is sure of and no live task its own, then it is still new work', () => {
    expect(
      decideRoute(
        {
          text: 'und noch ein Plakat für den Flohmarkt',
          candidates,
          act: { ...read('new_request'), continuation: continues },
        },
        undefined,
        noneOwn,
      ),
    ).toMatchObject({ outcome: 'create_persistent' });
  });

  it('given no reading at all (no leaning), then the pair model’s doubt still makes it new work', () => {
    expect(
      decideRoute({ text: 'und das Datum bitte größer', candidates, continuation: continues }, undefined, noneOwn),
    ).toMatchObject({ outcome: 'create_persistent' });
  });

  it('given a correction and no live task, then it is answered in main (nothing to correct)', () => {
    expect(decideRoute({ text: 'нет, я имела в виду синий', candidates: [], act: read('correction') })).toMatchObject({
      outcome: 'answer_in_main',
    });
  });
});

describe('decideRoute when the rules would ask between tasks tied by meaning', () => {
  // Two posters as close to the line by the best cosine (within the meaning margin); neither was
  // talked about last.
  const first: RouteCandidate = { ...poster, taskId: 'jazz', meaning: 0.9, recency: 1 };
  const second: RouteCandidate = {
    ...poster,
    taskId: 'flea',
    brief: 'a poster for the flea market',
    meaning: 0.898,
    recency: 2,
  };
  const latest: RouteCandidate = { ...logo, taskId: 'menu', brief: 'the menu', meaning: 0.7, recency: 0 };
  const candidates = [first, second, latest];
  const text = 'das Datum größer';
  const sure = {
    ...checkedInPairs,
    thresholds: { ...checkedInPairs.thresholds, attach: 0, margin: 0 },
  } as PairModelFile;

  it('given no pair model, then the rules ask which task', () => {
    expect(decideRoute({ text, candidates, act: read('follow_up') }, undefined, null)).toMatchObject({
      outcome: 'ask_user',
      taskIds: expect.arrayContaining(['jazz', 'flea']),
    });
  });

  it('given the pair model sure of one of the tied tasks, then the card still stands (ADR 0093: breaking ties added wrong attaches on every set)', () => {
    expect(decideRoute({ text, candidates, act: read('follow_up') }, undefined, sure)).toMatchObject({
      outcome: 'ask_user',
      taskIds: expect.arrayContaining(['jazz', 'flea']),
    });
  });

  it('given two tasks tied by the words they share, then the card stands even when the pair model is sure', () => {
    const byWords = [
      { ...first, shared: 1, score: 0.5 },
      { ...second, shared: 1, score: 0.5 },
    ];
    expect(
      decideRoute({ text: 'poster date bigger', candidates: byWords, act: read('follow_up') }, undefined, sure),
    ).toMatchObject({
      outcome: 'ask_user',
    });
  });
});
