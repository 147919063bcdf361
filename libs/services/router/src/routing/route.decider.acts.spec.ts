import type { ActRead, DialogueAct } from '../acts/dialogue-act';
import type { RouteCandidate } from './route';
import checkedInPairs from './pair-weights.json';
import type { PairModelFile } from './pair-score';
import { decideRoute } from './route.decider';

/** Two live tasks that share no words with the messages below: only the act can decide. */
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
};
const logo: RouteCandidate = { ...poster, taskId: 'logo', brief: 'a logo for the bakery', recency: 1 };
const candidates = [poster, logo];
const read = (act: DialogueAct): ActRead => ({ act, probability: 0.9, margin: 0.8, runnerUp: 'status' });

describe('decideRoute with a dialogue act read from the message', () => {
  it.each([
    ['status', '海报做得怎么样了', 'status'],
    ['craft', 'какая бумага лучше для печати?', 'craft'],
    ['greeting', 'お疲れさまです', 'greeting'],
    ['forget', 'oublie ce que je t’ai dit sur ma sœur', 'forget'],
    ['remember', 'по жизни предпочитаю спокойные цвета', 'remember'],
  ] as const)('given the act %s, then it is answered in the main thread (no task starts)', (act, text, intent) => {
    expect(decideRoute({ text, candidates, act: read(act) })).toMatchObject({ outcome: 'answer_in_main', intent });
  });

  describe('a preference to remember (route27d)', () => {
    // Meaning scores, so the pair model reads the pairs: the poster is the message's by meaning.
    const close = [
      { ...poster, meaning: 0.93, meaningBrief: 0.93, kin: 0.8 },
      { ...logo, meaning: 0.75, meaningBrief: 0.75, kin: 0.8 },
    ];
    const pairs = { ...checkedInPairs, thresholds: { ...checkedInPairs.thresholds, remember: 0.5 } } as PairModelFile;

    it('given live tasks, then it edits none of them: answered in main, no task starts', () => {
      expect(
        decideRoute({ text: 'I always like a lot of air around type', candidates, act: read('remember') }),
      ).toMatchObject({ outcome: 'answer_in_main', intent: 'remember' });
    });

    it('given no `remember` floor in the pair thresholds, then even a task close by meaning does not take it', () => {
      const { remember: _r, ...without } = pairs.thresholds;
      expect(
        decideRoute({ text: '我一向喜欢留白', candidates: close, act: read('remember') }, undefined, {
          ...pairs,
          thresholds: without,
        }),
      ).toMatchObject({ outcome: 'answer_in_main', intent: 'remember' });
    });

    it('given the pair model sure it is one task’s (a taste said of one piece), then it is an edit of that task', () => {
      const route = decideRoute(
        { text: 'the title would read better in bold', candidates: close, act: read('remember') },
        undefined,
        pairs,
      );
      expect(route).toMatchObject({ outcome: 'attach', taskId: 'poster' });
      expect(route.reason).toMatch(/an edit said as a taste/);
    });
  });

  it('given a follow-up naming no task in a language the word lists do not know, then it goes to the task last talked about', () => {
    expect(decideRoute({ text: 'タイトルをもっと大きくして', candidates, act: read('follow_up') })).toMatchObject({
      outcome: 'attach',
      taskId: 'poster',
    });
  });

  it('given a correction, then it continues the task last talked about', () => {
    expect(decideRoute({ text: '不对，是蓝色', candidates, act: read('correction') })).toMatchObject({
      outcome: 'attach',
      taskId: 'poster',
    });
  });

  it('given a follow-up and no live task, then it starts the work', () => {
    expect(decideRoute({ text: 'タイトルをもっと大きくして', candidates: [], act: read('follow_up') })).toMatchObject({
      outcome: 'create_persistent',
    });
  });

  it('given a pause that names the logo, then it attaches to the logo, not to the task last talked about', () => {
    expect(
      decideRoute({ text: 'pause the bakery logo', candidates: [poster, { ...logo, shared: 2 }], act: read('cancel') }),
    ).toMatchObject({ outcome: 'attach', taskId: 'logo' });
  });

  it('given a pause that names no task, then it attaches to the task last talked about', () => {
    expect(decideRoute({ text: '先暂停一下', candidates, act: read('cancel') })).toMatchObject({
      outcome: 'attach',
      taskId: 'poster',
    });
  });

  it('given a pause and no live task, then it is answered in main (nothing to pause)', () => {
    expect(decideRoute({ text: '先暂停一下', candidates: [], act: read('cancel') })).toMatchObject({
      outcome: 'answer_in_main',
      intent: 'status',
    });
  });

  it('given a new request worded like a follow-up ("make a…"), then the act starts new work', () => {
    expect(
      decideRoute({ text: 'make me stickers for the etsy shop', candidates, act: read('new_request') }),
    ).toMatchObject({ outcome: 'create_persistent' });
  });

  it('given a one-off, then it starts a lightweight task', () => {
    expect(decideRoute({ text: '猫の名前を一つだけ', candidates, act: read('one_off') })).toMatchObject({
      outcome: 'create_lightweight',
    });
  });

  it('given a new request that repeats an active task, then it still continues that task (R-2.4)', () => {
    expect(
      decideRoute({
        text: 'a poster for the jazz night',
        candidates: [{ ...poster, exact: true }],
        act: read('new_request'),
      }),
    ).toMatchObject({ outcome: 'attach', taskId: 'poster' });
  });

  it('given a new request close to an active task, then the duplicate check still asks (R-2.4)', () => {
    expect(
      decideRoute({
        text: 'a poster for the jazz night in June',
        candidates: [{ ...poster, jaccard: 0.8 }],
        act: read('new_request'),
      }),
    ).toMatchObject({ outcome: 'ask_user', taskIds: ['poster'] });
  });

  it('the reason names the act and its probability', () => {
    expect(decideRoute({ text: '海报做得怎么样了', candidates, act: read('status') }).reason).toContain(
      'dialogue act status p=0.90',
    );
  });

  it('given no act (the classifier abstained or is off), then the rules decide as before', () => {
    expect(decideRoute({ text: 'タイトルをもっと大きくして', candidates })).toMatchObject({
      outcome: 'create_persistent',
    });
    expect(decideRoute({ text: 'hello', candidates, act: read('new_request') })).toMatchObject({
      outcome: 'answer_in_main',
      intent: 'greeting',
    });
  });
});
