import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keysOf, type HeldOutMessage } from '../router-heldout/conversation';
import { describeTextSet, type TextSetRules } from '../router-heldout/set-files';
import { describeFortnightSetChecks } from '../router-heldout/fortnight-set-checks';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { describeWriterSetChecks } from '../router-heldout/writer-set-checks';
import { parseUser, planOf, roleOf, secondOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: the harness's own floor, 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };
/** The ways this set's lines name a piece without a word of its brief: a part, a look, what happened to it, the writer's own edit. */
const THEME_TAGS = ['part_ref', 'look_ref', 'event_ref', 'own_edit'];

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));
/** A line that reaches its piece through a part, a look, an event or an own edit. */
const themed = (m: HeldOutMessage) => THEME_TAGS.some((tag) => has(tag)(m));
/** The two keys of an ask or of a lenient ask, as a sorted pair, to compare pairs whatever their order. */
const pairOf = (task?: string) => [...keysOf(task)].sort().join('|');

describe('B10h20, the twentieth held-out routing set (the work named by its parts and its look)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), those of the sets
  // written with clock times (../router-heldout/timed-set-checks.ts), then this set's own.
  const loaded = describeTextSet(RULES);
  const every = () => loaded().flatMap((c) => c.messages);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 18,
    minReturns: 30,
    tagsPerUser: [
      'part_ref',
      'look_ref',
      'event_ref',
      'own_edit',
      'fits_one',
      'return_part',
      'shares_words',
      'remember',
      'forget',
      'lang_switch',
      'reaction',
      'repeat',
      'status_all',
    ],
    // Every silence is an absence the `plan:` section marked as away before the stream was written.
    silencePlanned: (user, from, to) =>
      planFor(user).some((p) => p.from > from && p.to < to && /\baway\b/.test(p.note)),
  });
  describeFortnightSetChecks(loaded, { planFor, piecesAndOneOff: true });
  describeWriterSetChecks(loaded, {
    languages: LANGUAGES,
    fileOf,
    roleOf,
    secondOf,
    writers: [18, 18],
    total: [600, 700],
    perLanguage: [90, 120],
  });

  it('names a piece by a part, a look, an event or an own edit on a third of the lines or more, and on 10 or more of every writer', () => {
    for (const c of loaded()) expect([c.user, c.messages.filter(themed).length >= 10]).toEqual([c.user, true]);
    expect(every().filter(themed).length / every().length).toBeGreaterThanOrEqual(1 / 3);
  });

  it('labels a line that names a part, a look, an event or an own edit as an attach or an ask, never as new work', () => {
    for (const m of every().filter(themed))
      expect([m.id, ['attach', 'ask_user'].includes(m.expect.outcome)]).toEqual([m.id, true]);
    for (const m of every().filter((x) => has('own_edit')(x) || has('event_ref')(x)))
      expect([m.id, m.expect.outcome]).toEqual([m.id, 'attach']);
  });

  it('attaches a part that fits one of two live pieces of a kind, an ask between the two its only leniency', () => {
    for (const c of loaded()) {
      const pair = pairOf(c.messages.find(has('same_kind'))?.expect.task);
      for (const m of c.messages.filter(has('fits_one'))) {
        const lenient = m.expect.acceptable ?? [];
        expect([m.id, m.expect.outcome, lenient.length, themed(m)]).toEqual([m.id, 'attach', 1, true]);
        const asked = lenient[0].replace(/^ask_user:/, '');
        expect([m.id, lenient[0].startsWith('ask_user:'), keysOf(asked)[0], pairOf(asked)]).toEqual([
          m.id,
          true,
          m.expect.task,
          pair,
        ]);
      }
    }
  });

  it('asks where the part or look named fits two live pieces: right after the second of a kind, later by a part of both, and by a look', () => {
    for (const c of loaded()) {
      const asks = c.messages.filter((m) => m.expect.outcome === 'ask_user');
      for (const ask of asks) expect([ask.id, has('part_ref')(ask) || has('look_ref')(ask)]).toEqual([ask.id, true]);
      const sameKind = asks.filter(has('same_kind'));
      expect([c.user, sameKind.length, has('part_ref')(sameKind[0])]).toEqual([c.user, 1, true]);
      // The later ask by a part both pieces have offers the same two pieces as the first.
      const byPart = asks.filter((m) => has('two_fit')(m) && has('part_ref')(m));
      expect([c.user, byPart.length >= 1]).toEqual([c.user, true]);
      for (const ask of byPart)
        expect([ask.id, pairOf(ask.expect.task)]).toEqual([ask.id, pairOf(sameKind[0].expect.task)]);
    }
    expect(every().filter((m) => m.expect.outcome === 'ask_user' && has('look_ref')(m)).length).toBeGreaterThanOrEqual(
      6,
    );
  });

  it('returns after days naming a part or a look only: every writer once or more, as an attach or an ask', () => {
    for (const c of loaded()) {
      const returns = c.messages.filter(has('return_part'));
      expect([c.user, returns.length >= 1]).toEqual([c.user, true]);
      for (const m of returns)
        expect([
          m.id,
          has('after_72h')(m),
          has('part_ref')(m) || has('look_ref')(m),
          ['attach', 'ask_user'].includes(m.expect.outcome),
        ]).toEqual([m.id, true, true, true]);
    }
  });

  it('names a piece by what happened to it only days after the writer told of it on that piece', () => {
    for (const c of loaded()) {
      c.messages.forEach((m, i) => {
        if (!has('event_ref')(m)) return;
        const told = c.messages
          .slice(0, i)
          .some((x) => x.expect.outcome === 'attach' && x.expect.task === m.expect.task && x.day < m.day);
        expect([m.id, told]).toEqual([m.id, true]);
      });
    }
  });

  it('starts new work that shares words with a piece under way as a new piece', () => {
    for (const m of every().filter(has('shares_words')))
      expect([m.id, m.act, m.expect.outcome]).toEqual([m.id, 'new_request', 'create_persistent']);
  });

  it('answers a pure reaction in the thread: a reaction asks for nothing, at most it may reach the piece it reacts to', () => {
    for (const m of every().filter(has('reaction'))) {
      const others = (m.expect.acceptable ?? []).every((a) => a.startsWith('attach:'));
      expect([m.id, m.act, m.expect.outcome, others]).toEqual([m.id, 'greeting', 'answer_in_main', true]);
    }
  });

  it('keeps a burst on the piece of the line before it, sent within two minutes', () => {
    for (const c of loaded()) {
      c.messages.forEach((m, i) => {
        if (!has('burst')(m)) return;
        const previous = c.messages[i - 1];
        const gap = Date.parse(m.at ?? '') - Date.parse(previous.at ?? '');
        expect([m.id, m.expect.outcome, m.expect.task, gap <= 2 * 60_000]).toEqual([
          m.id,
          'attach',
          previous.expect.task,
          true,
        ]);
      });
    }
  });
});
