import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTextSet, type TextSetRules } from '../router-heldout/set-files';
import { describeFortnightSetChecks } from '../router-heldout/fortnight-set-checks';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { parseUser, planOf, roleOf, secondOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: the harness's own floor, 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));

describe('B10h16, the sixteenth held-out routing set (small-business owners in their fifties to seventies writing letter-like messages)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), those of the sets
  // written with clock times (../router-heldout/timed-set-checks.ts), then this set's own.
  const loaded = describeTextSet(RULES);
  const every = () => loaded().flatMap((c) => c.messages);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 20,
    minReturns: 25,
    tagsPerUser: [
      'letter_register',
      'date_ref',
      'two_in_one',
      'remember',
      'forget',
      'distractor_name',
      'description_ref',
      'object_ref',
      'lang_switch',
      'nickname_ref',
      'reaction',
      'reply_to_agent',
    ],
    // Every silence is an absence the `plan:` section marked as away before the stream was written.
    silencePlanned: (user, from, to) =>
      planFor(user).some((p) => p.from > from && p.to < to && /\baway\b/.test(p.note)),
  });
  describeFortnightSetChecks(loaded, { planFor, piecesAndOneOff: true });

  it('has 16 to 18 writers, each of another trade, each language written by three of them', () => {
    expect(loaded().length).toBeGreaterThanOrEqual(16);
    expect(loaded().length).toBeLessThanOrEqual(18);
    for (const lang of LANGUAGES) {
      const writers = loaded().filter((c) => c.lang === lang).length;
      expect([lang, writers]).toEqual([lang, 3]);
    }
    const roles = loaded().map((c) => roleOf(fileOf(c.user)));
    for (const [i, c] of loaded().entries()) expect([c.user, typeof roles[i]]).toEqual([c.user, 'string']);
    expect(new Set(roles).size).toBe(roles.length);
  });

  it('writes every line in the letter register, 30 to 45 a writer and 600 to 660 in all, switching to the second language only for a follow-up', () => {
    for (const c of loaded()) {
      const second = secondOf(fileOf(c.user));
      expect([c.user, typeof second, second === c.lang]).toEqual([c.user, 'string', false]);
      expect([c.user, c.messages.length >= 30 && c.messages.length <= 45]).toEqual([c.user, true]);
      for (const m of c.messages) {
        expect([m.id, has('letter_register')(m)]).toEqual([m.id, true]);
        expect([m.id, m.lang === c.lang || m.lang === second]).toEqual([m.id, true]);
        // A line in the second language is about a piece already under way, never a brief.
        const switched = m.lang === second;
        expect([m.id, has('lang_switch')(m)]).toEqual([m.id, switched]);
        if (switched) expect([m.id, m.expect.outcome, has('cross_lang')(m)]).toEqual([m.id, 'attach', true]);
      }
      const switches = c.messages.filter(has('lang_switch')).length;
      expect([c.user, switches >= 1 && switches <= 3]).toEqual([c.user, true]);
    }
    expect(every().length).toBeGreaterThanOrEqual(600);
    expect(every().length).toBeLessThanOrEqual(660);
  });

  it('gives each of the six languages 90 to 120 lines', () => {
    for (const lang of LANGUAGES) {
      const lines = every().filter((m) => m.lang === lang).length;
      expect([lang, lines >= 90 && lines <= 120]).toEqual([lang, true]);
    }
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

  it('gives every writer at least two reactions and one burst', () => {
    for (const c of loaded()) {
      const reactions = c.messages.filter(has('reaction')).length;
      const bursts = c.messages.filter(has('burst')).length;
      expect([c.user, reactions >= 2, bursts >= 1]).toEqual([c.user, true, true]);
    }
  });
});
