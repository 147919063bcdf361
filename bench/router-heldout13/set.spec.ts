import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTextSet, type TextSetRules } from '../router-heldout/set-files';
import { describeFortnightSetChecks } from '../router-heldout/fortnight-set-checks';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { firstOf, parseUser, planOf, roleOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: the harness's own floor, 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));

describe('B10h13, the thirteenth held-out routing set (people writing in a language that is not their own)', () => {
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
      'remember',
      'forget',
      'distractor_name',
      'description_ref',
      'object_ref',
      'second_language',
      'l1_slip',
      'reply_to_agent',
    ],
    // Every silence is an absence the `plan:` section marked as away before the stream was written.
    silencePlanned: (user, from, to) =>
      planFor(user).some((p) => p.from > from && p.to < to && /\baway\b/.test(p.note)),
  });
  describeFortnightSetChecks(loaded, { planFor, piecesAndOneOff: false });

  it('has 15 to 18 writers, each of another trade, each written language by three of them', () => {
    expect(loaded().length).toBeGreaterThanOrEqual(15);
    expect(loaded().length).toBeLessThanOrEqual(18);
    for (const lang of LANGUAGES) {
      const writers = loaded().filter((c) => c.lang === lang).length;
      expect([lang, writers]).toEqual([lang, 3]);
    }
    const roles = loaded().map((c) => roleOf(fileOf(c.user)));
    for (const [i, c] of loaded().entries()) expect([c.user, typeof roles[i]]).toEqual([c.user, 'string']);
    expect(new Set(roles).size).toBe(roles.length);
  });

  it('writes every stream in a learned language, with one or two lines slipping into the first: 30 to 45 messages each, 600 to 660 in all', () => {
    for (const c of loaded()) {
      const first = firstOf(fileOf(c.user));
      expect([c.user, typeof first, first === c.lang]).toEqual([c.user, 'string', false]);
      expect([c.user, c.messages.length >= 30 && c.messages.length <= 45]).toEqual([c.user, true]);
      for (const m of c.messages) {
        expect([m.id, m.lang === c.lang || m.lang === first]).toEqual([m.id, true]);
        expect([m.id, has('second_language')(m)]).toEqual([m.id, true]);
        // A line in the first language is a slip, about a piece already under way, never a brief.
        const slip = m.lang === first;
        expect([m.id, has('l1_slip')(m)]).toEqual([m.id, slip]);
        if (slip) expect([m.id, m.expect.outcome, has('cross_lang')(m)]).toEqual([m.id, 'attach', true]);
      }
      const slips = c.messages.filter(has('l1_slip')).length;
      expect([c.user, slips >= 1 && slips <= 2]).toEqual([c.user, true]);
    }
    expect(every().length).toBeGreaterThanOrEqual(600);
    expect(every().length).toBeLessThanOrEqual(660);
  });

  it('gives each of the six languages about a hundred lines', () => {
    for (const lang of LANGUAGES) {
      const lines = every().filter((m) => m.lang === lang).length;
      expect([lang, lines >= 90 && lines <= 120]).toEqual([lang, true]);
    }
  });
});
